/// A geometric value of a view (its bounds, a point of it) that a view higher up can turn into
/// its own coordinates: SwiftUI's `Anchor`. Read it with a `GeometryProxy`'s subscript.
///
/// ```swift
/// .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
/// .overlayPreferenceValue(BoundsKey.self) { anchor in
///     GeometryReader { proxy in Rectangle().stroke().frame(width: proxy[anchor!].width) }
/// }
/// ```
public struct Anchor<Value> {
    /// The value in the scene's coordinates.
    let sceneValue: Value

    /// Which geometric value of a view an anchor takes.
    public struct Source {
        let make: (CGRect) -> Value
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { .init { $0 } }
    /// A rectangle in the view's own coordinates.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
        .init { CGRect(x: $0.minX + rect.minX, y: $0.minY + rect.minY, width: rect.width, height: rect.height) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A unit point of the view.
    public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source {
        .init { CGPoint(x: $0.minX + point.x * $0.width, y: $0.minY + point.y * $0.height) }
    }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source { .init { CGPoint(x: $0.minX + point.x, y: $0.minY + point.y) } }
}
