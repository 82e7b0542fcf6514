// A parent's high-priority tap wins over the button inside it (seed 004, highPriorityGesture)
//
// HighPriorityExample of the seed "Choose Gesture Composition Strategy", copied verbatim.
import SwiftUI

struct HighPriorityExample: View {
    var body: some View {
        Button("Button in Parent") {
            print("Button tapped")
        }
        // Parent's gesture takes priority over child button
        .highPriorityGesture(
            TapGesture()
                .onEnded {
                    print("Parent gesture wins")
                }
        )
    }
}
