import Foundation

/// An image of the app's asset catalog named by a generated symbol, as Xcode makes one for each
/// image set (`Image(.mountains)`): DeveloperToolsSupport's `ImageResource`. In the lab the
/// name is looked up as `Image("mountains")` looks it up; the lab makes the symbols a file uses.
///
/// ```swift
/// extension ImageResource { static let mountains = ImageResource(name: "mountains", bundle: .main) }
/// Image(.mountains).resizable().scaledToFill()
/// ```
public struct ImageResource: Hashable, @unchecked Sendable {
    public let name: String
    public init(name: String, bundle: Bundle) { self.name = name }
}

extension Image {
    /// The asset catalog's image of `resource`.
    public init(_ resource: ImageResource) { self.init(resource.name) }
}

extension UIImage {
    /// The asset catalog's image of `resource` (never nil, as in UIKit: a labelled placeholder
    /// when the lab finds no such picture).
    public convenience init(resource: ImageResource) { self.init(imageLiteralResourceName: resource.name) }
}
