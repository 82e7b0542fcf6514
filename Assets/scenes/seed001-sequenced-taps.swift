// Double tap sequenced(before: gestureSingleTap()): a double tap, then a single tap: observed to fire both (seed 001)
//
// A DemoView of the seed "SwiftUI: Gesture", copied verbatim; its two gesture
// functions, which the seed says "has been defined above", are copied from the seed's first
// DemoView.
import SwiftUI

struct DemoView: View {
    var body: some View {
        Text("hello, world")
            .gesture(gestureDoubleTap().sequenced(before: gestureSingleTap()))
    }

    // gestureDoubleTap and gestureSingleTap has been defined above.
    func gestureSingleTap() -> some Gesture {
        TapGesture().onEnded { print("tap once") }
    }

    func gestureDoubleTap() -> some Gesture {
        TapGesture(count: 2).onEnded { print("tap twice") }
    }
}
