/// Reads a value from the view's environment: SwiftUI's `@Environment`, by key path or, for an
/// `@Observable` object placed with `environment(_:)`, by type.
///
/// ```swift
/// struct Badge: View {
///     @Environment(\.colorScheme) private var scheme
///     @Environment(Library.self) private var library
///     var body: some View { Text("\(library.books.count)").foregroundColor(scheme == .dark ? .white : .black) }
/// }
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicLink, DynamicProperty {
    final class Slot {
        var values: EnvironmentValues?
    }
    let slot = Slot()
    let read: (EnvironmentValues) -> Value

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// The `@Observable` object of this type placed above with `environment(_:)`; a view
    /// without one above stops with a message, as in SwiftUI.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { values in
            guard let object = values.object(of: objectType) else {
                fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        }
    }

    /// The `@Observable` object of this type if one was placed above, else nil.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { $0.object(of: objectType) }
    }

    public var wrappedValue: Value { read(slot.values ?? EnvironmentValues()) }

    func link(_ record: ViewRecord, slot index: Int) { slot.values = record.environment }
}

extension View {
    /// Sets an environment value for the views inside: SwiftUI's `environment(_:_:)`.
    ///
    /// ```swift
    /// ContentView().environment(\.colorScheme, .dark)
    /// ```
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        ContextView(content: self) { context in context.environment[keyPath: keyPath] = value }
    }

    /// Places an `@Observable` object for the views inside, read with
    /// `@Environment(Model.self)`: SwiftUI's `environment(_:)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        ContextView(content: self) { context in
            if let object { context.environment.setObject(object, as: T.self) }
        }
    }

    /// Draws the whole canvas in `colorScheme`, as an iPhone's window takes the scheme a view
    /// prefers, while the view is shown: system colours, text and the canvas behind the views
    /// turn dark with `.dark`. nil prefers nothing (the canvas follows another view's preference,
    /// else light); where several views prefer one, the first in the tree wins.
    ///
    /// ```swift
    /// ContentView().preferredColorScheme(.dark)
    /// ```
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        ContextView(content: self) { context in
            if !context.environment.isProbing { context.withHost { $0.preferColorScheme(colorScheme) } }
            if let colorScheme { context.environment.colorScheme = colorScheme }
        }
    }
}
