/// Options that control how adding a gesture to a view affects other gestures recognized by
/// the view and its subviews.
///
/// ```swift
/// card.gesture(DragGesture(), including: .gesture)   // the card's children stop recognizing
/// ```
public struct GestureMask: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Disable all gestures in the subview hierarchy, including the added gesture.
    public static let none = GestureMask([])
    /// Enable the added gesture but disable all gestures in the subview hierarchy.
    public static let gesture = GestureMask(rawValue: 1)
    /// Enable all gestures in the subview hierarchy but disable the added gesture.
    public static let subviews = GestureMask(rawValue: 2)
    /// Enable both the added gesture and all other gestures on the view and its subviews.
    public static let all = GestureMask(rawValue: 3)

    public var description: String {
        switch rawValue {
        case 0: ".none"
        case 1: ".gesture"
        case 2: ".subviews"
        default: ".all"
        }
    }
}
