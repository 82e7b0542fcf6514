import GestureKit

/// A scene running on the engine, with its log: the one place where input meets recognition,
/// shared by `replay` and the live window, so a live session and the replay of its recording
/// write the same lines.
public final class LabRuntime {
    public let lab: LabScene
    public let engine: GestureEngine
    /// Every log line so far.
    public private(set) var lines: [String] = []
    /// Called with each line as it is written (live logs, captions).
    public var onLine: ((String) -> Void)?
    /// Called for each `print` in a scene closure: shape id, text, time.
    public var onPrint: ((String, String, GestureTime) -> Void)?
    /// Called for each phase change.
    public var onPhaseChange: ((PhaseChange) -> Void)?

    public init(lab: LabScene) {
        self.lab = lab
        engine = GestureEngine(scene: lab.scene)
        engine.shapesFollowGestures = true
        engine.onPhaseChange = { [unowned self] change in
            write(ReplayLog.phase(change))
            onPhaseChange?(change)
        }
        engine.onDiagnostic = { [unowned self] diagnostic in
            write(ReplayLog.warning(time: diagnostic.time, message: diagnostic.message))
        }
        lab.sink.handler = { [unowned self] shape, text in
            write(ReplayLog.print(time: engine.now, shape: shape, text: text))
            onPrint?(shape, text, engine.now)
        }
    }

    private func write(_ line: String) {
        lines.append(line)
        onLine?(line)
    }

    /// Delivers one input item at its own time.
    public func deliver(_ item: EventFile.Item) {
        switch item {
        case .touch(let event): engine.send(event)
        case .idle(let time): engine.advance(to: time)
        case .cancelAll(let time): engine.cancelAll(at: time)
        }
    }

    /// Runs the clock to `time` and writes the final line.
    public func finish(at time: GestureTime) {
        engine.advance(to: time)
        write(ReplayLog.final(time: max(time, engine.now), shapes: lab.transforms(includingGestureEffects: false)))
    }
}
