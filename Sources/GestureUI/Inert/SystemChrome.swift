/// The phone's own chrome around the app (status bar, home indicator) and hover effects: accepted
/// and inert — the lab's canvas draws neither, and a pointer's hover drives no gesture (README,
/// "Modifiers with no meaning on Linux").
///
/// ```swift
/// FullScreenPhoto()
///     .statusBarHidden()
///     .persistentSystemOverlays(.hidden)
/// ```
extension View {
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
    public func statusBar(hidden: Bool) -> some View { self }
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }
    public func help<S: StringProtocol>(_ text: S) -> some View { self }
    public func help(_ text: Text) -> some View { self }
}

/// Whether a piece of the interface shows.
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}

/// How a view reacts when a pointer hovers over it (iPadOS).
public struct HoverEffect: Hashable, Sendable {
    private let name: String
    public static let automatic = HoverEffect(name: "automatic")
    public static let highlight = HoverEffect(name: "highlight")
    public static let lift = HoverEffect(name: "lift")
}
