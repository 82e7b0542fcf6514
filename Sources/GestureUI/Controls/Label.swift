/// A title with an icon before it (in a menu, the icon at the row's trailing edge; in a list,
/// the icon in the tint colour): SwiftUI's `Label`.
///
/// ```swift
/// Label("Favourites", systemImage: "star.fill")
/// ```
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
    @Environment(\.labelIsVertical) private var isVertical
    @Environment(\.isInMenu) private var isInMenu
    public var body: some View {
        if isInMenu {
            // A menu's row: the title at the leading edge, the icon at the trailing one.
            HStack(spacing: 8) {
                title
                Spacer(minLength: 8)
                icon
            }
        } else if isVertical {
            VStack(spacing: 2) {
                icon.font(.system(size: 22))
                title.font(.system(size: 10, weight: .medium))
            }
        } else {
            HStack(spacing: 8) {
                // A list row's icon takes the tint, unless a colour is set above (a button's).
                ContextView(content: icon) { context in
                    if context.environment.isInList { context.environment.defaultForeground() }
                }
                title
            }
        }
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}
