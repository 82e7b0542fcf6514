// A double tap on text prints "tap twice"; a single tap does nothing (seed 001)
//
// The second view of the seed "SwiftUI: Gesture", copied verbatim.
import SwiftUI

struct Canvas: View {
    var body: some View {
        Text("hello, world").gesture(gestureDoubleTapToResizeCanvas())
    }

    private func gestureDoubleTapToResizeCanvas() -> some Gesture {
        TapGesture(count: 2).onEnded {
            print("tap twice")
        }
    }
}
