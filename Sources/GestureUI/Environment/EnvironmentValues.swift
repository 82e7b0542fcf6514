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
        get { storage.fields.foregroundColor }
        set { mutableStorage().fields.foregroundColor = newValue }
    }
    /// A gradient `foregroundStyle` gave: unpainted shapes fill with it (text and symbols take
    /// `foregroundColor`, its middle colour).
    var foregroundGradient: ResolvedGradient? {
        get { storage.fields.foregroundGradient }
        set { mutableStorage().fields.foregroundGradient = newValue }
    }
    /// Values of `EnvironmentKey`s and objects (`environmentObject`, `environment(_:)`), by type.
    private var values: [ObjectIdentifier: Any] {
        get { storage.fields.values }
        set { mutableStorage().fields.values = newValue }
    }

    public init() {}

    /// The values, shared between copies until one of them changes (copy on write): the view
    /// layer copies an environment into every view it resolves, which then costs one reference.
    private var storage = Storage.defaults

    /// Whether `other` holds the same values: the same storage, or storages whose fields have
    /// the same bits (``ValueIdentity``; a value stored anew in a buffer of its own, a new key
    /// written into the custom values, only makes them differ). A view evaluated in one is the
    /// same view in the other.
    func isIdentical(to other: EnvironmentValues) -> Bool {
        if storage === other.storage { return true }
        let mine = storage.fields, theirs = other.storage.fields
        guard ValueIdentity.same(mine, theirs, plan: Self.fieldsPlanButValues) else { return false }
        // The custom values are a dictionary that each write copies (a `NavigationStack`'s level,
        // an `environmentObject`): compared entry by entry.
        guard mine.values.count == theirs.values.count else { return false }
        for (key, value) in mine.values {
            guard let other = theirs.values[key], ValueIdentity.same(value, other) else { return false }
        }
        return true
    }
    /// The fields compared by their bits (the environment's own actions included), all but the
    /// custom values.
    private static let fieldsPlanButValues: ValueIdentity.Plan = {
        let plan = ValueIdentity.plan(for: Fields.self, comparingClosures: true)
        let offset = MemoryLayout<Fields>.offset(of: \.values) ?? 0
        return ValueIdentity.plan(plan, excluding: offset..<offset + MemoryLayout<[ObjectIdentifier: Any]>.size)
    }()

    /// The storage, copied first if another environment shares it.
    private mutating func mutableStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
        return storage
    }

    /// The values themselves, declared once with their defaults.
    private struct Fields {
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
        var locale: Locale = .phone
        var calendar: Calendar = Calendar(identifier: .gregorian)
        var timeZone: TimeZone = TimeZone(identifier: "UTC")!
        var redactionReasons: RedactionReasons = []
        var isSearching: Bool = false
    }

    private final class Storage {
        /// The defaults, shared by every `EnvironmentValues()` until it changes (never changed
        /// itself: a change copies it first).
        nonisolated(unsafe) static let defaults = Storage(Fields())
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
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
        get { storage.fields.font }
        set { mutableStorage().fields.font = newValue }
    }
    /// Whether controls inside respond (`disabled(_:)` turns it off).
    public var isEnabled: Bool {
        get { storage.fields.isEnabled }
        set { mutableStorage().fields.isEnabled = newValue }
    }
    /// Light or dark: the canvas's scheme (light unless a view prefers dark with
    /// `preferredColorScheme(_:)`), or the one `environment(\.colorScheme, _:)` sets above.
    public var colorScheme: ColorScheme {
        get { storage.fields.colorScheme }
        set { mutableStorage().fields.colorScheme = newValue }
    }
    /// An iPhone in portrait: compact across, regular up and down.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { storage.fields.horizontalSizeClass }
        set { mutableStorage().fields.horizontalSizeClass = newValue }
    }
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { storage.fields.verticalSizeClass }
        set { mutableStorage().fields.verticalSizeClass = newValue }
    }
    /// The scene is always in front in the lab.
    public var scenePhase: ScenePhase {
        get { storage.fields.scenePhase }
        set { mutableStorage().fields.scenePhase = newValue }
    }
    /// Pixels per point of the canvas the lab stands for (an iPhone's 3).
    public var displayScale: CGFloat {
        get { storage.fields.displayScale }
        set { mutableStorage().fields.displayScale = newValue }
    }
    public var layoutDirection: LayoutDirection {
        get { storage.fields.layoutDirection }
        set { mutableStorage().fields.layoutDirection = newValue }
    }
    /// Dismisses the sheet or pushed screen the view is in (elsewhere it does nothing).
    public var dismiss: DismissAction {
        get { storage.fields.dismiss }
        set { mutableStorage().fields.dismiss = newValue }
    }
    /// Whether the view is in a sheet or a pushed screen.
    public var isPresented: Bool {
        get { storage.fields.isPresented }
        set { mutableStorage().fields.isPresented = newValue }
    }
    /// Opens a URL: the lab prints it.
    public var openURL: OpenURLAction {
        get { storage.fields.openURL }
        set { mutableStorage().fields.openURL = newValue }
    }
    /// The accessibility settings, all off as on a default iPhone.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { storage.fields.accessibilityDifferentiateWithoutColor }
        set { mutableStorage().fields.accessibilityDifferentiateWithoutColor = newValue }
    }
    public var accessibilityReduceMotion: Bool {
        get { storage.fields.accessibilityReduceMotion }
        set { mutableStorage().fields.accessibilityReduceMotion = newValue }
    }
    public var accessibilityReduceTransparency: Bool {
        get { storage.fields.accessibilityReduceTransparency }
        set { mutableStorage().fields.accessibilityReduceTransparency = newValue }
    }
    public var accessibilityInvertColors: Bool {
        get { storage.fields.accessibilityInvertColors }
        set { mutableStorage().fields.accessibilityInvertColors = newValue }
    }
    public var accessibilityEnabled: Bool {
        get { storage.fields.accessibilityEnabled }
        set { mutableStorage().fields.accessibilityEnabled = newValue }
    }
    public var accessibilityVoiceOverEnabled: Bool {
        get { storage.fields.accessibilityVoiceOverEnabled }
        set { mutableStorage().fields.accessibilityVoiceOverEnabled = newValue }
    }
    public var legibilityWeight: LegibilityWeight? {
        get { storage.fields.legibilityWeight }
        set { mutableStorage().fields.legibilityWeight = newValue }
    }
    /// The text size people chose: the default, `.large`.
    public var dynamicTypeSize: DynamicTypeSize {
        get { storage.fields.dynamicTypeSize }
        set { mutableStorage().fields.dynamicTypeSize = newValue }
    }
    public var sizeCategory: ContentSizeCategory {
        get { storage.fields.sizeCategory }
        set { mutableStorage().fields.sizeCategory = newValue }
    }
    /// The list's edit mode: not editing.
    public var editMode: Binding<EditMode>? {
        get { storage.fields.editMode }
        set { mutableStorage().fields.editMode = newValue }
    }
    /// The calendar, locale and time zone: fixed, so replays stay the same.
    public var locale: Locale {
        get { storage.fields.locale }
        set { mutableStorage().fields.locale = newValue }
    }
    public var calendar: Calendar {
        get { storage.fields.calendar }
        set { mutableStorage().fields.calendar = newValue }
    }
    public var timeZone: TimeZone {
        get { storage.fields.timeZone }
        set { mutableStorage().fields.timeZone = newValue }
    }
    /// Whether the canvas redraws text as placeholders: never.
    public var redactionReasons: RedactionReasons {
        get { storage.fields.redactionReasons }
        set { mutableStorage().fields.redactionReasons = newValue }
    }
    public var isSearching: Bool {
        get { storage.fields.isSearching }
        set { mutableStorage().fields.isSearching = newValue }
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
