/// A title with an icon before it: SwiftUI's `Label`.
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
    public var body: some View {
        if isVertical {
            VStack(spacing: 2) {
                icon.font(.system(size: 22))
                title.font(.system(size: 10, weight: .medium))
            }
        } else {
            HStack(spacing: 8) {
                icon
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
