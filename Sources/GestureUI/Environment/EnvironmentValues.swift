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
    var foregroundColor: Color? {
        get { storage.foregroundColor }
        set { mutableStorage().foregroundColor = newValue }
    }
    /// A gradient `foregroundStyle` gave: unpainted shapes fill with it (text and symbols take
    /// `foregroundColor`, its middle colour).
    var foregroundGradient: ResolvedGradient? {
        get { storage.foregroundGradient }
        set { mutableStorage().foregroundGradient = newValue }
    }
    /// Values of `EnvironmentKey`s and objects (`environmentObject`, `environment(_:)`), by type.
    private var values: [ObjectIdentifier: Any] {
        get { storage.values }
        set { mutableStorage().values = newValue }
    }

    public init() {}

    /// The values, shared between copies until one of them changes (copy on write): the view
    /// layer copies an environment into every view it resolves, which then costs one reference.
    private var storage = Storage.defaults

    /// The storage, copied first if another environment shares it.
    private mutating func mutableStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    private final class Storage {
        /// The defaults, shared by every `EnvironmentValues()` until it changes (never changed
        /// itself: a change copies it first).
        nonisolated(unsafe) static let defaults = Storage()

        var foregroundColor: Color? = nil
        var foregroundGradient: ResolvedGradient? = nil
        var values: [ObjectIdentifier: Any] = [:]
        var font: Font? = nil
        var isEnabled: Bool = true
        var colorScheme: ColorScheme = .light
        var horizontalSizeClass: UserInterfaceSizeClass? = .compact
        var verticalSizeClass: UserInterfaceSizeClass? = .regular
        var scenePhase: ScenePhase = .active
        var displayScale: CGFloat = 3
        var layoutDirection: LayoutDirection = .leftToRight
        var dismiss: DismissAction = DismissAction()
        var isPresented: Bool = false
        var openURL: OpenURLAction = OpenURLAction()
        var accessibilityDifferentiateWithoutColor: Bool = false
        var accessibilityReduceMotion: Bool = false
        var accessibilityReduceTransparency: Bool = false
        var accessibilityInvertColors: Bool = false
        var accessibilityEnabled: Bool = false
        var accessibilityVoiceOverEnabled: Bool = false
        var legibilityWeight: LegibilityWeight? = .regular
        var dynamicTypeSize: DynamicTypeSize = .large
        var sizeCategory: ContentSizeCategory = .large
        var editMode: Binding<EditMode>? = nil
        var locale: Locale = Locale(identifier: "en_US")
        var calendar: Calendar = Calendar(identifier: .gregorian)
        var timeZone: TimeZone = TimeZone(identifier: "UTC")!
        var redactionReasons: RedactionReasons = []
        var isSearching: Bool = false

        init() {}

        func copy() -> Storage {
            let copy = Storage()
            copy.foregroundColor = foregroundColor
            copy.foregroundGradient = foregroundGradient
            copy.values = values
            copy.font = font
            copy.isEnabled = isEnabled
            copy.colorScheme = colorScheme
            copy.horizontalSizeClass = horizontalSizeClass
            copy.verticalSizeClass = verticalSizeClass
            copy.scenePhase = scenePhase
            copy.displayScale = displayScale
            copy.layoutDirection = layoutDirection
            copy.dismiss = dismiss
            copy.isPresented = isPresented
            copy.openURL = openURL
            copy.accessibilityDifferentiateWithoutColor = accessibilityDifferentiateWithoutColor
            copy.accessibilityReduceMotion = accessibilityReduceMotion
            copy.accessibilityReduceTransparency = accessibilityReduceTransparency
            copy.accessibilityInvertColors = accessibilityInvertColors
            copy.accessibilityEnabled = accessibilityEnabled
            copy.accessibilityVoiceOverEnabled = accessibilityVoiceOverEnabled
            copy.legibilityWeight = legibilityWeight
            copy.dynamicTypeSize = dynamicTypeSize
            copy.sizeCategory = sizeCategory
            copy.editMode = editMode
            copy.locale = locale
            copy.calendar = calendar
            copy.timeZone = timeZone
            copy.redactionReasons = redactionReasons
            copy.isSearching = isSearching
            return copy
        }
    }

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
    public var font: Font? {
        get { storage.font }
        set { mutableStorage().font = newValue }
    }
    /// Whether controls inside respond (`disabled(_:)` turns it off).
    public var isEnabled: Bool {
        get { storage.isEnabled }
        set { mutableStorage().isEnabled = newValue }
    }
    /// Light or dark: the lab draws in light mode, so this is `.light` unless a view sets it.
    public var colorScheme: ColorScheme {
        get { storage.colorScheme }
        set { mutableStorage().colorScheme = newValue }
    }
    /// An iPhone in portrait: compact across, regular up and down.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { storage.horizontalSizeClass }
        set { mutableStorage().horizontalSizeClass = newValue }
    }
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { storage.verticalSizeClass }
        set { mutableStorage().verticalSizeClass = newValue }
    }
    /// The scene is always in front in the lab.
    public var scenePhase: ScenePhase {
        get { storage.scenePhase }
        set { mutableStorage().scenePhase = newValue }
    }
    /// Pixels per point of the canvas the lab stands for (an iPhone's 3).
    public var displayScale: CGFloat {
        get { storage.displayScale }
        set { mutableStorage().displayScale = newValue }
    }
    public var layoutDirection: LayoutDirection {
        get { storage.layoutDirection }
        set { mutableStorage().layoutDirection = newValue }
    }
    /// Dismisses the sheet or pushed screen the view is in (elsewhere it does nothing).
    public var dismiss: DismissAction {
        get { storage.dismiss }
        set { mutableStorage().dismiss = newValue }
    }
    /// Whether the view is in a sheet or a pushed screen.
    public var isPresented: Bool {
        get { storage.isPresented }
        set { mutableStorage().isPresented = newValue }
    }
    /// Opens a URL: the lab prints it.
    public var openURL: OpenURLAction {
        get { storage.openURL }
        set { mutableStorage().openURL = newValue }
    }
    /// The accessibility settings, all off as on a default iPhone.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { storage.accessibilityDifferentiateWithoutColor }
        set { mutableStorage().accessibilityDifferentiateWithoutColor = newValue }
    }
    public var accessibilityReduceMotion: Bool {
        get { storage.accessibilityReduceMotion }
        set { mutableStorage().accessibilityReduceMotion = newValue }
    }
    public var accessibilityReduceTransparency: Bool {
        get { storage.accessibilityReduceTransparency }
        set { mutableStorage().accessibilityReduceTransparency = newValue }
    }
    public var accessibilityInvertColors: Bool {
        get { storage.accessibilityInvertColors }
        set { mutableStorage().accessibilityInvertColors = newValue }
    }
    public var accessibilityEnabled: Bool {
        get { storage.accessibilityEnabled }
        set { mutableStorage().accessibilityEnabled = newValue }
    }
    public var accessibilityVoiceOverEnabled: Bool {
        get { storage.accessibilityVoiceOverEnabled }
        set { mutableStorage().accessibilityVoiceOverEnabled = newValue }
    }
    public var legibilityWeight: LegibilityWeight? {
        get { storage.legibilityWeight }
        set { mutableStorage().legibilityWeight = newValue }
    }
    /// The text size people chose: the default, `.large`.
    public var dynamicTypeSize: DynamicTypeSize {
        get { storage.dynamicTypeSize }
        set { mutableStorage().dynamicTypeSize = newValue }
    }
    public var sizeCategory: ContentSizeCategory {
        get { storage.sizeCategory }
        set { mutableStorage().sizeCategory = newValue }
    }
    /// The list's edit mode: not editing.
    public var editMode: Binding<EditMode>? {
        get { storage.editMode }
        set { mutableStorage().editMode = newValue }
    }
    /// The calendar, locale and time zone: fixed, so replays stay the same.
    public var locale: Locale {
        get { storage.locale }
        set { mutableStorage().locale = newValue }
    }
    public var calendar: Calendar {
        get { storage.calendar }
        set { mutableStorage().calendar = newValue }
    }
    public var timeZone: TimeZone {
        get { storage.timeZone }
        set { mutableStorage().timeZone = newValue }
    }
    /// Whether the canvas redraws text as placeholders: never.
    public var redactionReasons: RedactionReasons {
        get { storage.redactionReasons }
        set { mutableStorage().redactionReasons = newValue }
    }
    public var isSearching: Bool {
        get { storage.isSearching }
        set { mutableStorage().isSearching = newValue }
    }
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
