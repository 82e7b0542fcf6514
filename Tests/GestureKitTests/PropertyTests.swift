import Testing
import PropertyBased
@testable import GestureKit

/// Random gesture compositions driven by random touch scripts, checked for invariants.
@Suite("Properties")
struct PropertyTests {
    /// SplitMix64: a tiny deterministic generator, so one 64-bit seed reproduces a whole case.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(next() % UInt64(range.count))
        }
        mutating func double(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
        }
    }

    /// A random gesture whose primitives all settle by the time their last finger lifts
    /// (taps of count 1), erased to a Bool value so callbacks can be attached at the root.
    static func gesture(_ random: inout Random, depth: Int) -> AnyGesture<Bool> {
        let pick = random.int(0...(depth >= 3 ? 4 : 7))
        switch pick {
        case 0: return AnyGesture(TapGesture().map { true })
        case 1: return AnyGesture(LongPressGesture(minimumDuration: random.double(0...0.6), maximumDistance: random.double(5...40)))
        case 2: return AnyGesture(DragGesture(minimumDistance: random.double(0...20)).map { _ in true })
        case 3: return AnyGesture(MagnifyGesture().map { _ in true })
        case 4: return AnyGesture(RotateGesture().map { _ in true })
        case 5: return AnyGesture(gesture(&random, depth: depth + 1).simultaneously(with: gesture(&random, depth: depth + 1)).map { _ in true })
        case 6: return AnyGesture(gesture(&random, depth: depth + 1).sequenced(before: gesture(&random, depth: depth + 1)).map { _ in true })
        default: return AnyGesture(gesture(&random, depth: depth + 1).exclusively(before: gesture(&random, depth: depth + 1)).map { _ in true })
        }
    }

    enum Step { case event(TouchEvent), idle(Double) }

    /// A random script of one- and two-finger strokes on and around the shape.
    static func script(_ random: inout Random) -> [Step] {
        var steps: [Step] = []
        var t = 0.0
        for _ in 0..<random.int(1...6) {
            let fingers = random.int(1...2)
            var points = (0..<fingers).map { _ in CGPoint(x: random.double(300...500), y: random.double(200...400)) }
            for index in points.indices {
                t += random.double(0...0.05)
                steps.append(.event(TouchEvent(time: t, phase: .began, id: index, location: points[index])))
                // Sometimes the first finger moves before the second lands.
                if index == 0 && fingers == 2 {
                    for _ in 0..<random.int(0...3) {
                        t += random.double(0...0.05)
                        points[0].x += random.double(-15...15)
                        points[0].y += random.double(-15...15)
                        steps.append(.event(TouchEvent(time: t, phase: .moved, id: 0, location: points[0])))
                    }
                }
            }
            for _ in 0..<random.int(0...12) {
                t += random.double(0...0.15)
                let index = random.int(0...(fingers - 1))
                points[index].x += random.double(-30...30)
                points[index].y += random.double(-30...30)
                steps.append(.event(TouchEvent(time: t, phase: .moved, id: index, location: points[index])))
            }
            for index in 0..<fingers {
                t += random.double(0...0.1)
                let phase: TouchEvent.Phase = random.int(0...15) == 0 ? .cancelled : .ended
                steps.append(.event(TouchEvent(time: t, phase: phase, id: index, location: points[index])))
            }
            t += random.double(0...0.8)
            steps.append(.idle(t))
        }
        return steps
    }

    /// Runs one case; returns the transcript of phases and callbacks.
    /// With `nested`, the shape has a child (its lower right quarter) with a random gesture of
    /// its own, attached with `simultaneousGesture`: touches that land there reach both
    /// attachments, the others only the shape's, through the engine's shape filters.
    static func run(seed: UInt64, stepEvery step: Double?, check: Bool, reuse: Bool = true, leaveOutMoves: Bool = true,
                    nested: Bool = false) -> [String] {
        var random = Random(state: seed)
        let lab = Harness()
        lab.engine.reusesRecognizerTrees = reuse
        lab.engine.leavesOutIgnoredMoves = leaveOutMoves
        var transcript: [String] = []
        lab.engine.observe { event in
            guard case .phaseChanged(let change) = event else { return }
            transcript.append("\(change.time) \(change.node) \(change.from?.rawValue ?? "new")→\(change.to)")
        }
        // What the primitives measure at each step (a reused tree must measure from scratch).
        lab.engine.observe([.steps]) { event in
            guard case .stepped(let gesture) = event else { return }
            let measures = gesture.attachments.flatMap { attachment in
                attachment.primitives.map { "\($0.kind.rawValue) \($0.measure.map { "\($0)" } ?? "-")" }
            }
            transcript.append("step \(measures.joined(separator: ", "))")
        }
        @GestureState var state = 0
        let gesture = gesture(&random, depth: 0)
            .updating($state) { _, value, _ in value += 1 }
            .onStarted { _ in transcript.append("cb started") }
            .onChanged { _ in transcript.append("cb changed") }
            .onEnded { _ in transcript.append("cb ended state=\(state)") }
            .onCancelled { transcript.append("cb cancelled \($0)") }
        let shape = lab.shape("s")
        shape.gesture(gesture)
        if nested {
            let child = shape.addChild(ShapeNode(id: "c", center: CGPoint(x: 150, y: 150), size: CGSize(width: 100, height: 100)))
            child.simultaneousGesture(Self.gesture(&random, depth: 1)
                .onChanged { _ in transcript.append("cb child changed") }
                .onEnded { _ in transcript.append("cb child ended") })
        }
        var t = 0.0
        func stepTo(_ time: Double) {
            guard let step else { return }
            while t + step < time { t += step; lab.advance(to: t) }
        }
        for item in script(&random) {
            switch item {
            case .event(let event):
                stepTo(event.time.seconds)
                lab.engine.send(event)
            case .idle(let time):
                stepTo(time)
                lab.advance(to: time)
                if check {
                    // With no finger down (and nothing pending), every gesture state is back.
                    #expect(lab.engine.touchesDown > 0 || state == 0, "seed \(seed)")
                }
            }
        }
        lab.advance(to: t + 10)
        if check {
            #expect(state == 0, "seed \(seed)")
            #expect(lab.engine.activeSessionCount == 0, "seed \(seed): a recognizer was left stuck")
            checkCallbacks(transcript, seed: seed)
        }
        return transcript
    }

    /// No callback after a gesture instance ended; `onEnded` at most once, only on success,
    /// with the state already reset.
    static func checkCallbacks(_ transcript: [String], seed: UInt64) {
        var finished = false, endedCount = 0
        for line in transcript {
            if line.hasSuffix(" s#0 new→possible") { finished = false; endedCount = 0; continue }
            guard line.hasPrefix("cb ") else { continue }
            #expect(!finished, "seed \(seed): callback after the gesture ended: \(line)")
            if line.hasPrefix("cb ended") {
                endedCount += 1
                #expect(line == "cb ended state=0", "seed \(seed)")
                finished = true
            }
            if line.hasPrefix("cb cancelled") { finished = true }
            #expect(endedCount <= 1, "seed \(seed)")
        }
    }

    @Test("no callback after a gesture ended; onEnded at most once; state reset when no touch is down")
    func invariants() async {
        await propertyCheck(count: 300, input: Gen.uint64()) { seed in
            _ = Self.run(seed: seed, stepEvery: nil, check: true)
        }
    }

    @Test("a reused recognizer tree behaves exactly as a freshly built one")
    func reuseEqualsFresh() async {
        await propertyCheck(count: 150, input: Gen.uint64()) { seed in
            let reused = Self.run(seed: seed, stepEvery: nil, check: false, reuse: true)
            let fresh = Self.run(seed: seed, stepEvery: nil, check: false, reuse: false)
            #expect(reused == fresh, "seed \(seed)")
        }
    }

    @Test("moves left out of pinches waiting for their second finger change nothing: phases, measures and callbacks as when every node receives every event")
    func leftOutMovesChangeNothing() async {
        await propertyCheck(count: 300, input: Gen.uint64(), Gen.element(of: [false, true])) { seed, nested in
            let nested = nested ?? false
            let leftOut = Self.run(seed: seed, stepEvery: nil, check: false, leaveOutMoves: true, nested: nested)
            let delivered = Self.run(seed: seed, stepEvery: nil, check: false, leaveOutMoves: false, nested: nested)
            #expect(leftOut == delivered, "seed \(seed) nested \(nested)")
        }
    }

    @Test("identical results for any step size")
    func stepSize() async {
        await propertyCheck(count: 150, input: Gen.uint64(), Gen.element(of: [0.001, 0.016, 0.1, 0.25])) { seed, step in
            let direct = Self.run(seed: seed, stepEvery: nil, check: false)
            let stepped = Self.run(seed: seed, stepEvery: step ?? 0.1, check: false)
            #expect(direct == stepped, "seed \(seed) step \(step ?? 0)")
        }
    }
}
