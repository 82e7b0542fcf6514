import Foundation

/// Colours by name from an asset catalog: SwiftUI's `Color(_:bundle:)` and UIKit's
/// `UIColor(named:)`. The lab's host finds `NAME.colorset` in an `.xcassets` folder beside the
/// file (``ViewHost/colorResolver``); a name it cannot find is named once on standard error, and
/// `Color` draws it in iOS's system grey (`UIColor(named:)` is nil).
///
/// ```swift
/// Text("Hello").foregroundColor(Color("AccentBlue"))
/// ```
extension Color {
    public init(_ name: String, bundle: Bundle? = nil) {
        self = NamedColors.lookup(name) ?? NamedColors.missing
    }
}

extension UIColor {
    /// The catalog's colour of that name; nil when there is none (so `?? .systemBlue` works).
    public convenience init?(named name: String) {
        guard let color = NamedColors.lookup(name) else { return nil }
        self.init(color)
    }
}

/// `#colorLiteral(red:green:blue:alpha:)` is a `UIColor`, as where UIKit is imported; it also
/// makes a `Color` where one is expected.
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

extension Color: _ExpressibleByColorLiteral {
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(.sRGB, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}

/// `#imageLiteral(resourceName:)` is a `UIImage`, as where UIKit is imported.
public typealias _ImageLiteralType = UIImage

extension UIImage: _ExpressibleByImageLiteral {}

enum NamedColors {
    /// iOS's `systemGray`: what a colour the catalog does not have is drawn as.
    static let missing = Color(.sRGB, red: 0.557, green: 0.557, blue: 0.576)
    private static let lock = NSLock()
    nonisolated(unsafe) private static var reported: Set<String> = []

    /// The host's colour of that name, else nil (said once on standard error).
    static func lookup(_ name: String) -> Color? {
        if let color = HostContext.current?.host?.colorResolver(name) { return color }
        let first = lock.withLock { reported.insert(name).inserted }
        if first {
            FileHandle.standardError.write(Data("gesture-lab: no colour named \"\(name)\" in an asset catalog beside the file\n".utf8))
        }
        return nil
    }
}
