/// Modifiers with no meaning in the lab, accepted so that code written for iOS builds
/// unchanged: each returns the view as it is (the README lists them).
extension View {
    /// Hides the view but keeps its space: drawn at no opacity, and so never hit.
    public func hidden() -> some View { opacity(0) }
    public func redacted(reason: RedactionReasons) -> some View { self }
    public func unredacted() -> some View { self }
    /// Turns a scroll view's scrolling off: accepted (the lab's scroll views always scroll).
    public func scrollDisabled(_ disabled: Bool) -> some View { self }
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }
    /// Pull to refresh: accepted (the action is not run).
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
    public func onContinuousHover(perform action: @escaping (HoverPhase) -> Void) -> some View { self }
    public func accentColor(_ accentColor: Color?) -> some View { self }
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    public func headerProminence(_ prominence: Prominence) -> some View { self }
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
    public func labelsHidden() -> some View { self }
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View { self }
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { self }
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { self }
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View { self }
}

public enum ScrollIndicatorVisibility: Sendable { case automatic, visible, hidden, never }
public struct ScrollBounceBehavior: Sendable {
    public static let automatic = ScrollBounceBehavior(), always = ScrollBounceBehavior(), basedOnSize = ScrollBounceBehavior()
}
public enum HoverPhase: Sendable, Equatable { case active(CGPoint), ended }
public enum Prominence: Sendable { case standard, increased }

public protocol LabelStyle {}
public struct DefaultLabelStyle: LabelStyle { public init() {} }
public struct IconOnlyLabelStyle: LabelStyle { public init() {} }
public struct TitleOnlyLabelStyle: LabelStyle { public init() {} }
public struct TitleAndIconLabelStyle: LabelStyle { public init() {} }
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }

public protocol ToggleStyle {}
public struct SwitchToggleStyle: ToggleStyle { public init(tint: Color? = nil) {} }
public struct DefaultToggleStyle: ToggleStyle { public init() {} }
public struct ButtonToggleStyle: ToggleStyle { public init() {} }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }

public protocol ProgressViewStyle {}
public struct LinearProgressViewStyle: ProgressViewStyle { public init(tint: Color? = nil) {} }
public struct CircularProgressViewStyle: ProgressViewStyle { public init(tint: Color? = nil) {} }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { .init() } }

public protocol DatePickerStyle {}
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }

public protocol MenuStyle {}
public struct DefaultMenuStyle: MenuStyle { public init() {} }
public struct ButtonMenuStyle: MenuStyle { public init() {} }
extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { .init() } }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { .init() } }

public protocol GroupBoxStyle {}
public struct DefaultGroupBoxStyle: GroupBoxStyle { public init() {} }
extension GroupBoxStyle where Self == DefaultGroupBoxStyle { public static var automatic: DefaultGroupBoxStyle { .init() } }
