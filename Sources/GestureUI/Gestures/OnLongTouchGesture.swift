/// Performs an action when a finger rests on the view, without pressing, for
/// `minimumDuration` seconds: tvOS's remote long touch. In the lab, hold Alt with the pointer
/// still over the view (no button): that is a finger resting on the remote's surface; a click
/// is a press, which this gesture never sees.
///
/// ```swift
/// Poster()
///     .onLongTouchGesture(minimumDuration: 0.8) {
///         showDetails = true
///     } onTouchingChanged: { touching in
///         highlighted = touching
///     }
/// ```
extension View {
    /// Adds an action to perform when this view recognizes a remote long touch gesture: a finger
    /// on the remote touch surface without actually pressing. `onTouchingChanged` gets `true`
    /// when the finger comes to rest on the view and `false` when it lifts, slides away or the
    /// touch succeeds (before `action`).
    public func onLongTouchGesture(minimumDuration: Double = Constants.longPressMinimumDuration,
                                   perform action: @escaping () -> Void,
                                   onTouchingChanged: ((Bool) -> Void)? = nil,
                                   fileID: String = #fileID, line: Int = #line) -> some View {
        let gesture = LongPressGesture.touching(minimumDuration: minimumDuration, perform: action,
                                                onTouchingChanged: onTouchingChanged)
        return GestureView(content: self, source: AttachmentSource(fileID: fileID, line: line)) {
            Attachment(gesture, .gesture, mask: .all, isEnabled: $0, name: nil, input: .rest)
        }
    }
}
