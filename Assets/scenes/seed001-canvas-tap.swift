// A tap gesture on an empty ZStack: it has no size, so no tap reaches it (seed 001)
//
// The first view of the seed "SwiftUI: Gesture", copied verbatim. As in SwiftUI, a
// ZStack with nothing in it takes no space and draws nothing, so there is nothing to tap: the
// recorded taps print nothing. Put a view inside (a Color, a shape) to give the gesture a place.
import SwiftUI

struct Canvas: View {
    var body: some View {
        ZStack {
            // Where the canvas elements are placed.
        }
        .onTapGesture {
            print("You have just tapped the canvas")
        }
    }
}
