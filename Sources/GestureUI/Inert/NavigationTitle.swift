/// Navigation titles: accepted and without effect, as in SwiftUI for a view that is in no
/// navigation container (the lab has none yet).
///
/// ```swift
/// List { … }.navigationTitle("Gestures")
/// ```
extension View {
    public func navigationTitle(_ title: Text) -> some View { self }
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
    public func navigationBarTitle(_ title: Text) -> some View { self }
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { self }
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    public func navigationBarHidden(_ hidden: Bool) -> some View { self }
}

/// The display modes of a navigation bar's title: SwiftUI's `NavigationBarItem`.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Sendable { case automatic, inline, large }
}
