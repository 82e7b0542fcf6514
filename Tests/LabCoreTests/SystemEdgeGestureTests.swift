import Foundation
import GestureKit
import GestureUI
@testable import LabCore
import Testing

/// A full-canvas drag pad that counts its drags and cancellations: what a drawing app does.
private struct Pad: View {
    let defers: Edge.Set
    @State var drags = 0
    @State var cancels = 0
    var body: some View {
        Color.yellow
            .gesture(DragGesture(minimumDistance: 0)
                .onEnded { _ in drags += 1 }
                .onCancelled { _ in cancels += 1 })
            .defersSystemGestures(on: defers)
    }
}

/// The phone's system edge gestures, as the lab plays them on a Swift scene's canvas.
@Suite("System edge gestures")
struct SystemEdgeGestureTests {
    static let canvas = CGSize(width: 390, height: 844)

    /// A vertical swipe of touch `id` from `y0` to `y1` at x = 195, in ten moves 10 ms apart.
    static func swipe(_ id: Int, from y0: Double, to y1: Double, at t: Double, x1: Double = 195) -> [EventFile.Item] {
        var items: [EventFile.Item] = [.touch(TouchEvent(time: t, phase: .began, id: id, location: CGPoint(x: 195, y: y0)))]
        for step in 1...10 {
            let f = Double(step) / 10
            items.append(.touch(TouchEvent(time: t + 0.01 * Double(step), phase: .moved, id: id,
                                           location: CGPoint(x: 195 + (x1 - 195) * f, y: y0 + (y1 - y0) * f))))
        }
        items.append(.touch(TouchEvent(time: t + 0.15, phase: .ended, id: id, location: CGPoint(x: x1, y: y1))))
        return items
    }

    /// Filters `items`; returns what reached the app (phase and id) and the outcomes.
    static func run(_ items: [EventFile.Item], deferring: Set<SystemEdgeGestures.Edge> = [],
                    system: inout SystemEdgeGestures) -> (app: [String], outcomes: [SystemEdgeGestures.Outcome]) {
        var app: [String] = [], outcomes: [SystemEdgeGestures.Outcome] = []
        for item in items {
            let (passed, outcome) = system.filter(item, deferring: deferring)
            for case .touch(let event) in passed { app.append("\(event.phase) \(event.id)") }
            if let outcome { outcomes.append(outcome) }
        }
        return (app, outcomes)
    }

    @Test("a swipe up from the bottom edge goes home: the app's touch is cancelled and sees nothing after")
    func swipeUpGoesHome() throws {
        var system = SystemEdgeGestures(canvas: Self.canvas)
        let (app, outcomes) = Self.run(Self.swipe(1, from: 838, to: 700, at: 0), system: &system)
        // 838 → 700 in steps of 13.8: the third move (41.4 points in) passes 30 points.
        #expect(app == ["began 1", "moved 1", "moved 1", "cancelled 1"])
        let outcome = try #require(outcomes.first)
        #expect(outcomes.count == 1)
        #expect(outcome.edge == .bottom && outcome.toSystem && outcome.touch == 1)
        #expect(outcome.time == GestureTime(seconds: 0.03)!)
        #expect(ReplayLog.system(outcome) == #"{"t": 0.03, "type": "system", "gesture": "home", "edge": "bottom", "touch": 1, "to": "system"}"#)
    }

    @Test("a swipe down from the top edge pulls down the notifications")
    func swipeDownFromTop() {
        var system = SystemEdgeGestures(canvas: Self.canvas)
        let (app, outcomes) = Self.run(Self.swipe(2, from: 5, to: 200, at: 0), system: &system)
        #expect(app.last == "cancelled 2")
        #expect(outcomes.map(\.edge.gesture) == ["notifications"])
    }

    @Test("a tap on the edge, a swipe along it, and a swipe from the middle stay with the app")
    func notSystemSwipes() {
        var system = SystemEdgeGestures(canvas: Self.canvas)
        var items = [EventFile.Item.touch(TouchEvent(time: 0, phase: .began, id: 1, location: CGPoint(x: 195, y: 840))),
                     .touch(TouchEvent(time: 0.05, phase: .ended, id: 1, location: CGPoint(x: 195, y: 840)))]
        items += Self.swipe(2, from: 838, to: 800, at: 1, x1: 320)   // more sideways than up
        items += Self.swipe(3, from: 600, to: 300, at: 2)             // not from an edge
        let (app, outcomes) = Self.run(items, system: &system)
        #expect(outcomes.isEmpty)
        #expect(!app.contains { $0.hasPrefix("cancelled") })
    }

    @Test("an app that defers the edge keeps the first swipe; a second soon after goes home; later the app has it again")
    func deferredEdge() {
        var system = SystemEdgeGestures(canvas: Self.canvas)
        let items = Self.swipe(1, from: 838, to: 700, at: 0) + Self.swipe(2, from: 838, to: 700, at: 1)
            + Self.swipe(3, from: 838, to: 700, at: 2) + Self.swipe(4, from: 838, to: 700, at: 5)
        let (app, outcomes) = Self.run(items, deferring: [.bottom], system: &system)
        #expect(outcomes.map(\.toSystem) == [false, true, false, false])
        #expect(outcomes.map(\.touch) == [1, 2, 3, 4])
        #expect(app.filter { $0.hasPrefix("cancelled") } == ["cancelled 2"])
        #expect(app.filter { $0.hasPrefix("ended") } == ["ended 1", "ended 3", "ended 4"])
    }

    @Test("deferring one edge leaves the other to the system")
    func otherEdgeStaysSystem() {
        var system = SystemEdgeGestures(canvas: Self.canvas)
        let (_, outcomes) = Self.run(Self.swipe(1, from: 5, to: 200, at: 0), deferring: [.bottom], system: &system)
        #expect(outcomes.map(\.toSystem) == [true])
    }

    @Test("a resting finger is no swipe")
    func restingIgnored() {
        var system = SystemEdgeGestures(canvas: Self.canvas)
        let items: [EventFile.Item] = [
            .touch(TouchEvent(time: 0, phase: .began, id: -3, location: CGPoint(x: 195, y: 840), kind: .resting)),
            .touch(TouchEvent(time: 0.1, phase: .moved, id: -3, location: CGPoint(x: 195, y: 700), kind: .resting)),
        ]
        let (app, outcomes) = Self.run(items, system: &system)
        #expect(outcomes.isEmpty && app == ["began -3", "moved -3"])
    }

    @Test("in a Swift scene the system's swipe cancels the app's drag and is logged; deferring, the drag ends as usual")
    func swiftSceneLog() throws {
        func replay(_ defers: Edge.Set) -> [String] {
            let scene = SwiftScene(host: ViewHost(Pad(defers: defers)), path: "Pad.swift")
            let events = EventFile(path: "swipe.jsonl", items: Self.swipe(1, from: 838, to: 600, at: 0.1), warnings: [])
            return Replay(document: scene, events: events).run()
        }
        let system = replay([])
        #expect(system.contains(#"{"t": 0.12, "type": "system", "gesture": "home", "edge": "bottom", "touch": 1, "to": "system"}"#))
        #expect(system.last?.contains(#""cancels": "1""#) == true && system.last?.contains(#""drags": "0""#) == true)
        let deferred = replay(.bottom)
        #expect(deferred.contains(#"{"t": 0.12, "type": "system", "gesture": "home", "edge": "bottom", "touch": 1, "to": "app"}"#))
        #expect(deferred.last?.contains(#""cancels": "0""#) == true && deferred.last?.contains(#""drags": "1""#) == true)
    }

    @Test("a scene file has no system gestures: a swipe from its bottom edge is the scene's")
    func sceneFilesHaveNone() throws {
        let scene = Build.scene([".gesture(DragGesture().onEnded { _ in print(\"dragged\") })"], center: (400, 300), size: (800, 600))
        let events = [Build.drag(from: (400, 598), to: (400, 400), at: 0.1)].joined(separator: "\n")
        let lines = try Fixture.replay(sceneText: scene, eventsText: events)
        #expect(!lines.contains { $0.contains("\"system\"") })
        #expect(Fixture.prints(lines).map(\.text) == ["dragged"])
    }
}

/// A finger resting without pressing in event files: read, recorded and replayed.
@Suite("Resting fingers in event files")
struct RestingEventTests {
    @Test("restDown, restMove and restUp read as a resting touch, and a recording writes them back the same")
    func roundTrip() throws {
        let text = """
        {"t": 0.1, "type": "restDown", "x": 200, "y": 200}
        {"t": 0.2, "type": "restMove", "x": 203, "y": 201, "modifiers": ["option"]}
        {"t": 0.9, "type": "restUp", "x": 203, "y": 201}
        """
        let file = try EventFile.parse(Array(text.utf8), path: "rest.jsonl")
        let events = file.items.compactMap { item -> TouchEvent? in if case .touch(let e) = item { e } else { nil } }
        #expect(events.map(\.kind) == [.resting, .resting, .resting])
        #expect(events.map(\.phase) == [.began, .moved, .ended])
        #expect(events.map(\.id) == [EventFile.restingTouchID, EventFile.restingTouchID, EventFile.restingTouchID])
        let written = file.items.map(EventRecorder.line)
        #expect(written == [#"{"t": 0.1, "type": "restDown", "x": 200, "y": 200}"#,
                            #"{"t": 0.2, "type": "restMove", "x": 203, "y": 201, "modifiers": ["option"]}"#,
                            #"{"t": 0.9, "type": "restUp", "x": 203, "y": 201}"#])
    }

    @Test("a restMove without a restDown is ignored with a warning")
    func moveWithoutDown() throws {
        let file = try EventFile.parse(Array(#"{"t": 0.1, "type": "restMove", "x": 1, "y": 2}"#.utf8), path: "rest.jsonl")
        #expect(file.items.isEmpty)
        #expect(file.warnings.map(\.message) == ["restMove without a restDown; ignored"])
    }

    @Test("a scene file's .onLongTouchGesture performs after a resting finger, not after a press")
    func sceneFileLongTouch() throws {
        let scene = Build.scene([".onLongTouchGesture(minimumDuration: 0.3) { print(\"rested\") } onTouchingChanged: { t in print(t) }"])
        let events = """
        {"t": 0.1, "type": "restDown", "x": 200, "y": 200}
        {"t": 0.6, "type": "restUp", "x": 200, "y": 200}
        \(Build.down(1, 200, 200))
        \(Build.up(2, 200, 200))
        """
        let lines = try Fixture.replay(sceneText: scene, eventsText: events)
        #expect(Fixture.prints(lines).map(\.text) == ["true", "false", "rested"])
    }
}
