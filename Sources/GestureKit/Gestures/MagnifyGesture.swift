/// A gesture that recognizes a two-finger magnification motion and tracks the amount of
/// magnification, relative to the fingers' span when the second one went down.
///
/// ```swift
/// MagnifyGesture().onChanged { value in scale = value.magnification }
/// ```
/// Active once the magnification differs from 1 by `minimumScaleDelta`; ends when a finger of
/// the pair lifts (fails if it never became active).
public struct MagnifyGesture: Gesture, PrimitiveGesture {
    /// The attributes of a magnify gesture.
    public struct Value: Equatable, Sendable, CustomStringConvertible {
        public var time: Date
        public var magnification: CGFloat
        /// Magnification change per second.
        public var velocity: CGFloat
        /// Where the pair's centroid started, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// Where the pair's centroid started, in the view's local space.
        public var startLocation: CGPoint
        public init(time: Date, magnification: CGFloat, velocity: CGFloat, startAnchor: UnitPoint, startLocation: CGPoint) {
            self.time = time; self.magnification = magnification; self.velocity = velocity
            self.startAnchor = startAnchor; self.startLocation = startLocation
        }
        public var description: String { "scale \(formatNumber(Double(magnification)))" }
    }
    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = Constants.magnifyMinimumScaleDelta) {
        precondition(!minimumScaleDelta.isNaN && minimumScaleDelta >= 0,
                     "MagnifyGesture(minimumScaleDelta:) needs a delta >= 0, got \(minimumScaleDelta)")
        self.minimumScaleDelta = minimumScaleDelta
    }

    package func makeAnyRecognizer(_ context: BuildContext) -> AnyRecognizer {
        PinchRecognizer<Value>(measure: .magnification, threshold: Double(minimumScaleDelta),
                               title: "Magnify", context: context) { node, body in body(Self.value(of: node)) }
    }

    // Inlinable, so that the caller calls the node's reader itself (a static function of a
    // module's own is compiled without its unused `Self` argument, behind a stub that copies the
    // value it returns).
    @inlinable
    public static func _value(ofRecognizer node: AnyObject) -> Value? {
        unsafeDowncast(node, to: PinchRecognizer<Value>.self).magnifyValue()
    }

    /// The value of an active or ended node.
    @inline(__always)
    fileprivate static func value(of node: PinchRecognizer<Value>) -> Value {
        Value(time: Date(timeIntervalSinceReferenceDate: node.lastTime.seconds),
              magnification: node.amount, velocity: node.amountVelocity,
              startAnchor: node.startAnchor, startLocation: node.startLocationLocal)
    }
}

extension PinchRecognizer where Value == MagnifyGesture.Value {
    /// ``MagnifyGesture``'s value now, nil while the phase has none.
    @usableFromInline
    func magnifyValue() -> Value? {
        isActiveOrEnded ? MagnifyGesture.value(of: self) : nil
    }
}

/// The older magnification gesture: its value is the magnification alone.
///
/// ```swift
/// MagnificationGesture().onEnded { scale in print(scale) }
/// ```
@available(*, deprecated, renamed: "MagnifyGesture")
public struct MagnificationGesture: Gesture, PrimitiveGesture {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = Constants.magnifyMinimumScaleDelta) {
        precondition(!minimumScaleDelta.isNaN && minimumScaleDelta >= 0,
                     "MagnificationGesture(minimumScaleDelta:) needs a delta >= 0, got \(minimumScaleDelta)")
        self.minimumScaleDelta = minimumScaleDelta
    }

    package func makeAnyRecognizer(_ context: BuildContext) -> AnyRecognizer {
        LegacyMagnificationGesture(minimumScaleDelta: minimumScaleDelta).makeAnyRecognizer(context)
    }
}

/// ``MagnificationGesture`` under a name that is not deprecated, for the lab's scene files, which
/// still accept the older spelling.
package struct LegacyMagnificationGesture: Gesture, PrimitiveGesture {
    package typealias Value = CGFloat
    package typealias Body = Never
    let minimumScaleDelta: CGFloat
    package init(minimumScaleDelta: CGFloat) { self.minimumScaleDelta = minimumScaleDelta }

    package func makeAnyRecognizer(_ context: BuildContext) -> AnyRecognizer {
        PinchRecognizer<CGFloat>(measure: .magnification, threshold: Double(minimumScaleDelta),
                                 title: "Magnification", context: context) { node, body in body(CGFloat(node.amount)) }
    }
}
