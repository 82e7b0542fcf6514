/// Colour changes to everything a view draws, as SwiftUI's colour-effect modifiers make them:
/// `brightness`, `contrast`, `saturation`, `grayscale`, `hueRotation`, `colorMultiply`,
/// `colorInvert`, `luminanceToAlpha`. Each is a 4 × 5 colour matrix on straight RGBA, applied to
/// the colours the view paints with (fills, strokes, gradient stops, text and symbols). Image
/// pixels are drawn unchanged (a difference the README lists).
///
/// ```swift
/// Image(systemName: "star.fill").grayscale(isLocked ? 1 : 0)
/// ```
struct ColorFilter: Equatable {
    /// Rows for red, green, blue and alpha: four factors (r, g, b, a) and an offset each.
    var rows: [[Double]]

    static let identity = ColorFilter(rows: [[1, 0, 0, 0, 0], [0, 1, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 1, 0]])

    /// The colour through the filter, clamped to 0…1, in each of its appearances.
    func apply(_ color: Color) -> Color {
        var result = Color(vector: apply(color.vector))
        result.darkComponents = color.darkComponents.map(apply)
        return result
    }

    private func apply(_ v: SIMD4<Double>) -> SIMD4<Double> {
        let out = rows.map { row in min(1, max(0, row[0] * v[0] + row[1] * v[1] + row[2] * v[2] + row[3] * v[3] + row[4])) }
        return SIMD4(out[0], out[1], out[2], out[3])
    }

    /// This filter after `inner`: colours go through `inner` first.
    func after(_ inner: ColorFilter) -> ColorFilter {
        var result: [[Double]] = []
        for row in rows {
            var combined = [0.0, 0, 0, 0, row[4]]
            for k in 0..<4 {
                for j in 0..<5 { combined[j] += row[k] * inner.rows[k][j] }
            }
            result.append(combined)
        }
        return ColorFilter(rows: result)
    }

    /// Rec. 709 luma weights, as the colour-effect modifiers use.
    static let luma = (r: 0.2126, g: 0.7152, b: 0.0722)

    static func brightness(_ amount: Double) -> ColorFilter {
        ColorFilter(rows: [[1, 0, 0, 0, amount], [0, 1, 0, 0, amount], [0, 0, 1, 0, amount], [0, 0, 0, 1, 0]])
    }
    static func contrast(_ amount: Double) -> ColorFilter {
        let offset = 0.5 * (1 - amount)
        return ColorFilter(rows: [[amount, 0, 0, 0, offset], [0, amount, 0, 0, offset], [0, 0, amount, 0, offset], [0, 0, 0, 1, 0]])
    }
    static func saturation(_ amount: Double) -> ColorFilter {
        let (r, g, b) = luma, s = amount, t = 1 - amount
        return ColorFilter(rows: [[t * r + s, t * g, t * b, 0, 0], [t * r, t * g + s, t * b, 0, 0],
                                  [t * r, t * g, t * b + s, 0, 0], [0, 0, 0, 1, 0]])
    }
    static func hueRotation(_ radians: Double) -> ColorFilter {
        // The standard hue-rotate matrix (rotation about the grey axis, luma kept).
        let c = cos(radians), s = sin(radians)
        return ColorFilter(rows: [
            [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0],
            [0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0],
            [0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0],
            [0, 0, 0, 1, 0]])
    }
    static func multiply(_ color: Color) -> ColorFilter {
        ColorFilter(rows: [[color.red, 0, 0, 0, 0], [0, color.green, 0, 0, 0], [0, 0, color.blue, 0, 0], [0, 0, 0, color.alpha, 0]])
    }
    static let invert = ColorFilter(rows: [[-1, 0, 0, 0, 1], [0, -1, 0, 0, 1], [0, 0, -1, 0, 1], [0, 0, 0, 1, 0]])
    static let luminanceToAlpha = ColorFilter(rows: [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0],
                                                     [luma.r, luma.g, luma.b, 0, 0]])
}

extension View {
    /// Brightens (positive) or darkens (negative) the view's colours by adding `amount` to each channel.
    public func brightness(_ amount: Double) -> some View { colorFilter(.brightness(amount), "brightness") }
    /// Scales the view's colours away from (above 1) or towards (below 1) middle grey.
    public func contrast(_ amount: Double) -> some View { colorFilter(.contrast(amount), "contrast") }
    /// Scales the view's colour saturation: 0 grey, 1 unchanged, above 1 more vivid.
    public func saturation(_ amount: Double) -> some View { colorFilter(.saturation(amount), "saturation") }
    /// Takes `amount` (0 to 1) of the view's colour away.
    public func grayscale(_ amount: Double) -> some View { colorFilter(.saturation(1 - min(1, max(0, amount))), "grayscale") }
    /// Turns the view's hues by `angle` about the colour wheel.
    public func hueRotation(_ angle: Angle) -> some View { colorFilter(.hueRotation(angle.radians), "hueRotation") }
    /// Multiplies the view's colours by `color`.
    public func colorMultiply(_ color: Color) -> some View {
        // By the colour's shade in the view's scheme.
        ModifierView(content: self, label: "colorMultiply") { context in .colorFilter(.multiply(color.resolved(context.environment.colorScheme))) }
    }
    /// Inverts the view's colours.
    public func colorInvert() -> some View { colorFilter(.invert, "colorInvert") }
    /// Turns the view's brightness into its opacity, black.
    public func luminanceToAlpha() -> some View { colorFilter(.luminanceToAlpha, "luminanceToAlpha") }

    fileprivate func colorFilter(_ filter: ColorFilter, _ label: String) -> some View {
        ModifierView(content: self, label: label) { _ in .colorFilter(filter) }
    }
}
