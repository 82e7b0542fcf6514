/// One column of a `LazyVGrid` (or row of a `LazyHGrid`): SwiftUI's `GridItem`.
///
/// ```swift
/// let columns = [GridItem(.adaptive(minimum: 80))]          // as many 80+ pt columns as fit
/// let fixed = [GridItem(.fixed(100)), GridItem(.flexible())]
/// ```
public struct GridItem: Sendable {
    public enum Size: Sendable {
        /// Exactly this many points.
        case fixed(CGFloat)
        /// A share of the space left, between the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items of at least `minimum` as fit, sharing the space.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: Size
    /// Points after this item (nil: 8).
    public var spacing: CGFloat?
    public var alignment: Alignment?
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// The tracks (column widths or row heights) of a lazy grid in a length, with the spacing
/// after each: fixed ones first, adaptive ones as many as fit, flexible ones sharing the rest.
enum GridTracks {
    static let defaultSpacing: CGFloat = 8

    static func resolve(_ items: [GridItem], in length: CGFloat) -> [(size: CGFloat, spacing: CGFloat, alignment: Alignment?)] {
        // Adaptive items expand into as many tracks as fit in the space they share.
        var expanded: [(item: GridItem, size: CGFloat?)] = []
        let fixedTotal = items.reduce(CGFloat(0)) { total, item in
            if case .fixed(let size) = item.size { return total + size + (item.spacing ?? defaultSpacing) }
            return total
        }
        let flexibleCount = items.filter { if case .flexible = $0.size { return true } else { return false } }.count
        let adaptiveCount = items.count - flexibleCount - items.filter { if case .fixed = $0.size { return true } else { return false } }.count
        for item in items {
            switch item.size {
            case .fixed(let size):
                expanded.append((item, size))
            case .flexible:
                expanded.append((item, nil))
            case .adaptive(let minimum, let maximum):
                let spacing = item.spacing ?? defaultSpacing
                let share = max(0, (length - fixedTotal) / CGFloat(max(1, adaptiveCount + flexibleCount)))
                let count = max(1, Int((share + spacing) / (max(1, minimum) + spacing)))
                let size = min(maximum, (share - spacing * CGFloat(count - 1)) / CGFloat(count))
                for _ in 0..<count { expanded.append((item, max(minimum, size))) }
            }
        }
        // Flexible tracks share what is left, within their bounds.
        let spacingTotal = expanded.dropLast().reduce(CGFloat(0)) { $0 + ($1.item.spacing ?? defaultSpacing) }
        var left = length - spacingTotal - expanded.compactMap(\.size).reduce(0, +)
        var open = expanded.indices.filter { expanded[$0].size == nil }
        while !open.isEmpty {
            let share = max(0, left / CGFloat(open.count))
            var settled = false
            for index in open {
                guard case .flexible(let minimum, let maximum) = expanded[index].item.size else { continue }
                let bounded = min(max(share, minimum), maximum)
                if bounded != share {
                    expanded[index].size = bounded
                    left -= bounded
                    open.removeAll { $0 == index }
                    settled = true
                    break
                }
            }
            if !settled {
                for index in open { expanded[index].size = share }
                open = []
            }
        }
        return expanded.map { ($0.size ?? 0, $0.item.spacing ?? defaultSpacing, $0.item.alignment) }
    }
}
