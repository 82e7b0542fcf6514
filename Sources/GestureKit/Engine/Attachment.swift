/// How a gesture is attached to a shape: SwiftUI's `gesture`, `highPriorityGesture` and
/// `simultaneousGesture` view modifiers, with their masks and names.
package struct Attachment {
    package enum Kind: String { case gesture, highPriority, simultaneous }
    /// Which touches the attachment's gesture sees: pressing ones (fingers, the mouse button),
    /// or resting ones (``TouchEvent/Kind/resting``, for `onLongTouchGesture`). A touch of one
    /// kind builds its tree from the attachments of that kind only, as if the others were not
    /// there.
    package enum Input: Sendable { case press, rest }
    package let kind: Kind
    package let input: Input
    package let mask: GestureMask
    package let isEnabled: Bool
    package let name: String?
    /// Where the attachment is written, as `File.swift:31` (the panel shows it), when known.
    package var source: String?
    /// Builds the gesture's node for a tree, on the shape with this identity.
    package let make: (BuildContext, ObjectIdentifier) -> AttachedGesture

    /// An attachment of `gesture` as the modifier `kind` would attach it.
    package init<T: Gesture>(_ gesture: T, _ kind: Kind, mask: GestureMask, isEnabled: Bool, name: String?,
                             input: Input = .press) {
        self.kind = kind
        self.input = input
        self.mask = mask
        self.isEnabled = isEnabled
        self.name = name
        make = { context, shape in
            let node = gesture.makeRecognizer(context)
            let joiner = Joiner(kind: kind, node: node, shape: shape)
            return AttachedGesture(
                node: node,
                alone: { AttachmentRecognizer<T.Value>(child: node, shape: shape, context: context) },
                joinedAfter: { next in next.join(node, shape: shape) },
                joiner: joiner)
        }
    }
}

/// An attached gesture's node as built for a tree, and the ways it enters the tree's
/// composition: alone, in an ``AttachmentRecognizer``; or joined with the composition of the
/// subviews by the attachment's structural combinator, as that combinator's child directly (the
/// combinator passes it only the touches that went through its shape). Built in the attachment's
/// generic context, so the combinator keeps the gesture's value type: no node per attachment
/// on the event path for erasing it. When the subviews' composition is a single attachment, that
/// one joins unwrapped too (``joinedAfter``).
package struct AttachedGesture {
    /// The gesture's own node: the attachment's phase, primitives and tree lines.
    package let node: AnyRecognizer
    /// The gesture as the whole composition so far.
    package let alone: () -> Recognizer<Void>
    /// This gesture, the whole composition so far, joined unwrapped by the next attachment's
    /// joiner (the combinator filters the touches of both children by their shapes).
    package let joinedAfter: (_ next: any AttachmentJoiner) -> Recognizer<Void>
    /// Joins the subviews' composition with this gesture as the attachment's kind says:
    /// `.gesture` as `subviews.exclusively(before: g)`, `.highPriorityGesture` as
    /// `g.exclusively(before: subviews)`, `.simultaneousGesture` as `subviews.simultaneously(with: g)`.
    package let joiner: any AttachmentJoiner
}

/// Joins an attached gesture (its kind, node and shape) with the composition before it: a
/// generic method, so that a single attachment before it can be passed unwrapped, with its own
/// value type.
package protocol AttachmentJoiner {
    /// The structural combinator of `subviews` and this gesture; `shape` is the subviews' own
    /// shape when they are one attached gesture (nil for a composition, which filters itself).
    func join<A>(_ subviews: Recognizer<A>, shape: ObjectIdentifier?) -> Recognizer<Void>
}

/// The joiner of an attachment whose gesture has the value type `B`.
private struct Joiner<B>: AttachmentJoiner {
    let kind: Attachment.Kind
    let node: Recognizer<B>
    let shape: ObjectIdentifier

    func join<A>(_ subviews: Recognizer<A>, shape subviewsShape: ObjectIdentifier?) -> Recognizer<Void> {
        switch kind {
        case .gesture:
            GatedRecognizer(first: subviews, second: node, opensOn: .failed, value: .erased,
                            context: .standalone, shapes: (subviewsShape, shape))
        case .highPriority:
            GatedRecognizer(first: node, second: subviews, opensOn: .failed, value: .erased,
                            context: .standalone, shapes: (shape, subviewsShape))
        case .simultaneous:
            SimultaneousRecognizer(first: subviews, second: node, value: .erased,
                                   context: .standalone, shapes: (subviewsShape, shape))
        }
    }
}

/// An attached gesture that is the whole tree (the only attachment along the hit path that the
/// masks keep): passes on only the touches whose hit path went through its shape (a second finger
/// elsewhere does not reach it) and erases the value to `()` while the gesture is active or ended.
/// Attachments joined with others are their structural combinator's children directly
/// (``AttachedGesture``).
package final class AttachmentRecognizer<Base>: ModifierRecognizer<Base, Void> {
    private let shape: ObjectIdentifier

    init(child: Recognizer<Base>, shape: ObjectIdentifier, context: BuildContext) {
        self.shape = shape
        super.init(child: child, context: context)
    }

    override package func handle(_ event: TouchEvent, _ context: RecognitionContext) {
        guard context.touch(event.id, hits: shape) else { return }
        super.handle(event, context)
    }

    override package func withValue(_ body: (()) -> Void) -> Bool {
        guard isActiveOrEnded else { return false }
        body(())
        return true
    }
}

extension ShapeNode {
    private func attach<T: Gesture>(_ gesture: T, _ kind: Attachment.Kind, mask: GestureMask,
                                    isEnabled: Bool, name: String?) -> ShapeNode {
        appendAttachment(Attachment(gesture, kind, mask: mask, isEnabled: isEnabled, name: name))
        return self
    }

    /// Attaches a gesture with a lower precedence than the gestures of the shape's children and
    /// of earlier modifiers (`subviews.exclusively(before: gesture)`).
    @discardableResult
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> ShapeNode {
        attach(gesture, .gesture, mask: mask, isEnabled: true, name: nil)
    }
    /// `isEnabled: false` behaves as the mask `.subviews`.
    @discardableResult
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> ShapeNode {
        attach(gesture, .gesture, mask: .all, isEnabled: isEnabled, name: nil)
    }
    /// A named attachment: the name replaces `SHAPEID#INDEX` in logs and overlays.
    @discardableResult
    public func gesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> ShapeNode {
        attach(gesture, .gesture, mask: .all, isEnabled: isEnabled, name: name)
    }

    /// Attaches a gesture with a higher precedence than the gestures of the shape's children
    /// and of earlier modifiers (`gesture.exclusively(before: subviews)`).
    @discardableResult
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> ShapeNode {
        attach(gesture, .highPriority, mask: mask, isEnabled: true, name: nil)
    }
    @discardableResult
    public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> ShapeNode {
        attach(gesture, .highPriority, mask: .all, isEnabled: isEnabled, name: nil)
    }
    @discardableResult
    public func highPriorityGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> ShapeNode {
        attach(gesture, .highPriority, mask: .all, isEnabled: isEnabled, name: name)
    }

    /// Attaches a gesture that recognizes at the same time as the gestures of the shape's
    /// children and of earlier modifiers (`subviews.simultaneously(with: gesture)`).
    @discardableResult
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> ShapeNode {
        attach(gesture, .simultaneous, mask: mask, isEnabled: true, name: nil)
    }
    @discardableResult
    public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> ShapeNode {
        attach(gesture, .simultaneous, mask: .all, isEnabled: isEnabled, name: nil)
    }
    @discardableResult
    public func simultaneousGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> ShapeNode {
        attach(gesture, .simultaneous, mask: .all, isEnabled: isEnabled, name: name)
    }

    /// Adds an action to perform when this shape recognizes a tap gesture:
    /// `.gesture(TapGesture(count: count).onEnded(action))`.
    @discardableResult
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ShapeNode {
        gesture(TapGesture(count: count).onEnded(action))
    }
    /// Adds an action to perform when this shape recognizes a tap gesture, with the location
    /// of the tap in `coordinateSpace`.
    @discardableResult
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                             perform action: @escaping (CGPoint) -> Void) -> ShapeNode {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }
    /// Adds an action to perform when this shape recognizes a long press. `onPressingChanged`
    /// gets `true` at touch-down and `false` when the press ends, succeeds or fails (before
    /// `action` on success).
    @discardableResult
    public func onLongPressGesture(minimumDuration: Double = Constants.longPressMinimumDuration,
                                   maximumDistance: CGFloat = Constants.longPressMaximumDistance,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> ShapeNode {
        gesture(LongPressGesture.pressing(minimumDuration: minimumDuration, maximumDistance: maximumDistance,
                                          perform: action, onPressingChanged: onPressingChanged))
    }
}

extension LongPressGesture {
    /// The gesture behind `onLongPressGesture(…perform:onPressingChanged:)`, for shapes and
    /// views alike: pressing `true` at touch-down, `false` when the press ends or fails, then
    /// `action` on success (SEMANTICS C9).
    package static func pressing(minimumDuration: Double, maximumDistance: CGFloat, perform action: @escaping () -> Void,
                                 onPressingChanged: ((Bool) -> Void)?) -> some Gesture {
        LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
            .reportingPresses(perform: action, onPressingChanged: onPressingChanged)
    }

    /// This long press with its pressing changes and its action, in that order: `true` when it
    /// starts, `false` when it fails, is cancelled or succeeds, then `action` on success.
    package func reportingPresses(perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)?) -> some Gesture {
        onStarted { _ in onPressingChanged?(true) }
            .onCancelled { _ in onPressingChanged?(false) }
            .onEnded { _ in
                onPressingChanged?(false)
                action()
            }
    }
}
