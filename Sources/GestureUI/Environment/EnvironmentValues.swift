import Foundation

/// What flows down the view tree from the modifiers that set it: SwiftUI's `EnvironmentValues`,
/// with the values the built-in views read and any key of your own.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// ```
public struct EnvironmentValues {
    var foregroundColor: Color?
    /// A gradient `foregroundStyle` gave: unpainted shapes fill with it (text and symbols take
    /// `foregroundColor`, its middle colour).
    var foregroundGradient: ResolvedGradient?
    /// Values of `EnvironmentKey`s and objects (`environmentObject`, `environment(_:)`), by type.
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    /// The value of a key of your own (its `defaultValue` until a view above sets it).
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// An object placed by `environmentObject(_:)` or `environment(_:)`, by its type.
    func object<T>(of type: T.Type) -> T? { values[ObjectIdentifier(ObjectKey<T>.self)] as? T }
    mutating func setObject<T>(_ object: T, as type: T.Type) { values[ObjectIdentifier(ObjectKey<T>.self)] = object }
    private enum ObjectKey<T> {}

    /// The font of text inside (nil: the body style).
    public var font: Font?
    /// Whether controls inside respond (`disabled(_:)` turns it off).
    public var isEnabled = true
    /// Light or dark: the lab draws in light mode, so this is `.light` unless a view sets it.
    public var colorScheme: ColorScheme = .light
    /// An iPhone in portrait: compact across, regular up and down.
    public var horizontalSizeClass: UserInterfaceSizeClass? = .compact
    public var verticalSizeClass: UserInterfaceSizeClass? = .regular
    /// The scene is always in front in the lab.
    public var scenePhase: ScenePhase = .active
    /// Pixels per point of the canvas the lab stands for (an iPhone's 3).
    public var displayScale: CGFloat = 3
    public var layoutDirection: LayoutDirection = .leftToRight
    /// Dismisses the sheet or pushed screen the view is in (elsewhere it does nothing).
    public var dismiss = DismissAction()
    /// Whether the view is in a sheet or a pushed screen.
    public var isPresented = false
    /// Opens a URL: the lab prints it.
    public var openURL = OpenURLAction()
    /// The accessibility settings, all off as on a default iPhone.
    public var accessibilityDifferentiateWithoutColor = false
    public var accessibilityReduceMotion = false
    public var accessibilityReduceTransparency = false
    public var accessibilityInvertColors = false
    public var accessibilityEnabled = false
    public var accessibilityVoiceOverEnabled = false
    public var legibilityWeight: LegibilityWeight? = .regular
    /// The text size people chose: the default, `.large`.
    public var dynamicTypeSize: DynamicTypeSize = .large
    public var sizeCategory: ContentSizeCategory = .large
    /// The list's edit mode: not editing.
    public var editMode: Binding<EditMode>? = nil
    /// The calendar, locale and time zone: fixed, so replays stay the same.
    public var locale = Locale(identifier: "en_US")
    public var calendar = Calendar(identifier: .gregorian)
    public var timeZone = TimeZone(identifier: "UTC")!
    /// Whether the canvas redraws text as placeholders: never.
    public var redactionReasons: RedactionReasons = []
    public var isSearching = false
}

/// Whether text is drawn bolder for legibility.
public enum LegibilityWeight: Hashable, Sendable { case regular, bold }
/// iOS 13's text sizes.
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge
}
/// Whether a list is being edited.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active
    public var isEditing: Bool { self != .inactive }
}
/// Why views are drawn as placeholders.
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

/// A key for a value of your own in ``EnvironmentValues``: SwiftUI's `EnvironmentKey`.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Light or dark appearance: SwiftUI's `ColorScheme`.
public enum ColorScheme: Hashable, Sendable, CaseIterable { case light, dark }

/// The width or height class of the screen: SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }

/// Whether the app is in front: SwiftUI's `ScenePhase`.
public enum ScenePhase: Hashable, Sendable, Comparable { case background, inactive, active }

/// Reading order: SwiftUI's `LayoutDirection`.
public enum LayoutDirection: Hashable, Sendable, CaseIterable { case leftToRight, rightToLeft }

/// What `@Environment(\.dismiss)` gives: call it to close the presentation the view is in (a
/// sheet, or a view pushed on a navigation stack); elsewhere it does nothing.
public struct DismissAction: @unchecked Sendable {
    let action: (() -> Void)?
    public init() { action = nil }
    init(_ action: @escaping () -> Void) { self.action = action }
    public func callAsFunction() { action?() }
}
