/// Runs an action when a value changes between updates: SwiftUI's `onChange(of:)`, in iOS 17's
/// two forms (the old and new values, or none; `initial: true` runs it once when the view
/// appears too) and the older one that passes the new value.
///
/// ```swift
/// Slider(value: $volume)
///     .onChange(of: volume) { oldValue, newValue in print(oldValue, "→", newValue) }
/// ```
/// The value is compared with the one of the view's previous update; the action runs after the
/// update that saw the change, and a change it makes causes one more update.
extension View {
    /// Adds an action to perform when `value` changes; it gets the old and the new value.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        LifecycleView(content: self, watch: ChangeWatch(value: value, initial: initial, action: action))
    }
    /// Adds an action to perform when `value` changes.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        LifecycleView(content: self, watch: ChangeWatch(value: value, initial: initial) { _, _ in action() })
    }
    /// The older form: the action gets the new value.
    @available(*, deprecated, message: "use onChange(of:initial:_:) with a closure that takes the old and new values, or none")
    @_disfavoredOverload
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        LifecycleView(content: self, watch: ChangeWatch(value: value, initial: false) { _, new in action(new) })
    }
}

struct ChangeWatch<V: Equatable>: LifecycleWatch {
    final class State { var previous: V? }
    static func makeState() -> State { State() }
    let value: V
    let initial: Bool
    let action: (V, V) -> Void
    func update(_ state: State, host: ViewHost) {
        let value = self.value, action = self.action
        defer { state.previous = value }
        guard let previous = state.previous else {
            if initial { host.queueLifecycleAction { action(value, value) } }
            return
        }
        if previous != value { host.queueLifecycleAction { action(previous, value) } }
    }
}
