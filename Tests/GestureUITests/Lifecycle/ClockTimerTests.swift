import Testing
@testable import GestureUI

/// A countdown as games write it: a Foundation timer started when the view appears, and a hint
/// hidden half a second later by the main queue.
private struct Countdown: View {
    @State var seconds = 10
    @State var showsHint = true
    @State var timer: Timer?
    var body: some View {
        Text("\(seconds)")
            .onAppear {
                timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
                    seconds -= 1
                    if seconds == 7 { timer?.invalidate() }
                }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { showsHint = false }
            }
    }
}

@Suite("Foundation's timers on the simulation clock")
struct ClockTimerTests {
    @Test("Timer.scheduledTimer ticks every simulated second until invalidated; asyncAfter runs after its simulated delay")
    func countdown() {
        let lab = ViewHarness(Countdown())
        lab.advance(to: 0.4)
        #expect(lab.state["showsHint"] == "true")
        lab.advance(to: 0.5)
        #expect(lab.state["showsHint"] == "false")
        lab.advance(to: 2.5)
        #expect(lab.state["seconds"] == "8")
        // Invalidated at 7: it ticks no more.
        lab.advance(to: 10)
        #expect(lab.state["seconds"] == "7")
    }
}
