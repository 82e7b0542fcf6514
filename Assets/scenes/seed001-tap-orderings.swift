// Two tap gestures on one text: the double tap is attached first, the single tap after it (seed 001)
//
// The DemoView of the seed "SwiftUI: Gesture", copied verbatim. Observed in the
// seed: one tap prints "tap once" (after the double tap's window has closed); two taps print
// "tap twice" and no "tap once".
import SwiftUI

struct DemoView: View {
    var body: some View {
        Text("hello, world")
            .gesture(gestureDoubleTap())
            .gesture(gestureSingleTap())
    }
    
    func gestureSingleTap() -> some Gesture {
        TapGesture().onEnded { print("tap once") }
    }
    
    func gestureDoubleTap() -> some Gesture {
        TapGesture(count: 2).onEnded { print("tap twice") }
    }
}
