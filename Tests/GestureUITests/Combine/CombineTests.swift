import Foundation
import Testing
@testable import GestureUI

private final class Feed: ObservableObject {
    @Published var count = 0
    let pings = PassthroughSubject<String, Never>()
}

private struct Pinged: View {
    @StateObject var feed = Feed()
    @State var last = ""
    var body: some View {
        Color.red.frame(width: 100, height: 100)
            .onTapGesture { feed.pings.send("ping \(feed.count)"); feed.count += 1 }
            .onReceive(feed.pings) { last = $0 }
    }
}

private struct Ticker: View {
    @State var ticks = 0
    @State var show = true
    let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
    var body: some View {
        VStack {
            if show {
                Color.blue.frame(width: 50, height: 50)
                    .onReceive(timer) { date in
                        ticks += 1
                        print("tick \(ticks) at \(date.timeIntervalSinceReferenceDate)")
                        if ticks == 3 { show = false }
                    }
            }
        }
    }
}

private struct Greeting: View {
    @State var text = ""
    var body: some View {
        Text(text).onReceive(Just("hello")) { text = $0 }
    }
}

@Suite("Combine")
struct CombineTests {
    @Test("onReceive runs its action with every value a subject sends while the view is there")
    func subjectValues() {
        let lab = ViewHarness(Pinged())
        lab.tap(195, 422, at: 0)
        lab.tap(195, 422, at: 1)
        #expect(lab.state["last"] == "ping 1")
    }

    @Test("Timer.publish ticks on the simulation clock, every interval from when it connects, until its view goes")
    func timerTicks() {
        let lab = ViewHarness(Ticker())
        lab.advance(to: 3)
        #expect(lab.printed == ["tick 1 at 0.5", "tick 2 at 1.0", "tick 3 at 1.5"])
        #expect(lab.host.nextTimerDeadline == nil)
    }

    @Test("a publisher that sends at once, like Just, is received when the view appears")
    func justOnAppear() {
        let lab = ViewHarness(Greeting())
        #expect(lab.state["text"] == "hello")
    }

    @Test("@Published changes of an ObservableObject update the views (the objects are Combine's)")
    func publishedIsCombines() {
        let feed = Feed()
        var seen: [Int] = []
        let cancellable = feed.$count.sink { seen.append($0) }
        feed.count = 4
        #expect(seen == [0, 4])
        cancellable.cancel()
    }
}
