/// How a view's content changes when it is replaced (iOS 16's `contentTransition`): accepted and
/// inert — content changes without a transition here, as views that appear and disappear do
/// (SEMANTICS V12).
///
/// ```swift
/// Text("\(count)")
///     .contentTransition(.numericText())
/// ```
extension View {
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
}

/// A kind of transition between a view's old and new content.
public struct ContentTransition: Hashable, Sendable {
    private let name: String
    private init(_ name: String) { self.name = name }
    public static let identity = ContentTransition("identity")
    public static let opacity = ContentTransition("opacity")
    public static let interpolate = ContentTransition("interpolate")
    public static let symbolEffect = ContentTransition("symbolEffect")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition("numericText") }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition("numericText") }
}
