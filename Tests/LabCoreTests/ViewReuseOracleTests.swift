import Foundation
import GestureKit
import GestureUI
import LabCore
import Testing

/// Handing unchanged views back from their caches changes nothing a scene shows or logs: every
/// built-in Swift scene replays to the same log, and draws the same frame at every moment, with
/// reuse on and off.
@Suite("View reuse: the same scenes either way", .serialized)
struct ViewReuseOracleTests {
    /// The log and every frame's items, spelled out, of a replay of the file at 24 frames a
    /// second, and how many views were handed back.
    private func replay(_ path: String, events: String, reusing: Bool, loader: DocumentLoader) throws -> (log: [String], frames: [String], stats: UpdateStats) {
        let document = try loader.load(path)
        let host = try #require((document as? SwiftScene)?.host)
        host.reusesViews = reusing
        var options = Replay.Options()
        options.fps = 24
        var frames: [String] = []
        let log = Replay(document: document, events: try EventFile.load(events), options: options)
            .run { time in frames.append(host.displayList(at: time).items.map { String(describing: $0) }.joined(separator: "\n")) }
        return (log, frames, host.stats)
    }

    @Test("every built-in Swift scene logs and draws the same with views handed back and with every body evaluated",
          arguments: SwiftSceneTests.swiftSceneNames)
    func sameEitherWay(name: String) throws {
        try compare(SwiftSceneTests.swiftPath(name), events: Fixture.eventsPath(name), name: name)
    }

    @Test("a file of rows, state, an @Observable model, a drag, animations and a transition logs and draws the same either way, and hands views back")
    func richFileSameEitherWay() throws {
        let path = SwiftSceneTests.file(Self.richSource, name: "Rows.swift")
        let events = (path as NSString).deletingLastPathComponent + "/Rows.events.jsonl"
        FileManager.default.createFile(atPath: events, contents: Data(Self.richEvents.utf8))
        let stats = try compare(path, events: events, name: "Rows.swift")

        #expect(stats.reused > 10, "\(stats.reused) views handed back")
        #expect(stats.incrementalPasses > 10, "\(stats.incrementalPasses) updates from the dirty views")
    }

    /// Replays the file both ways and compares; returns what the updates did with reuse on.
    @discardableResult
    private func compare(_ path: String, events: String, name: String) throws -> UpdateStats {
        let loader = DocumentLoader()
        let on = try replay(path, events: events, reusing: true, loader: loader)
        let off = try replay(path, events: events, reusing: false, loader: loader)
        #expect(off.stats.reused == 0 && off.stats.incrementalPasses == 0)
        #expect(on.log == off.log, "\(name): the logs differ")
        #expect(on.frames.count == off.frames.count)
        let first = on.frames.indices.first { $0 < off.frames.count && on.frames[$0] != off.frames[$0] }
        #expect(first == nil, "\(name): frame \(first ?? -1) differs")
        return on.stats
    }

    /// Rows that keep state of their own, one highlighted with an animation, an environment
    /// colour that changes above them, a card a drag moves, a model one view watches, a button,
    /// and a banner that comes and goes with a transition.
    static let richSource = """
    import SwiftUI
    import Observation

    @Observable final class Tally { var count = 0 }

    struct Row: View {
        let index: Int
        let highlighted: Bool
        @State private var expanded = false
        var body: some View {
            HStack {
                Circle().fill(highlighted ? Color.orange : Color.blue).frame(width: 20, height: 20)
                Text("Row \\(index)\\(expanded ? " (open)" : "")")
            }
            .frame(width: 390, height: 50)
            .contentShape(Rectangle())
            .onLongPressGesture(minimumDuration: 0.5) { expanded.toggle() }
        }
    }

    struct Card: View {
        @GestureState private var offset = CGSize.zero
        var body: some View {
            RoundedRectangle(cornerRadius: 12).fill(Color.purple)
                .frame(width: 80, height: 80)
                .offset(offset)
                .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
                .frame(width: 390, height: 100)
        }
    }

    struct Footer: View {
        let tally: Tally
        var body: some View {
            Text("Count \\(tally.count)").frame(width: 390, height: 50).contentShape(Rectangle())
                .onTapGesture { tally.count += 1 }
        }
    }

    struct Banner: View {
        var body: some View { Text("Banner").padding(6).background(Color.yellow) }
    }

    struct ContentView: View {
        @State private var selected = -1
        @State private var taps = 0
        @State private var showsBanner = false
        @State private var tally = Tally()
        var body: some View {
            VStack(spacing: 0) {
                Text("Taps \\(taps)").frame(width: 390, height: 50).contentShape(Rectangle())
                    .onTapGesture {
                        taps += 1
                        withAnimation(.easeInOut(duration: 0.3)) { showsBanner.toggle() }
                    }
                VStack(spacing: 0) {
                    ForEach(0..<6) { index in
                        Row(index: index, highlighted: index == selected)
                            .onTapGesture { withAnimation(.spring()) { selected = index } }
                    }
                }
                .foregroundColor(selected == 4 ? .red : .primary)
                Card()
                    .overlay(alignment: .topLeading) {
                        if showsBanner { Banner().transition(.opacity) }
                    }
                Footer(tally: tally)
                Button("Reset") { selected = -1 }.frame(height: 44)
            }
        }
    }
    """

    /// Taps on the header, rows, footer; a long press on a row; a drag of the card. The stack is
    /// 544 points high, from y 150: the header at 175, rows at 225 + 50 i, the card at 550, the
    /// footer at 625, the button at 672.
    static let richEvents: String = {
        var lines: [String] = []
        func touch(_ t: Double, _ type: String, _ x: Double, _ y: Double) {
            lines.append("{\"t\": \(t), \"type\": \"\(type)\", \"id\": 1, \"x\": \(x), \"y\": \(y)}")
        }
        func tap(_ t: Double, _ y: Double) {
            touch(t, "touchDown", 195, y)
            touch(t + 0.05, "touchUp", 195, y)
        }
        tap(0.1, 175)
        tap(0.6, 325)
        tap(1.6, 425)
        touch(2.5, "touchDown", 195, 550)
        for step in 1...20 { touch(2.5 + Double(step) * 0.02, "touchMove", 195 + Double(step) * 3, 550 + Double(step)) }
        touch(3.0, "touchUp", 255, 570)
        touch(3.5, "touchDown", 195, 275)
        touch(4.2, "touchUp", 195, 275)
        tap(4.8, 625)
        tap(5.3, 625)
        tap(6.0, 175)
        tap(7.0, 325)
        tap(7.8, 672)
        return lines.joined(separator: "\n") + "\n"
    }()
}
