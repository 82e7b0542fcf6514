import Foundation

/// UIKit's colour, for SwiftUI code that builds colours through it
/// (`Color(uiColor: .systemGray6)`, `Color(UIColor.secondaryLabel)`): iOS's values in light and
/// dark mode.
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
    /// A colour that depends on the appearance: the provider is asked once for light mode and
    /// once for dark mode, and the colour is drawn in the one its view is in.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(Color(light: dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color,
                        dark: dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color))
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
    /// A system colour: `light` (`#RRGGBB`) at `opacity` in light mode, `dark` in dark mode.
    private static func system(_ light: UInt32, _ opacity: Double = 1, dark: UInt32, _ darkOpacity: Double? = nil) -> UIColor {
        UIColor(Color(hex: light, opacity: opacity, dark: dark, darkOpacity: darkOpacity))
    }
    public static let systemGray = system(0x8E8E93, dark: 0x8E8E93), systemGray2 = system(0xAEAEB2, dark: 0x636366)
    public static let systemGray3 = system(0xC7C7CC, dark: 0x48484A), systemGray4 = system(0xD1D1D6, dark: 0x3A3A3C)
    public static let systemGray5 = system(0xE5E5EA, dark: 0x2C2C2E), systemGray6 = system(0xF2F2F7, dark: 0x1C1C1E)
    public static let label = UIColor(Color.primary), secondaryLabel = UIColor(Color.secondary)
    public static let tertiaryLabel = UIColor(Color.tertiaryLabel), quaternaryLabel = system(0x3C3C43, 0.18, dark: 0xEBEBF5, 0.16)
    public static let placeholderText = UIColor(Color.tertiaryLabel)
    public static let systemBackground = UIColor(Color.systemBackground), secondarySystemBackground = UIColor(Color.secondarySystemBackground)
    public static let tertiarySystemBackground = system(0xFFFFFF, dark: 0x2C2C2E), systemGroupedBackground = UIColor(Color.groupedBackground)
    public static let secondarySystemGroupedBackground = UIColor(Color.raisedBackground)
    public static let tertiarySystemGroupedBackground = system(0xF2F2F7, dark: 0x2C2C2E)
    public static let systemFill = UIColor(Color.trackFill), secondarySystemFill = UIColor(Color.switchOffFill)
    public static let tertiarySystemFill = UIColor(Color.controlFill), quaternarySystemFill = system(0x747480, 0.08, dark: 0x767680, 0.18)
    public static let separator = UIColor(Color.hairline), opaqueSeparator = UIColor(Color.separatorColor)
    public static let link = system(0x007AFF, dark: 0x0984FF)
    public static let tintColor = UIColor(Color.accentColor)
}

/// The appearance a dynamic colour is asked for.
public final class UITraitCollection {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
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
