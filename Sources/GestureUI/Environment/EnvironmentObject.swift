/// Reads an `ObservableObject` placed above with `environmentObject(_:)`, and updates the view
/// when it changes: SwiftUI's `@EnvironmentObject`.
///
/// ```swift
/// struct Score: View {
///     @EnvironmentObject var game: Game
///     var body: some View { Text("\(game.points)") }
/// }
/// Score().environmentObject(Game())
/// ```
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicLink, DynamicProperty {
    final class Slot {
        var object: ObjectType?
    }
    let slot = Slot()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = slot.object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(object: wrappedValue) }

    func link(_ record: ViewRecord, slot index: Int) {
        slot.object = record.environment.object(of: ObjectType.self)
        if let object = slot.object { record.observe(object, slot: index) }
    }
}

extension View {
    /// Places an `ObservableObject` for the views inside, read with `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        ContextView(content: self) { context in context.environment.setObject(object, as: T.self) }
    }
}
