/// An activation behavior specific to hand-driven input (visionOS): which hand input modes
/// activate a gesture.
///
/// ```swift
/// DragGesture().handActivationBehavior(.pinch)
/// ```
/// Linux has no hand input: every touch, mouse and touchpad input activates a gesture whatever
/// its behavior. The behavior is kept, and the recognizer tree (the lab's panel, logs) shows it
/// after the gesture's title: `Drag hand .pinch`.
public struct HandActivationBehavior: Equatable, Hashable, Sendable, CustomStringConvertible {
    private enum Mode: String { case automatic, pinch }
    private let mode: Mode

    /// The default activation behavior, including direct touch, direct pinch, and indirect pinch.
    public static let automatic = HandActivationBehavior(mode: .automatic)
    /// Activation that requires a pinched hand.
    public static let pinch = HandActivationBehavior(mode: .pinch)

    public var description: String { "." + mode.rawValue }
}

/// The gesture `handActivationBehavior(_:)` returns: `Content` unchanged, with its behavior
/// recorded for the recognizer tree's printer.
struct HandActivationGesture<Content: Gesture>: Gesture, PrimitiveGesture {
    typealias Value = Content.Value
    typealias Body = Never
    let content: Content
    let behavior: HandActivationBehavior

    func makeAnyRecognizer(_ context: BuildContext) -> AnyRecognizer {
        HandActivationRecognizer<Content.Value>(child: content.makeRecognizer(context), behavior: behavior, context: context)
    }
}

extension Gesture {
    /// Customizes the activation behavior for a gesture when driven by hand or hand-like input.
    ///
    /// ```swift
    /// RotateGesture3D().handActivationBehavior(.pinch)
    /// ```
    public func handActivationBehavior(_ behavior: HandActivationBehavior) -> some Gesture<Value> {
        HandActivationGesture(content: self, behavior: behavior)
    }
}

/// The node behind ``Gesture/handActivationBehavior(_:)``: passes everything through; its
/// snapshot is the child's, with the behavior named after the title.
package final class HandActivationRecognizer<Value>: PassThroughRecognizer<Value> {
    private let behavior: HandActivationBehavior

    init(child: Recognizer<Value>, behavior: HandActivationBehavior, context: BuildContext) {
        self.behavior = behavior
        super.init(child: child, context: context)
    }

    override package func snapshot(now: GestureTime) -> RecognizerSnapshot {
        var snapshot = child.snapshot(now: now)
        snapshot.title += " hand \(behavior)"
        return snapshot
    }
}
