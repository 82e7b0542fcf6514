/// Attaches gestures to views as SwiftUI does: each modifier wraps the view and the modifiers
/// before it, so `.gesture(a).gesture(b)` gives `b` the lowest precedence; the gestures of the
/// views inside take part as "subviews" (GestureKit's attachment rules, SEMANTICS.md). Each
/// modifier also takes where it is written (`#fileID` and `#line` by default, so calls keep
/// SwiftUI's shapes): the lab's panel names an attachment by its line, `Card.swift:31`.
extension View {
    /// Attaches a gesture with lower precedence than the gestures inside the view.
    ///
    /// ```swift
    /// Circle().gesture(DragGesture().onChanged { offset = $0.translation })
    /// ```
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all, fileID: String = #fileID, line: Int = #line) -> some View {
        GestureView(content: self, source: AttachmentSource(fileID: fileID, line: line)) { Attachment(gesture, .gesture, mask: mask, isEnabled: $0, name: nil) }
    }
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool, fileID: String = #fileID, line: Int = #line) -> some View {
        GestureView(content: self, source: AttachmentSource(fileID: fileID, line: line)) { Attachment(gesture, .gesture, mask: .all, isEnabled: $0 && isEnabled, name: nil) }
    }
    /// A named attachment: the name replaces the generated one in logs and the overlay.
    public func gesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true, fileID: String = #fileID, line: Int = #line) -> some View {
        GestureView(content: self, source: AttachmentSource(fileID: fileID, line: line)) { Attachment(gesture, .gesture, mask: .all, isEnabled: $0 && isEnabled, name: name) }
    }

    /// Attaches a gesture that may be absent (`.gesture(isEditing ? nil : drag)`), as SwiftUI's
    /// optional gestures do: while it is nil the view has an attachment that never recognizes,
    /// so the views inside keep their identity when it comes and goes.
    public func gesture<T: Gesture>(_ gesture: T?, including mask: GestureMask = .all, fileID: String = #fileID, line: Int = #line) -> some View {
        GestureView(content: self, source: AttachmentSource(fileID: fileID, line: line)) { Attachment.optional(gesture, .gesture, mask: mask, isEnabled: $0) }
    }
    public func highPriorityGesture<T: Gesture>(_ gesture: T?, including mask: GestureMask = .all, fileID: String = #fileID, line: Int = #line) -> some View {
        GestureView(content: self, source: AttachmentSource(fileID: fileID, line: line)) { Attachment.optional(gesture, .highPriority, mask: mask, isEnabled: $0) }
    }
    public func simultaneousGesture<T: Gesture>(_ gesture: T?, including mask: GestureMask = .all, fileID: String = #fileID, line: Int = #line) -> some View {
        GestureView(content: self, source: AttachmentSource(fileID: fileID, line: line)) { Attachment.optional(gesture, .simultaneous, mask: mask, isEnabled: $0) }
    }

    /// Attaches a gesture with higher precedence than the gestures inside the view.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all, fileID: String = #fileID, line: Int = #line) -> some View {
        GestureView(content: self, source: AttachmentSource(fileID: fileID, line: line)) { Attachment(gesture, .highPriority, mask: mask, isEnabled: $0, name: nil) }
    }
    public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool, fileID: String = #fileID, line: Int = #line) -> some View {
        GestureView(content: self, source: AttachmentSource(fileID: fileID, line: line)) { Attachment(gesture, .highPriority, mask: .all, isEnabled: $0 && isEnabled, name: nil) }
    }
    public func highPriorityGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true, fileID: String = #fileID, line: Int = #line) -> some View {
        GestureView(content: self, source: AttachmentSource(fileID: fileID, line: line)) { Attachment(gesture, .highPriority, mask: .all, isEnabled: $0 && isEnabled, name: name) }
    }

    /// Attaches a gesture that recognizes at the same time as the gestures inside the view.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all, fileID: String = #fileID, line: Int = #line) -> some View {
        GestureView(content: self, source: AttachmentSource(fileID: fileID, line: line)) { Attachment(gesture, .simultaneous, mask: mask, isEnabled: $0, name: nil) }
    }
    public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool, fileID: String = #fileID, line: Int = #line) -> some View {
        GestureView(content: self, source: AttachmentSource(fileID: fileID, line: line)) { Attachment(gesture, .simultaneous, mask: .all, isEnabled: $0 && isEnabled, name: nil) }
    }
    public func simultaneousGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true, fileID: String = #fileID, line: Int = #line) -> some View {
        GestureView(content: self, source: AttachmentSource(fileID: fileID, line: line)) { Attachment(gesture, .simultaneous, mask: .all, isEnabled: $0 && isEnabled, name: name) }
    }

    /// Performs `action` when the view is tapped `count` times.
    ///
    /// ```swift
    /// Circle().onTapGesture(count: 2) { doubleTaps += 1 }
    /// ```
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void, fileID: String = #fileID, line: Int = #line) -> some View {
        gesture(TapGesture(count: count).onEnded(action), fileID: fileID, line: line)
    }
    /// Performs `action` with the tap's location in `coordinateSpace`.
    ///
    /// ```swift
    /// Circle().onTapGesture(coordinateSpace: .global) { location in print(location) }
    /// ```
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                             perform action: @escaping (CGPoint) -> Void, fileID: String = #fileID, line: Int = #line) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) }, fileID: fileID, line: line)
    }
    /// The iOS 16 spelling, with a resolved `CoordinateSpace`.
    @available(*, deprecated, message: "use onTapGesture(count:coordinateSpace:perform:) with some CoordinateSpaceProtocol")
    @_disfavoredOverload
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace,
                             perform action: @escaping (CGPoint) -> Void, fileID: String = #fileID, line: Int = #line) -> some View {
        onTapGesture(count: count, coordinateSpace: ResolvedCoordinateSpace(coordinateSpace), perform: action, fileID: fileID, line: line)
    }

    /// Performs `action` when a press on the view lasts `minimumDuration` seconds without
    /// moving more than `maximumDistance`; `onPressingChanged` gets `true` at touch-down and
    /// `false` when the press ends or fails.
    public func onLongPressGesture(minimumDuration: Double = Constants.longPressMinimumDuration,
                                   maximumDistance: CGFloat = Constants.longPressMaximumDistance,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil, fileID: String = #fileID, line: Int = #line) -> some View {
        gesture(LongPressGesture.pressing(minimumDuration: minimumDuration, maximumDistance: maximumDistance,
                                          perform: action, onPressingChanged: onPressingChanged), fileID: fileID, line: line)
    }
    /// The older spelling: `pressing` gets the pressing changes. Disfavoured, as in SwiftUI, so
    /// that `.onLongPressGesture { … }` and `.onLongPressGesture(minimumDuration: 1) { … }` pick
    /// the current form.
    @available(*, deprecated, renamed: "onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)")
    @_disfavoredOverload
    public func onLongPressGesture(minimumDuration: Double = Constants.longPressMinimumDuration,
                                   maximumDistance: CGFloat = Constants.longPressMaximumDistance,
                                   pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void, fileID: String = #fileID, line: Int = #line) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
                           onPressingChanged: pressing, fileID: fileID, line: line)
    }
}

/// A view with one more gesture attachment. Consecutive attachments share one node, whose
/// attachment list keeps their order.
struct GestureView<Content: View>: View, PrimitiveView {
    let content: Content
    /// Where the modifier is written.
    var source: AttachmentSource? = nil
    /// Makes the attachment; the argument says whether gestures are enabled here.
    let attachment: (Bool) -> Attachment
    typealias Body = Never

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        var inner: [Node] = []
        context.child(.index(0)).resolve(content, into: &inner)
        var attachment = attachment(context.environment.isEnabled)
        attachment.source = source?.text
        for (index, node) in inner.enumerated() {
            if case .gestures(let existing) = node.kind {
                let node = node.forEditing()
                node.kind = .gestures(existing + [attachment])
                nodes.append(node)
            } else {
                let element = inner.count == 1 ? context : context.child(.index(index + 1))
                nodes.append(element.makeNode(.gestures([attachment]), label: "gesture", children: [node]))
            }
        }
    }
}

extension Attachment {
    /// `gesture`'s attachment, or, when it is nil, a disabled tap's (it never recognizes).
    static func optional<T: Gesture>(_ gesture: T?, _ kind: Kind, mask: GestureMask, isEnabled: Bool) -> Attachment {
        if let gesture { return Attachment(gesture, kind, mask: mask, isEnabled: isEnabled, name: nil) }
        return Attachment(TapGesture(), kind, mask: mask, isEnabled: false, name: nil)
    }
}

/// Where a gesture modifier is written, from its `#fileID` and `#line`: `Card.swift:31`. The
/// view layer's own modifiers (inside a `Button`, a `Slider`, …) have none: their line says
/// nothing about the user's file.
struct AttachmentSource {
    let text: String?
    init(fileID: String, line: Int) {
        let parts = fileID.split(separator: "/")
        text = parts.first == "GestureUI" ? nil : "\(parts.last ?? Substring(fileID)):\(line)"
    }
}
