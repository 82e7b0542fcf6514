import Foundation
import GestureKit
import GestureUI
@testable import LabCore
import Testing

/// A drawing with every kind of content, fill, path element and layer the builder makes.
enum Drawings {
    static var everything: DisplayList {
        var path = Path()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 30, y: 4))
        path.addQuadCurve(to: CGPoint(x: 50, y: 60), control: CGPoint(x: 40, y: 10))
        path.addCurve(to: CGPoint(x: 5, y: 70), control1: CGPoint(x: 45, y: 80), control2: CGPoint(x: 10, y: 90))
        path.closeSubpath()
        let stops = [Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: Color(red: 0.1, green: 0.2, blue: 0.3, opacity: 0.4), location: 1)]
        let fills: [ShapeFill?] = [
            nil, .color(.blue),
            .gradient(ResolvedGradient(geometry: .linear(start: .top, end: .bottom), sortedStops: stops)),
            .gradient(ResolvedGradient(geometry: .radial(center: .center, startRadius: 1, endRadius: 50), sortedStops: stops)),
            .gradient(ResolvedGradient(geometry: .elliptical(center: .leading, startRadiusFraction: 0, endRadiusFraction: 0.5), sortedStops: stops)),
            .gradient(ResolvedGradient(geometry: .angular(center: .center, startAngle: .degrees(10), endAngle: .degrees(350)), sortedStops: stops)),
        ]
        var items: [DisplayItem] = []
        for kind: ShapeNode.Kind in [.circle, .ellipse, .rectangle, .capsule, .roundedRectangle(cornerRadius: 12),
                                     .outline(HitOutline(polygons: [[CGPoint(x: 0, y: 0), CGPoint(x: 9, y: 0), CGPoint(x: 0, y: 9)]], evenOdd: true))] {
            items.append(DisplayItem(content: .shape(kind, fill: .green, stroke: nil, lineWidth: 2), center: CGPoint(x: 10, y: 20),
                                     size: CGSize(width: 30, height: 40), rotation: .degrees(15), scale: 1.5, opacity: 0.75))
        }
        for (index, fill) in fills.enumerated() {
            let style = StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .bevel, miterLimit: 4, dash: [2, 3], dashPhase: 1)
            items.append(DisplayItem(content: .path(path, fill: fill, stroke: fills[(index + 1) % fills.count], style: style, eoFill: index % 2 == 0),
                                     center: CGPoint(x: -0.0, y: .greatestFiniteMagnitude), size: CGSize(width: 1e-300, height: 7)))
        }
        var text = DisplayItem(content: .text(lines: ["Hello", "wörld ✓"], pointSize: 17, color: .primary, isBold: true),
                               center: CGPoint(x: 100, y: 200), size: CGSize(width: 80, height: 44))
        text.textAlignment = .trailing
        text.textFace = TextFace(weight: 600, isItalic: true, design: .serif)
        text.shadow = DisplayItem.Shadow(color: .black, radius: 4, offset: CGSize(width: 1, height: 2), outerClipCount: 1)
        text.clip = CGRect(x: 1, y: 2, width: 3, height: 4)
        text.clipPaths = [path, Path(CGRect(x: 0, y: 0, width: 5, height: 5))]
        text.blur = 2.5
        text.backdropBlur = 30
        items.append(text)
        items.append(DisplayItem(content: .image(path: "/tmp/a.png", name: "a"), center: .zero, size: CGSize(width: 1, height: 1)))
        items.append(DisplayItem(content: .image(path: nil, name: "missing"), center: .zero, size: CGSize(width: 1, height: 1)))
        items.append(DisplayItem(content: .symbol(name: "heart.fill", pointSize: 22, color: .pink), center: .zero, size: CGSize(width: 1, height: 1)))
        var projection = ProjectionTransform()
        projection.m13 = 0.001
        projection.m31 = 5
        var layer = DisplayLayer(items: 2..<5, opacity: 0.5, blendMode: .plusDarker, blur: 3, projection: projection,
                                 clip: CGRect(x: 0, y: 0, width: 10, height: 10))
        layer.depth = 2
        return DisplayList(items: items, layers: [layer, DisplayLayer(items: 0..<items.count, blendMode: .luminosity)])
    }

    static func bytes(_ list: DisplayList) -> [UInt8] {
        var writer = WireWriter()
        writer.write(list)
        return writer.bytes
    }

    static var snapshot: GestureSessionSnapshot {
        let child = RecognizerSnapshot(title: "Drag", path: "ContentView/Circle#0.second", phase: .active, isStarted: true,
                                       value: "translation (12, 0)", timeLeft: nil, timerSpan: nil, children: [], sent: ())
        let root = RecognizerSnapshot(title: "Sequence", path: nil, phase: .possible, isStarted: false, value: nil,
                                      timeLeft: 0.31, timerSpan: 0.5, children: [child, child], sent: ())
        return GestureSessionSnapshot(serial: 7, shapes: ["ContentView", "ContentView/Circle"], touches: 1, attachments: [root],
                                      attachmentShapes: ["ContentView/Circle"], attachmentSources: ["Card.swift:31"], sent: ())
    }
}

@Suite("The worker's messages")
struct WireTests {
    @Test("a drawing crosses from the worker to the window bit for bit: every content, fill, path element and layer")
    func drawingRoundTrip() throws {
        let bytes = Drawings.bytes(Drawings.everything)
        var reader = WireReader(bytes)
        let decoded = try reader.displayList()
        #expect(reader.isAtEnd)
        #expect(Drawings.bytes(decoded) == bytes)
        #expect(decoded.items.count == Drawings.everything.items.count)
        #expect(decoded.layers == Drawings.everything.layers)
        #expect(decoded.items[6].center.x.sign == .minus, "-0 stays -0")
        if case .text(let lines, _, _, _) = decoded.items[12].content { #expect(lines == ["Hello", "wörld ✓"]) } else { Issue.record("not text") }
        #expect(decoded.items[12].textFace == TextFace(weight: 600, isItalic: true, design: .serif))
    }

    @Test("recognizer trees, input and the answers cross unchanged")
    func repliesRoundTrip() throws {
        let frame = SceneFrame(now: GestureTime(seconds: 1.25)!, sessions: [Drawings.snapshot], touchesDown: 2, activeSessionCount: 1,
                               isAnimating: true, stepSeconds: 0.000_02, displayList: Drawings.everything)
        let replies: [WorkerReply] = [
            .loaded(title: "Card"), .loaded(title: nil), .loadFailed("no entry"), .line(#"{"t": 0.1, "type": "phase"}"#),
            .print(text: "tapped", time: GestureTime(seconds: 0.15)!),
            .system(SystemEdgeGestures.Outcome(time: GestureTime(seconds: 2)!, edge: .bottom, touch: 3, toSystem: true)),
            .gestureEnded(Drawings.snapshot, at: GestureTime(seconds: 3)!), .frame(frame), .synced, .finished(GestureTime(seconds: 4)!),
        ]
        for reply in replies {
            var writer = WireWriter()
            reply.encode(into: &writer)
            var reader = WireReader(writer.bytes)
            let decoded = try WorkerReply.decode(&reader)
            #expect(reader.isAtEnd)
            var again = WireWriter()
            decoded.encode(into: &again)
            #expect(again.bytes == writer.bytes, "\(reply)")
        }
        let items: [EventFile.Item] = [
            .touch(TouchEvent(time: GestureTime(seconds: 0.1)!, phase: .began, id: 1, location: CGPoint(x: 1.5, y: -2), modifiers: [.shift, .command], kind: .pointer)),
            .touch(TouchEvent(time: GestureTime(seconds: 0.2)!, phase: .cancelled, id: 99, location: .zero, kind: .resting)),
            .idle(GestureTime(seconds: 1)!), .cancelAll(GestureTime(seconds: 2)!),
        ]
        let requests: [WorkerRequest] = [
            .load(CompiledScene(path: "Card.swift", library: "/tmp/x/scene1.so", entry: "gesture_lab_root_view_factory", copy: "/tmp/x/copy1/Card.swift"),
                  canvas: CGSize(width: 390, height: 844), safeArea: true, tickHz: 240, start: GestureTime(seconds: 3)!),
            .input(items), .run(until: GestureTime(seconds: 5)!), .deliver(upTo: GestureTime(seconds: 6)!),
            .frame(at: GestureTime(seconds: 7)!, drawing: false), .sync, .finish(at: nil), .finish(at: GestureTime(seconds: 8)!),
        ]
        for request in requests {
            var writer = WireWriter()
            request.encode(into: &writer)
            var reader = WireReader(writer.bytes)
            #expect(try WorkerRequest.decode(&reader) == request)
            #expect(reader.isAtEnd)
        }
    }

    @Test("a message cut anywhere is refused with an error, never a crash")
    func cutMessages() {
        var writer = WireWriter()
        WorkerReply.frame(SceneFrame(now: .zero, sessions: [Drawings.snapshot], displayList: Drawings.everything)).encode(into: &writer)
        let bytes = writer.bytes
        for length in stride(from: 0, to: bytes.count, by: 7) {
            var reader = WireReader(Array(bytes[0..<length]))
            #expect(throws: WireError.self) { _ = try WorkerReply.decode(&reader) }
        }
    }

    @Test("a count larger than what is left is refused before anything is made for it")
    func hugeCounts() {
        var writer = WireWriter()
        writer.write(UInt8(6))          // a frame
        writer.write(Int64(0))          // now
        writer.write(Int.max)           // sessions: more than could ever fit
        var reader = WireReader(writer.bytes)
        #expect(throws: WireError.self) { _ = try WorkerReply.decode(&reader) }
        var layers = WireWriter()
        layers.write([DisplayItem]()) { _, _ in }
        layers.write([DisplayLayer(items: 0..<3)]) { $0.write($1) }
        var layerReader = WireReader(layers.bytes)
        #expect(throws: WireError.self, "a layer past the items") { _ = try layerReader.displayList() }
    }

    @Test("a frame written against the last sends its unchanged items as one byte each and reads back whole")
    func framesAgainstTheLast() throws {
        let first = Drawings.everything
        var second = first
        second.items[1].center.x += 5
        second.items.append(first.items[0])
        let written = FrameBaseline(), read = FrameBaseline()
        var sizes: [Int] = []
        for list in [first, second] {
            var writer = WireWriter()
            WorkerReply.frame(SceneFrame(now: .zero, displayList: list)).encode(into: &writer, against: written)
            sizes.append(writer.bytes.count)
            var reader = WireReader(writer.bytes)
            guard case .frame(let frame) = try WorkerReply.decode(&reader, against: read) else { Issue.record("not a frame"); return }
            #expect(reader.isAtEnd)
            #expect(frame.displayList?.items == list.items)
            #expect(frame.displayList?.layers.map(\.items) == list.layers.map(\.items))
        }
        var whole = WireWriter()
        WorkerReply.frame(SceneFrame(now: .zero, displayList: second)).encode(into: &whole)
        #expect(sizes[1] < whole.bytes.count / 2, "the second frame carries two items of \(second.items.count): \(sizes)")
    }

    @Test("a frame against the last is refused without the last, or naming an item the last did not have")
    func framesAgainstNothing() {
        var writer = WireWriter()
        WorkerReply.frame(SceneFrame(now: .zero, displayList: Drawings.everything)).encode(into: &writer, against: FrameBaseline())
        var reader = WireReader(writer.bytes)
        #expect(throws: WireError.self, "read without a baseline") { _ = try WorkerReply.decode(&reader) }
        // Every item marked "the same as the last frame's" to a reader whose last frame was empty.
        var same = WireWriter()
        same.write(UInt8(10))
        same.write(Int64(0))
        same.write([GestureSessionSnapshot]()) { $0.write($1) }
        same.write(0)
        same.write(0)
        same.write(false)
        same.write(Double?.none)
        same.write(2)
        same.write(UInt8(0))
        same.write(UInt8(0))
        same.write([DisplayLayer]()) { $0.write($1) }
        var sameReader = WireReader(same.bytes)
        #expect(throws: WireError.self) { _ = try WorkerReply.decode(&sameReader, against: FrameBaseline()) }
    }
}
