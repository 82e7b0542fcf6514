/// iOS's system colours that the built-in views draw with, each in light and dark mode.
extension Color {
    /// Behind a view: white, black in dark mode (`systemBackground`).
    static let systemBackground = Color(hex: 0xFFFFFF, dark: 0x000000)
    /// Behind a view's secondary parts: a group box (#F2F2F7; #1C1C1E in dark mode).
    static let secondarySystemBackground = Color(hex: 0xF2F2F7, dark: 0x1C1C1E)
    /// Behind grouped lists and forms (#F2F2F7; black in dark mode).
    static let groupedBackground = Color(hex: 0xF2F2F7, dark: 0x000000)
    /// A grouped list's rows, a raised card such as a sheet (white; #1C1C1E in dark mode).
    static let raisedBackground = Color(hex: 0xFFFFFF, dark: 0x1C1C1E)
    /// Row separators (#C6C6C8; #38383A in dark mode).
    static let separatorColor = Color(hex: 0xC6C6C8, dark: 0x38383A)
    /// Thin lines inside controls, a `Divider` (#3C3C43 at 29 %; #545458 at 60 % in dark mode).
    static let hairline = Color(hex: 0x3C3C43, opacity: 0.29, dark: 0x545458, darkOpacity: 0.6)
    /// Disabled labels and placeholders (#3C3C43 at 30 %; #EBEBF5 at 30 %).
    static let tertiaryLabel = Color(hex: 0x3C3C43, opacity: 0.3, dark: 0xEBEBF5)
    /// Fill behind controls such as a segmented picker or a search field (#767680 at 12 %; 24 %).
    static let controlFill = Color(hex: 0x767680, opacity: 0.12, dark: 0x767680, darkOpacity: 0.24)
    /// A track's unfilled part: a slider's, a progress bar's (#787880 at 20 %; 36 %).
    static let trackFill = Color(hex: 0x787880, opacity: 0.2, dark: 0x787880, darkOpacity: 0.36)
    /// A switch that is off (#787880 at 16 %; 32 %).
    static let switchOffFill = Color(hex: 0x787880, opacity: 0.16, dark: 0x787880, darkOpacity: 0.32)
    /// Bars at the top and bottom (#F9F9F9 at 94 %; #1C1C1E at 94 %).
    static let barBackground = Color(hex: 0xF9F9F9, opacity: 0.94, dark: 0x1C1C1E)
    /// An alert's or a menu's card (#F7F7F7; #2C2C2E in dark mode).
    static let cardBackground = Color(hex: 0xF7F7F7, dark: 0x2C2C2E)
    /// The shade over what a sheet or an alert covers (black at 20 %; 48 % in dark mode).
    static let dimming = Color(hex: 0x000000, opacity: 0.2, dark: 0x000000, darkOpacity: 0.48)
    /// A segmented picker's chosen segment (white; #636366 in dark mode).
    static let segmentSelection = Color(hex: 0xFFFFFF, dark: 0x636366)
    /// A tab bar's tabs but the chosen one (#999999; #8E8E93 in dark mode).
    static let unselectedTab = Color(hex: 0x999999, dark: 0x8E8E93)
    /// A sheet's grabber (#CCCCCC; #5A5A5E in dark mode).
    static let grabber = Color(hex: 0xCCCCCC, dark: 0x5A5A5E)
    /// A spinner's spokes, before each takes its own opacity (#3C3C43; #EBEBF5 in dark mode).
    static let spinnerSpoke = Color(hex: 0x3C3C43, dark: 0xEBEBF5)
}

extension EnvironmentValues {
    /// Whether the views are rows of a `List` or `Form` (sections style their headers so).
    var isInList: Bool {
        get { self[IsInListKey.self] }
        set { self[IsInListKey.self] = newValue }
    }
}

private struct IsInListKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether `ForEach` rows should carry their ids (a `Picker`'s or `TabView`'s implicit tags).
    var marksRowIDs: Bool {
        get { self[MarksRowIDsKey.self] }
        set { self[MarksRowIDsKey.self] = newValue }
    }
    /// Whether `ForEach` rows should carry their element offsets (`onDelete`).
    var marksRowOffsets: Bool {
        get { self[MarksRowOffsetsKey.self] }
        set { self[MarksRowOffsetsKey.self] = newValue }
    }
}
private struct MarksRowIDsKey: EnvironmentKey { static let defaultValue = false }
private struct MarksRowOffsetsKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// `tint(_:)`: the colour controls use instead of the accent colour.
    var tintColor: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}
private struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }

extension EnvironmentValues {
    /// Whether the views are built but not shown (a `TabView`'s other tabs, the screens under a
    /// pushed one): they keep their state, but do not appear or present anything.
    var isOffscreen: Bool {
        get { self[OffscreenKey.self] }
        set { self[OffscreenKey.self] = newValue }
    }
}
private struct OffscreenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the views are built only to read what they carry (a `TabView` reading its tabs'
    /// tags): no lifecycle action runs or is noted.
    var isProbing: Bool {
        get { self[ProbingKey.self] }
        set { self[ProbingKey.self] = newValue }
    }
}
private struct ProbingKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The colour a control's label takes when no foreground colour is set: the tint, else the
    /// accent colour.
    var controlTint: Color { tintColor ?? .accentColor }
    /// Gives the views inside a control's default colour (`color`, else the control tint)
    /// unless a foreground colour is set above.
    mutating func defaultForeground(_ color: Color? = nil) {
        if foregroundColor == nil { foregroundColor = color ?? controlTint }
    }
}

extension EnvironmentValues {
    /// `scrollContentBackground(.hidden)`: lists and forms inside leave out their grey.
    var hidesScrollContentBackground: Bool {
        get { self[HidesScrollContentBackgroundKey.self] }
        set { self[HidesScrollContentBackgroundKey.self] = newValue }
    }
}
private struct HidesScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = false }
