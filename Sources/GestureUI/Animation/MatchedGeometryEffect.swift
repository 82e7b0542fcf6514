/// Makes views with the same `id` in one name space stand for one another across a change:
/// SwiftUI's `matchedGeometryEffect`. When an animated change removes one such view and
/// inserts another, the new one starts at the old one's frame and grows or moves into its own,
/// while the old one goes the same way into the new frame, the two crossfading (a "hero"
/// animation).
///
/// ```swift
/// if isExpanded {
///     RoundedRectangle(cornerRadius: 20).matchedGeometryEffect(id: "card", in: hero).frame(height: 400)
/// } else {
///     RoundedRectangle(cornerRadius: 8).matchedGeometryEffect(id: "card", in: hero).frame(width: 120, height: 80)
/// }
/// ```
/// `properties`, `anchor` and `isSource` are accepted for SwiftUI's signature; frames are
/// matched whole (position and size) between a removed view and an inserted one.
extension View {
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        ModifierView(content: self, label: "matchedGeometryEffect") { _ in
            .matchedGeometry(MatchedGeometryKey(namespace: namespace, id: AnyHashable(id)))
        }
    }
}

/// Which parts of a frame a matched geometry effect carries over.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A matched view's name: its name space and id.
struct MatchedGeometryKey: Hashable {
    var namespace: Namespace.ID
    var id: AnyHashable
}
