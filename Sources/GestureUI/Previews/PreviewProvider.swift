/// A type that produces view previews (Xcode's canvas): SwiftUI's `PreviewProvider`. A file's
/// previews compile as in Xcode, and the lab opens the `previews` of a file's first provider
/// when it has no `ContentView` (README, "Running SwiftUI views"); several previews in it are
/// laid out together, as a `VStack` would (Xcode shows them apart).
///
/// ```swift
/// struct Card_Previews: PreviewProvider {
///     static var previews: some View {
///         Card().previewLayout(.sizeThatFits)
///     }
/// }
/// ```
public protocol PreviewProvider {
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
    /// The platform to run the previews on (ignored: the lab is one phone).
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// The platform a preview runs on.
public enum PreviewPlatform: Hashable, Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// The layout of a preview in Xcode's canvas.
public enum PreviewLayout: Hashable, Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// The device a preview shows on, by name (`"iPhone 15"`).
public struct PreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// The preview modifiers: accepted and inert — the lab shows a preview on its one canvas.
extension View {
    public func previewLayout(_ value: PreviewLayout) -> some View { self }
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
    public func previewDisplayName(_ value: String?) -> some View { self }
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}

/// The orientation of a preview's interface.
public struct InterfaceOrientation: Hashable, Sendable {
    private let name: String
    public static let portrait = InterfaceOrientation(name: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}
