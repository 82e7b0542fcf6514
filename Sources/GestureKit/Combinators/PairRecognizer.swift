/// What every two-child combinator (`simultaneously`, `exclusively`, `sequenced`) shares: two
/// children, a phase recombined from their phases by its ``CompositionPhase`` rule whenever
/// either child's phase was set, and a value made from the children's by a ``PairValue`` rule;
/// termination ends both. Subclasses decide which child receives what.
package class PairRecognizer<A, B, Value>: Recognizer<Value> {
    let first: Recognizer<A>
    let second: Recognizer<B>
    /// The pure rule that makes this node's phase from its children's.
    let rule: CompositionPhase
    /// The rule as a table, looked up on every change.
    private let table: PhaseTable
    /// The rule that makes this node's value from its children's.
    let valueRule: PairValue<A, B, Value>
    /// For a structural combinator between attachments, the shape of each child that is an
    /// attached gesture: that child receives only the touches whose hit path went through it.
    let shapes: (first: ObjectIdentifier?, second: ObjectIdentifier?)

    init(first: Recognizer<A>, second: Recognizer<B>, rule: CompositionPhase, value: PairValue<A, B, Value>,
         context: BuildContext, shapes: (first: ObjectIdentifier?, second: ObjectIdentifier?) = (nil, nil)) {
        self.first = first
        self.second = second
        self.rule = rule
        table = rule.table
        self.valueRule = value
        self.shapes = shapes
        super.init(context, children: [first, second])
    }

    /// Whether a child with this attached shape (nil: any child) takes the event.
    @inline(__always)
    final func admits(_ event: TouchEvent, _ shape: ObjectIdentifier?, _ context: RecognitionContext) -> Bool {
        guard let shape else { return true }
        return context.touch(event.id, hits: shape)
    }

    /// Delivers the event to a child that takes it (see ``admits(_:_:_:)``); true when the
    /// child's phase was set. A finished child is passed over before its shape is looked up, and
    /// a move is left out of a child that ignores moves (``AnyRecognizer/Status/ignoresMoves``).
    @inline(__always)
    final func deliver<C>(_ event: TouchEvent, to child: Recognizer<C>, _ shape: ObjectIdentifier?,
                          _ context: RecognitionContext) -> Bool {
        if child.status.ignoresMoves && event.phase == .moved && context.leavesOutMoves { return false }
        return !child.phaseKind.isTerminal && admits(event, shape, context) && child.receive(event, context)
    }

    /// Whether both children ignore moves, or have finished (a finished child receives nothing).
    @inline(__always)
    final var childrenIgnoreMoves: Bool {
        (first.status.ignoresMoves || first.phaseKind.isTerminal) && (second.status.ignoresMoves || second.phaseKind.isTerminal)
    }

    /// Recombines the children's phases when either was set (`changed`).
    @inline(__always)
    final func recombine(_ changed: Bool, _ context: RecognitionContext) {
        if changed { setPhase(table.combine(first.phaseKind, second.phaseKind), context) }
    }

    override package func withValue(_ body: (Value) -> Void) -> Bool {
        phaseKind.hasValue && valueRule.make(first.phaseKind, first, second, body)
    }

    override package func handleTermination(_ kind: GesturePhaseKind, _ context: RecognitionContext) {
        let firstChanged = first.terminate(kind, context)
        let secondChanged = second.terminate(kind, context)
        recombine(firstChanged || secondChanged, context)
        if !phaseKind.isTerminal { setPhase(kind, context) }
    }

    override package func snapshot(now: GestureTime) -> RecognizerSnapshot {
        makeSnapshot(title: rule.title, value: nil, now: now, children: [first.snapshot(now: now), second.snapshot(now: now)])
    }
}

/// How a combinator's value is made from its children's: `make` calls its last argument with
/// the value, or returns false when there is none. Each combinator gesture makes its rule in its
/// (inlinable) initialiser, so in the code that builds the gesture, where its types are known,
/// the optimiser specialises the rule: reading a combinator's value on every event then asks the
/// runtime for no generic metadata, and each child's value is read by its gesture type
/// (``Gesture/_value(ofRecognizer:)``), a direct call.
///
/// ```swift
/// PairValue<Bool, Bool, Int> { firstPhase, first, second, body in
///     guard let a = LongPressGesture._value(ofRecognizer: first) else { return false }
///     body(a ? 1 : 0)
///     return true
/// }
/// ```
@usableFromInline
package struct PairValue<A, B, Value> {
    /// Arguments: the first child's phase, the two children, and where the value goes.
    @usableFromInline let make: (GesturePhaseKind, Recognizer<A>, Recognizer<B>, (Value) -> Void) -> Bool

    @inlinable
    package init(_ make: @escaping (GesturePhaseKind, Recognizer<A>, Recognizer<B>, (Value) -> Void) -> Bool) {
        self.make = make
    }
}

extension PairValue where Value == Void {
    /// The value of a structural combinator between attached gestures: `()` whenever the pair's
    /// phase can carry a value (nothing reads it; the attachments' own values are erased).
    package static var erased: PairValue {
        PairValue { _, _, _, body in
            body(())
            return true
        }
    }
}
