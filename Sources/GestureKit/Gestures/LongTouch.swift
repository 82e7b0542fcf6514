/// A long touch (tvOS): a finger resting on a touch surface without pressing, for
/// `minimumDuration` seconds — the remote's touch surface. Only resting touches
/// (``TouchEvent/Kind/resting``) reach it, and they reach nothing else.
///
/// ```swift
/// shape.onLongTouchGesture(minimumDuration: 0.8) { print("rested") } onTouchingChanged: { touching in
///     print("touching", touching)
/// }
/// ```
/// It recognises as a long press does: `onTouchingChanged(true)` when the finger comes to rest
/// on the view, `false` when it lifts, slides more than ``Constants/longPressMaximumDistance``
/// (a slide on the remote is a swipe) or stays long enough — then `action`.
extension LongPressGesture {
    /// The gesture behind `onLongTouchGesture(minimumDuration:perform:onTouchingChanged:)`, for
    /// shapes and views alike (SEMANTICS C10).
    package static func touching(minimumDuration: Double, perform action: @escaping () -> Void,
                                 onTouchingChanged: ((Bool) -> Void)?) -> some Gesture {
        var rest = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: Constants.longPressMaximumDistance)
        rest.title = "LongTouch"
        rest.activeLabel = "touching"
        return rest.reportingPresses(perform: action, onPressingChanged: onTouchingChanged)
    }
}

extension ShapeNode {
    /// Adds an action to perform when a finger rests on this shape, without pressing, for
    /// `minimumDuration` seconds (tvOS's remote long touch). `onTouchingChanged` gets `true`
    /// when the finger comes to rest and `false` when it lifts, slides away or succeeds (before
    /// `action`).
    @discardableResult
    public func onLongTouchGesture(minimumDuration: Double = Constants.longPressMinimumDuration,
                                   perform action: @escaping () -> Void,
                                   onTouchingChanged: ((Bool) -> Void)? = nil) -> ShapeNode {
        appendAttachment(Attachment(LongPressGesture.touching(minimumDuration: minimumDuration, perform: action,
                                                              onTouchingChanged: onTouchingChanged),
                                    .gesture, mask: .all, isEnabled: true, name: nil, input: .rest))
        return self
    }
}
