import Foundation
import GestureKit
import GestureUI
import LabCore

/// A drag over a file of 1,000 views: a card follows the finger through a `@GestureState`
/// offset that only its own body reads, over a grid of 1,000 cells that read nothing that
/// changes (and taps on the card, each changing a `@State` only it reads). Each event is the
/// engine's step and the views' update (bodies, layout, the scene's shapes), not drawing: the
/// figure issue 25 asks to bring under 0.5 ms, where only the bodies that read the state are
/// evaluated again.
public enum DragViewsBench {
    struct Board: View {
        /// A card that a tap re-colours instead of one a drag moves.
        var tapped = false
        var body: some View {
            ZStack {
                VStack(spacing: 2) {
                    ForEach(0..<40) { row in
                        HStack(spacing: 2) {
                            ForEach(0..<25) { column in StillCell(index: row * 25 + column) }
                        }
                    }
                }
                if tapped { TappedCard() } else { DraggedCard() }
            }
        }
    }

    struct StillCell: View {
        let index: Int
        var body: some View {
            RoundedRectangle(cornerRadius: 3)
                .fill(index % 7 == 0 ? Color.orange : Color.blue)
                .frame(width: 13, height: 13)
        }
    }

    struct DraggedCard: View {
        @GestureState private var offset = CGSize.zero
        var body: some View {
            Circle()
                .fill(Color.purple)
                .frame(width: 60, height: 60)
                .offset(offset)
                .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
        }
    }

    struct TappedCard: View {
        @State private var taps = 0
        var body: some View {
            Circle()
                .fill(taps % 2 == 0 ? Color.purple : Color.pink)
                .frame(width: 60, height: 60)
                .onTapGesture { taps += 1 }
        }
    }

    public struct Result: Sendable {
        public var events: Int
        /// Milliseconds per event (a move, or a whole tap): the engine's step and the views' update.
        public var perEvent: [Double]
        /// Bodies evaluated per event (the board's, 1,000 cells' and the card's: 1,002 when every
        /// body runs again; 2 when the cells are handed back from their caches, the board
        /// evaluated to reach the card; 1 when only the card's runs).
        public var bodiesPerEvent: Double
        /// What the measured events' updates did, summed (``UpdateStats``).
        public var stats = UpdateStats()
        public var line: String {
            let n = Double(max(events, 1))
            return "drag-views views=1000 events=\(events) ms_per_event_median=\(format(median(perEvent), 3)) max=\(format(perEvent.max() ?? 0, 3)) bodies_per_event=\(format(bodiesPerEvent, 1)) reused_per_event=\(format(Double(stats.reused) / n, 0)) from_dirty_views=\(format(Double(stats.incrementalPasses) / n, 2))"
                + " nodes_made=\(format(Double(stats.nodesMade) / n, 0)) nodes_synced=\(format(Double(stats.nodesSynced) / n, 0))"
                + " " + stats.phaseMilliseconds(per: events)
        }
    }

    /// The board laid out in a runtime, and the middle of its card (the one shape with a gesture).
    static func board(tapped: Bool) -> (ViewHost, LabRuntime, CGPoint) {
        let host = ViewHost(Board(tapped: tapped))
        host.statsClock = { UInt64(monotonicNanoseconds()) }
        let runtime = LabRuntime(document: SwiftScene(host: host, path: "Board.swift"))
        host.update()
        let card = host.scene.allShapes.first { !$0.attachments.isEmpty }!
        return (host, runtime, card.localToGlobal.apply(CGPoint(x: card.size.width / 2, y: card.size.height / 2)))
    }

    /// Taps on a card, each changing a `@State` only the card's body reads.
    public static func taps(events: Int = 300) -> Result {
        let (host, runtime, center) = board(tapped: true)
        var perEvent: [Double] = [], bodies = 0, time = 0.0, stats = UpdateStats()
        for _ in 0..<events {
            time += 0.5
            let before = host.bodyEvaluations
            let statsBefore = host.stats
            let start = monotonicNanoseconds()
            runtime.deliver(.touch(TouchEvent(time: time, phase: .began, id: 1, location: center)))
            runtime.deliver(.touch(TouchEvent(time: time + 0.01, phase: .ended, id: 1, location: center)))
            host.update()
            perEvent.append(Double(monotonicNanoseconds() - start) / 1e6)
            bodies += host.bodyEvaluations - before
            stats.add(host.stats, since: statsBefore)
        }
        return Result(events: events, perEvent: perEvent, bodiesPerEvent: Double(bodies) / Double(events), stats: stats)
    }

    /// Strokes of 60 moves across the card, each move followed by the update a frame would make.
    public static func run(events: Int = 600, warmup: Int = 60) -> Result {
        let (host, runtime, center) = board(tapped: false)
        var perEvent: [Double] = []
        var bodies = 0
        var time = 0.0
        var moves = 0
        var stats = UpdateStats()
        while moves < warmup + events {
            // A stroke: down on the card, 60 moves of 2 points, up.
            time += 0.1
            runtime.deliver(.touch(TouchEvent(time: time, phase: .began, id: 1, location: center)))
            host.update()
            for step in 1...60 where moves < warmup + events {
                time += 0.008
                let location = CGPoint(x: center.x + Double(step) * 2, y: center.y + Double(step))
                let before = host.bodyEvaluations
                let statsBefore = host.stats
                let start = monotonicNanoseconds()
                runtime.deliver(.touch(TouchEvent(time: time, phase: .moved, id: 1, location: location)))
                host.update()
                let stop = monotonicNanoseconds()
                if moves >= warmup {
                    perEvent.append(Double(stop - start) / 1e6)
                    bodies += host.bodyEvaluations - before
                    stats.add(host.stats, since: statsBefore)
                }
                moves += 1
            }
            time += 0.008
            runtime.deliver(.touch(TouchEvent(time: time, phase: .ended, id: 1, location: center)))
            host.update()
        }
        return Result(events: perEvent.count, perEvent: perEvent, bodiesPerEvent: Double(bodies) / Double(max(perEvent.count, 1)), stats: stats)
    }
}
