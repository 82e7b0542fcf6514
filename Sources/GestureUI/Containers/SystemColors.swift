/// iOS's light-mode system colours that the built-in containers draw with.
extension Color {
    /// Behind grouped lists and forms (#F2F2F7).
    static let groupedBackground = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
    /// Row separators (#C6C6C8).
    static let separatorColor = Color(red: 198 / 255, green: 198 / 255, blue: 200 / 255)
    /// Secondary labels: section headers, placeholders (#3C3C43 at 60 %).
    static let secondaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)
    /// Fill behind controls such as a segmented picker (#767680 at 12 %).
    static let controlFill = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)
    /// Bars at the top and bottom (#F9F9F9 at 94 %).
    static let barBackground = Color(red: 249 / 255, green: 249 / 255, blue: 249 / 255, opacity: 0.94)
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
