import Foundation

/// A colour of the app's asset catalog named by a generated symbol, as Xcode makes one for each
/// colour set (`Color(.brandRed)`, `.foregroundStyle(.brandRed)`): DeveloperToolsSupport's
/// `ColorResource`. In the lab the name is looked up as `Color("BrandRed")` looks it up; the lab
/// makes the symbols from the catalog beside a file, and for the names a file uses.
///
/// ```swift
/// extension ColorResource { static let brandRed = ColorResource(name: "BrandRed", bundle: .main) }
/// Text("Sale").foregroundColor(Color(.brandRed))
/// ```
public struct ColorResource: Hashable, @unchecked Sendable {
    public let name: String
    public init(name: String, bundle: Bundle) { self.name = name }
}

extension Color {
    /// The asset catalog's colour of `resource`.
    public init(_ resource: ColorResource) { self.init(resource.name) }
}

extension UIColor {
    /// The asset catalog's colour of `resource`.
    public convenience init(resource: ColorResource) { self.init(Color(resource)) }
}
