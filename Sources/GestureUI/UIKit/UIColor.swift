import Foundation

/// UIKit's colour, for SwiftUI code that builds colours through it
/// (`Color(uiColor: .systemGray6)`, `Color(UIColor.secondaryLabel)`): iOS's light-mode values.
public final class UIColor: @unchecked Sendable {
    let color: Color
    init(_ color: Color) { self.color = color }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(.sRGB, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
    public init(white: CGFloat, alpha: CGFloat) { color = Color(.sRGB, white: Double(white), opacity: Double(alpha)) }
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let c = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
        self.init(c)
    }
    /// A colour that depends on the appearance: the lab is in light mode.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(dynamicProvider(UITraitCollection()).color)
    }
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(color.opacity(Double(alpha))) }

    private static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> UIColor {
        UIColor(Color(.sRGB, red: r / 255, green: g / 255, blue: b / 255, opacity: a))
    }
    public static let black = UIColor(Color.black), white = UIColor(Color.white), clear = UIColor(Color.clear)
    public static let red = rgb(255, 0, 0), green = rgb(0, 255, 0), blue = rgb(0, 0, 255), gray = rgb(128, 128, 128)
    public static let lightGray = rgb(170, 170, 170), darkGray = rgb(85, 85, 85), orange = rgb(255, 128, 0), yellow = rgb(255, 255, 0)
    public static let purple = rgb(128, 0, 128), brown = rgb(153, 102, 51), cyan = rgb(0, 255, 255), magenta = rgb(255, 0, 255)
    public static let systemRed = UIColor(Color.red), systemGreen = UIColor(Color.green), systemBlue = UIColor(Color.blue)
    public static let systemOrange = UIColor(Color.orange), systemYellow = UIColor(Color.yellow), systemPink = UIColor(Color.pink)
    public static let systemPurple = UIColor(Color.purple), systemTeal = UIColor(Color.teal), systemIndigo = UIColor(Color.indigo)
    public static let systemMint = UIColor(Color.mint), systemCyan = UIColor(Color.cyan), systemBrown = UIColor(Color.brown)
    public static let systemGray = rgb(142, 142, 147), systemGray2 = rgb(174, 174, 178), systemGray3 = rgb(199, 199, 204)
    public static let systemGray4 = rgb(209, 209, 214), systemGray5 = rgb(229, 229, 234), systemGray6 = rgb(242, 242, 247)
    public static let label = UIColor(Color.black), secondaryLabel = rgb(60, 60, 67, 0.6), tertiaryLabel = rgb(60, 60, 67, 0.3)
    public static let quaternaryLabel = rgb(60, 60, 67, 0.18), placeholderText = rgb(60, 60, 67, 0.3)
    public static let systemBackground = UIColor(Color.white), secondarySystemBackground = rgb(242, 242, 247)
    public static let tertiarySystemBackground = UIColor(Color.white), systemGroupedBackground = rgb(242, 242, 247)
    public static let secondarySystemGroupedBackground = UIColor(Color.white), tertiarySystemGroupedBackground = rgb(242, 242, 247)
    public static let systemFill = rgb(120, 120, 128, 0.2), secondarySystemFill = rgb(120, 120, 128, 0.16)
    public static let tertiarySystemFill = rgb(118, 118, 128, 0.12), quaternarySystemFill = rgb(116, 116, 128, 0.08)
    public static let separator = rgb(60, 60, 67, 0.29), opaqueSeparator = rgb(198, 198, 200), link = rgb(0, 122, 255)
    public static let tintColor = UIColor(Color.accentColor)
}

/// The appearance a dynamic colour is asked for: light mode.
public final class UITraitCollection {
    public var userInterfaceStyle: UIUserInterfaceStyle { .light }
    init() {}
}
public enum UIUserInterfaceStyle: Sendable { case unspecified, light, dark }

extension Color {
    public init(uiColor: UIColor) { self = uiColor.color }
    /// Disfavoured, so that `Color(.brandRed)` means the catalog's `ColorResource` where a
    /// `UIColor` member of that name exists too (the asset symbols give both).
    @_disfavoredOverload
    public init(_ uiColor: UIColor) { self = uiColor.color }
}

/// The device, as UIKit's `UIDevice` describes it: the phone the canvas stands for.
public final class UIDevice: @unchecked Sendable {
    public static let current = UIDevice()
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    public var orientation: UIDeviceOrientation { .portrait }
    public var name: String { "iPhone" }
    public var model: String { "iPhone" }
    public var systemName: String { "iOS" }
    public var systemVersion: String { "17.0" }
    public func beginGeneratingDeviceOrientationNotifications() {}
    public func endGeneratingDeviceOrientationNotifications() {}
    private init() {}
}
public enum UIUserInterfaceIdiom: Sendable { case unspecified, phone, pad, tv, carPlay, mac, vision }
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}

/// The app, as UIKit's `UIApplication` lets SwiftUI code reach it: actions are accepted and do
/// nothing (the common one hides the keyboard, which the lab has not).
public final class UIApplication: @unchecked Sendable {
    public static let shared = UIApplication()
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { false }
    public func open(_ url: URL, options: [String: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        print("open \(url.absoluteString)")
        completionHandler?(true)
    }
    public func canOpenURL(_ url: URL) -> Bool { false }
    /// The app's one scene, in front, with its one window.
    public var connectedScenes: Set<UIScene> { [UIWindowScene.main] }
    public var windows: [UIWindow] { UIWindowScene.main.windows }
    public static let openSettingsURLString = "app-settings:"
    private init() {}
}
public final class UIEvent {}
/// An Objective-C selector's stand-in: `#selector` is unavailable on Linux, so code passing
/// `#selector(UIResponder.resignFirstResponder)` does not build; `Selector("…")` does.
public struct Selector: ExpressibleByStringLiteral, Sendable {
    let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { name = value }
}

/// A scene of the app: the lab's one, always in front.
public class UIScene: Hashable, @unchecked Sendable {
    public enum ActivationState: Int, Sendable { case unattached, foregroundActive, foregroundInactive, background }
    public var activationState: ActivationState { .foregroundActive }
    public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The app's window scene, with its one window the size of the canvas.
public final class UIWindowScene: UIScene, @unchecked Sendable {
    static let main = UIWindowScene()
    public var windows: [UIWindow] { [UIWindow.main] }
    public var keyWindow: UIWindow? { UIWindow.main }
    public var screen: UIScreen { UIScreen.main }
}

/// The app's window: the canvas, key, with no safe area insets (the canvas has none yet).
public final class UIWindow: @unchecked Sendable {
    static let main = UIWindow()
    public var isKeyWindow: Bool { true }
    public var safeAreaInsets: UIEdgeInsets { UIEdgeInsets() }
    public var bounds: CGRect { UIScreen.main.bounds }
    public var frame: CGRect { bounds }
}

/// UIKit's edge insets.
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public static let zero = UIEdgeInsets()
}
