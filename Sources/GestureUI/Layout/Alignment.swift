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

    /// The offset of a child of `child` size inside `container`.
    func offset(of child: CGSize, in container: CGSize) -> CGPoint {
        CGPoint(x: (container.width - child.width) * horizontal.fraction,
                y: (container.height - child.height) * vertical.fraction)
    }
}

/// Alignment across a vertical stack (and the horizontal part of ``Alignment``).
public struct HorizontalAlignment: Equatable, Sendable {
    /// 0 leading, 0.5 centre, 1 trailing (left to right).
    let fraction: CGFloat
    public static let leading = HorizontalAlignment(fraction: 0)
    public static let center = HorizontalAlignment(fraction: 0.5)
    public static let trailing = HorizontalAlignment(fraction: 1)
}

/// Alignment across a horizontal stack (and the vertical part of ``Alignment``).
public struct VerticalAlignment: Equatable, Sendable {
    /// 0 top, 0.5 centre, 1 bottom.
    let fraction: CGFloat
    public static let top = VerticalAlignment(fraction: 0)
    public static let center = VerticalAlignment(fraction: 0.5)
    public static let bottom = VerticalAlignment(fraction: 1)
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
