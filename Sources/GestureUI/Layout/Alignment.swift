/// Where a child sits in a larger space, across each axis: SwiftUI's `Alignment` with its
/// `HorizontalAlignment` and `VerticalAlignment`.
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// Whether aligning by this needs views' guides (a custom or baseline guide), not only
    /// their sizes.
    var needsGuides: Bool { horizontal.custom != nil || vertical.custom != nil }

    /// The offset of a child of `child` size inside `container` (built-in guides only; see
    /// ``LayoutEngine/alignedOffset(_:size:in:_:)`` for a view's own guides).
    func offset(of child: CGSize, in container: CGSize) -> CGPoint {
        CGPoint(x: (container.width - child.width) * horizontal.fraction,
                y: (container.height - child.height) * vertical.fraction)
    }
}

/// Alignment across a vertical stack (and the horizontal part of ``Alignment``): a built-in
/// guide at a fraction of a view's width, or one of your own (`HorizontalAlignment(MyID.self)`).
public struct HorizontalAlignment: Equatable, Sendable {
    /// 0 leading, 0.5 centre, 1 trailing (left to right); a custom guide's containers count it
    /// as centred where they have spare room.
    let fraction: CGFloat
    let custom: CustomGuide?
    init(fraction: CGFloat) {
        self.fraction = fraction
        custom = nil
    }
    /// A guide of your own, whose value in a view without an explicit one is `id`'s default.
    public init(_ id: any AlignmentID.Type) {
        fraction = 0.5
        custom = CustomGuide(id)
    }
    public static let leading = HorizontalAlignment(fraction: 0)
    public static let center = HorizontalAlignment(fraction: 0.5)
    public static let trailing = HorizontalAlignment(fraction: 1)
    /// The leading and trailing ends of a list row's separator (the row's edges here).
    public static let listRowSeparatorLeading = HorizontalAlignment.leading
    public static let listRowSeparatorTrailing = HorizontalAlignment.trailing

    var guide: GuideID { custom.map { .custom($0.id) } ?? .horizontal(fraction) }
    /// The guide's value in a view with no explicit one.
    func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
        custom?.type.defaultValue(in: dimensions) ?? dimensions.width * fraction
    }
}

/// Alignment across a horizontal stack (and the vertical part of ``Alignment``): a built-in
/// guide at a fraction of a view's height, a text baseline, or one of your own.
public struct VerticalAlignment: Equatable, Sendable {
    /// 0 top, 0.5 centre, 1 bottom; a custom guide's containers count it as centred where they
    /// have spare room.
    let fraction: CGFloat
    let custom: CustomGuide?
    init(fraction: CGFloat) {
        self.fraction = fraction
        custom = nil
    }
    /// A guide of your own, whose value in a view without an explicit one is `id`'s default.
    public init(_ id: any AlignmentID.Type) {
        fraction = 0.5
        custom = CustomGuide(id)
    }
    public static let top = VerticalAlignment(fraction: 0)
    public static let center = VerticalAlignment(fraction: 0.5)
    public static let bottom = VerticalAlignment(fraction: 1)
    /// The baseline of a text's first line (other views: their bottom).
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    /// The baseline of a text's last line (other views: their bottom).
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)

    var guide: GuideID { custom.map { .custom($0.id) } ?? .vertical(fraction) }
    /// The guide's value in a view with no explicit one.
    func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
        custom?.type.defaultValue(in: dimensions) ?? dimensions.height * fraction
    }
}

/// A type that names an alignment guide and says where it falls in a view that does not set it:
/// SwiftUI's `AlignmentID`.
///
/// ```swift
/// extension VerticalAlignment {
///     private enum CardMiddle: AlignmentID {
///         static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
///     }
///     static let cardMiddle = VerticalAlignment(CardMiddle.self)
/// }
/// ```
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

private enum FirstTextBaseline: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.firstBaseline ?? context.height }
}
private enum LastTextBaseline: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.lastBaseline ?? context.height }
}

/// A custom guide: its `AlignmentID` type, compared by identity.
struct CustomGuide: Equatable, @unchecked Sendable {
    let id: ObjectIdentifier
    let type: any AlignmentID.Type
    init(_ type: any AlignmentID.Type) {
        id = ObjectIdentifier(type)
        self.type = type
    }
    static func == (lhs: CustomGuide, rhs: CustomGuide) -> Bool { lhs.id == rhs.id }
}

/// Which guide an explicit value (`alignmentGuide`) is for.
enum GuideID: Hashable, Sendable {
    case horizontal(CGFloat)
    case vertical(CGFloat)
    case custom(ObjectIdentifier)
}

/// The horizontal or vertical dimension.
public enum Axis: Sendable {
    case horizontal, vertical
    /// A set of axes (a `ScrollView`'s).
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// How an image fits a proposal (`scaledToFit`, `scaledToFill`).
public enum ContentMode: Sendable { case fit, fill }
