// Double tap and single tap on one circle: the counts show which won (seed 004, exclusive)
//
// ExclusiveGestures of the seed "Choose Gesture Composition Strategy", copied verbatim.
import SwiftUI

struct ExclusiveGestures: View {
    @State private var tapCount = 0
    @State private var doubleTapCount = 0

    var body: some View {
        Circle()
            .fill(.blue)
            .frame(width: 100, height: 100)
            .onTapGesture(count: 2) {
                // Double tap (checked first due to count)
                doubleTapCount += 1
            }
            .onTapGesture {
                // Single tap (only if double tap didn't trigger)
                tapCount += 1
            }
    }
}
