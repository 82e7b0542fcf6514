import Testing
@testable import GestureUI

/// Work a task awaits that is not isolated to the main actor.
private func countWords(_ text: String) async -> Int {
    await Task.yield()
    return text.split(separator: " ").count
}

@Suite("task: asynchronous work on the simulation clock")
struct TaskTests {
    @Test("a task starts when its view appears, and a one-second sleep goes on one simulated second later")
    func sleepsOnTheClock() {
        struct Hint: View {
            @State var text = "waiting"
            var body: some View {
                Text(text).task {
                    print("started")
                    try? await Task.sleep(for: .seconds(1))
                    text = "done"
                    print("slept")
                }
            }
        }
        let lab = ViewHarness(Hint())
        #expect(lab.printed == ["started"])
        lab.advance(to: 0.99)
        #expect(lab.center(of: "waiting") != nil)
        lab.advance(to: 1.0)
        #expect(lab.printed == ["started", "slept"])
        #expect(lab.center(of: "done") != nil)
    }

    @Test("sleeps in nanoseconds and awaited functions run in order on the host's thread")
    func awaitsInOrder() {
        struct Steps: View {
            @State var words = 0
            var body: some View {
                Text("\(words) words").task {
                    let count = await countWords("drag the card up")
                    print("counted \(count)")
                    try? await Task.sleep(nanoseconds: 250_000_000)
                    words = count
                    print("shown")
                }
            }
        }
        let lab = ViewHarness(Steps())
        #expect(lab.printed == ["counted 4"])
        lab.advance(to: 0.3)
        #expect(lab.printed == ["counted 4", "shown"])
        #expect(lab.center(of: "4 words") != nil)
    }

    @Test("a view that goes cancels its task: the sleep ends at once with a cancellation")
    func cancelledWhenGone() {
        struct Toggle: View {
            @State var shows = true
            var body: some View {
                VStack(spacing: 40) {
                    if shows {
                        Text("Timer").task {
                            do {
                                try await Task.sleep(for: .seconds(5))
                                print("finished")
                            } catch {
                                print("cancelled")
                            }
                        }
                    }
                    Text("Hide").onTapGesture { shows = false }
                }
            }
        }
        let lab = ViewHarness(Toggle())
        lab.tap("Hide", at: 1)
        lab.advance(to: 1.2)
        #expect(lab.printed == ["cancelled"])
        lab.advance(to: 7)
        #expect(lab.printed == ["cancelled"])
    }

    @Test("task(id:) starts again when its id changes, cancelling the one before")
    func restartsOnID() {
        struct Search: View {
            @State var query = "a"
            var body: some View {
                Text("Query \(query)")
                    .task(id: query) {
                        do {
                            try await Task.sleep(for: .milliseconds(300))
                            print("searched \(query)")
                        } catch {
                            print("dropped")
                        }
                    }
                    .onTapGesture { query += "b" }
            }
        }
        let lab = ViewHarness(Search())
        lab.tap(195, 422, at: 0.1)          // "ab" before "a"'s search ends
        lab.advance(to: 1)
        #expect(lab.printed == ["dropped", "searched ab"])
    }

    @Test("the same view and input run their tasks the same way every time")
    func deterministic() {
        struct Ticks: View {
            @State var ticks = 0
            var body: some View {
                Text("\(ticks)").task {
                    while !Task.isCancelled && ticks < 5 {
                        try? await Task.sleep(for: .milliseconds(100))
                        ticks += 1
                        print("tick \(ticks)")
                    }
                }
            }
        }
        func run() -> [String] {
            let lab = ViewHarness(Ticks())
            lab.advance(to: 0.35)
            lab.advance(to: 1)
            return lab.printed
        }
        let first = run()
        #expect(first == ["tick 1", "tick 2", "tick 3", "tick 4", "tick 5"])
        #expect(run() == first)
    }

    @Test("a task that never waits cannot hold the host: the update returns and the views stay live")
    func busyTask() {
        struct Busy: View {
            @State var taps = 0
            var body: some View {
                Text("Taps \(taps)")
                    .task { while !Task.isCancelled { await Task.yield() } }
                    .onTapGesture { taps += 1 }
            }
        }
        let lab = ViewHarness(Busy())
        lab.tap("Taps 0", at: 1)
        #expect(lab.center(of: "Taps 1") != nil)
    }

    @Test("a host that goes while its task sleeps ends the task: cancelled, not left waiting")
    func hostGoes() async {
        final class Flag: @unchecked Sendable { var ended = false }
        let flag = Flag()
        struct Sleeper: View {
            let flag: Flag
            var body: some View {
                Color.blue.task {
                    do { try await Task.sleep(for: .seconds(10)) } catch { flag.ended = true }
                }
            }
        }
        weak var gone: ViewHost?
        do {
            let lab = ViewHarness(Sleeper(flag: flag))
            lab.advance(to: 1)
            gone = lab.host
        }
        #expect(gone == nil, "the host is still alive")
        // The task now runs on the global executor: give it a moment.
        for _ in 0..<200 where !flag.ended { try? await Task.sleep(nanoseconds: 5_000_000) }
        #expect(flag.ended)
    }
}
