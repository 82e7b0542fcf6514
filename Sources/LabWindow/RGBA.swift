/// An 8-bit-per-channel colour with straight (non-premultiplied) alpha.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    /// A colour from its channels; alpha defaults to opaque.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional, hex digits in either case).
    ///
    /// Returns nil for any other length or a non-hex digit. `#RGB` doubles each digit.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.first == "#" { digits = digits.dropFirst() }
        var values: [UInt8] = []
        values.reserveCapacity(8)
        for character in digits {
            guard let value = character.hexDigitValue, character.isASCII else { return nil }
            values.append(UInt8(value))
        }
        switch values.count {
        case 3:
            self.init(r: values[0] * 17, g: values[1] * 17, b: values[2] * 17)
        case 6, 8:
            func byte(_ index: Int) -> UInt8 { values[index] << 4 | values[index + 1] }
            self.init(r: byte(0), g: byte(2), b: byte(4), a: values.count == 8 ? byte(6) : 255)
        default:
            return nil
        }
    }

    /// The same colour with another alpha.
    public func withAlpha(_ alpha: UInt8) -> RGBA {
        RGBA(r: r, g: g, b: b, a: alpha)
    }

    /// The same colour with its alpha multiplied by `opacity` (clamped to 0...1).
    public func withOpacity(_ opacity: Double) -> RGBA {
        let clamped = min(max(opacity, 0), 1)
        return withAlpha(UInt8((Double(a) * clamped).rounded()))
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque, in upper case.
    public var description: String {
        func hex(_ v: UInt8) -> String {
            let digits = Array("0123456789ABCDEF")
            return String([digits[Int(v >> 4)], digits[Int(v & 15)]])
        }
        return "#" + hex(r) + hex(g) + hex(b) + (a == 255 ? "" : hex(a))
    }

    public static let black = RGBA(r: 0, g: 0, b: 0)
    public static let white = RGBA(r: 255, g: 255, b: 255)
    public static let clear = RGBA(r: 0, g: 0, b: 0, a: 0)
    public static let red = RGBA(r: 255, g: 59, b: 48)
    public static let orange = RGBA(r: 255, g: 149, b: 0)
    public static let yellow = RGBA(r: 255, g: 204, b: 0)
    public static let green = RGBA(r: 52, g: 199, b: 89)
    public static let teal = RGBA(r: 48, g: 176, b: 199)
    public static let blue = RGBA(r: 52, g: 120, b: 246)
    public static let purple = RGBA(r: 175, g: 82, b: 222)
    public static let pink = RGBA(r: 255, g: 45, b: 85)
    public static let gray = RGBA(r: 142, g: 142, b: 147)
    public static let darkGray = RGBA(r: 44, g: 44, b: 46)
}
