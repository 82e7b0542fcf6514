import Foundation
import Testing
@testable import GestureUI

@Suite("Dates and numbers as a US iPhone writes them")
struct TextDateStyleTests {
    /// 8 June 2019, 13:20 UTC.
    let day = Date(timeIntervalSince1970: 1_560_000_000)

    @Test("Text(date, style: .date) writes the day in full; the other styles count from now")
    func styles() {
        let drawn = drawnItems(Text(day, style: .date))
        #expect(drawn.contains { if case .text(let lines, _, _, _) = $0.content { lines.joined(separator: " ").contains("2019") && lines.joined(separator: " ").contains("June") } else { false } })
        let now = day.addingTimeInterval(-(2 * 3600 + 10 * 60 + 5))
        #expect(Text.DateStyle.relative.format(day, now: now) == "2 hr, 10 min")
        #expect(Text.DateStyle.offset.format(day, now: now) == "+2 hours")
        #expect(Text.DateStyle.offset.format(now, now: day) == "-2 hours")
        #expect(Text.DateStyle.timer.format(day, now: now) == "2:10:05")
        #expect(Text.DateStyle.timer.format(day, now: day.addingTimeInterval(-65)) == "1:05")
        // Ahead, rounded up; passed, rounded down; a hair from a whole second is on it.
        #expect(Text.DateStyle.timer.format(day, now: day.addingTimeInterval(-9.5)) == "0:10")
        #expect(Text.DateStyle.timer.format(day, now: day.addingTimeInterval(9.5)) == "0:09")
        #expect(Text.DateStyle.timer.format(day, now: day.addingTimeInterval(2.9999999)) == "0:03")
        #expect(Text.DateStyle.relative.format(day, now: day.addingTimeInterval(-86_400 - 60)) == "1 day, 1 min")
        #expect(Text.DateStyle.relative.format(day, now: day.addingTimeInterval(-45 * 86_400)) == "1 mth, 2 wks")
        #expect(Text.DateStyle.time.format(day, now: day) == "1:20\u{202F}PM")   // a narrow space, as iOS 17 writes it
    }

    @Test("the styles that count from now count from the simulation's now, so a replay reads the same")
    func simulationNow() {
        struct Countdown: View {
            var body: some View { Text(TimelineClock.start.addingTimeInterval(3_600), style: .offset) }
        }
        let lab = ViewHarness(Countdown())
        #expect(lab.texts().map(\.text) == ["+1 hour"])
    }

    @Test("a timer counts up each second as the simulation's time passes, its body left alone")
    func timerCounts() {
        struct Stopwatch: View {
            var body: some View { Text(TimelineClock.start, style: .timer) }
        }
        let lab = ViewHarness(Stopwatch())
        #expect(lab.texts().map(\.text) == ["0:00"])
        lab.advance(to: 2.5)
        #expect(lab.texts().map(\.text) == ["0:02"])
        lab.advance(to: 61.2)
        #expect(lab.texts().map(\.text) == ["1:01"])
    }

    @Test("a countdown joined to other text keeps counting down, with the text around it")
    func joinedCountdown() {
        struct Offer: View {
            var body: some View {
                Text("Ends in ") + Text(TimelineClock.start.addingTimeInterval(10), style: .timer) + Text(" today")
            }
        }
        let lab = ViewHarness(Offer())
        #expect(lab.texts().map(\.text) == ["Ends in 0:10 today"])
        lab.advance(to: 3.5)
        #expect(lab.texts().map(\.text) == ["Ends in 0:07 today"])
        lab.advance(to: 10)
        #expect(lab.texts().map(\.text) == ["Ends in 0:00 today"])
    }

    @Test("a counting date interpolated in a text keeps counting, with the text around it")
    func interpolatedCountdown() {
        struct Offer: View {
            var body: some View {
                Text("**Sale** ends in \(Text(TimelineClock.start.addingTimeInterval(10), style: .timer)), hurry")
            }
        }
        let lab = ViewHarness(Offer())
        #expect(lab.texts().map(\.text) == ["Sale ends in 0:10, hurry"])
        lab.advance(to: 3.5)
        #expect(lab.texts().map(\.text) == ["Sale ends in 0:07, hurry"])
    }

    @Test("a counting text is written again when its count next shows another second", arguments: [
        (2.25, 0.25), (-2.25, 0.75), (3.0, 1.0), (-3.0, 1.0), (0.0, 1.0), (-2.9999999, 1.0), (2.0000001, 1.0),
    ])
    func nextChange(distance: Double, until: Double) {
        let live = Text.LiveDate(date: day, style: .timer)
        #expect(abs(live.secondsUntilChange(now: day.addingTimeInterval(-distance)) - until) < 1e-9)
    }

    @Test("a currency formats in dollars whatever the machine's locale, in a text and in an interpolation")
    func currency() {
        let items = drawnItems(VStack {
            Text(6.0, format: .currency(code: "USD"))
            Text("Total \(6.5, format: .currency(code: "USD"))")
        })
        let texts = items.compactMap { item -> String? in if case .text(let lines, _, _, _) = item.content { lines.joined() } else { nil } }
        #expect(texts.contains("$6.00"))
        #expect(texts.contains("Total $6.50"))
    }
}
