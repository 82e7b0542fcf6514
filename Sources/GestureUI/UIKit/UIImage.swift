/// A picture in memory, as UIKit's `UIImage` is to SwiftUI's `Image(uiImage:)`: here a checked
/// image file (PNG, JPEG or BMP), for example code that loads its pictures this way.
///
/// ```swift
/// let photo = UIImage(named: "photo.jpg")   // the scene's folder, then the lab's images
/// ```
public final class UIImage {
    /// The file the picture is read from.
    public let path: String
    /// Points: the pixels over ``scale``.
    public let size: CGSize
    /// Pixels a point: 2 or 3 for a picture made for such screens (`photo@2x.png`, or an asset
    /// catalog's 2x or 3x picture), else 1.
    public let scale: CGFloat

    /// The image file `path`, or nil if it is missing or not a picture.
    public init?(contentsOfFile path: String) {
        guard let measured = ImageFileSize.measure(path) else { return nil }
        self.path = path
        size = measured.points
        scale = measured.scale
    }

    /// A bundled picture by name (Xcode's image literals): drawn as a labelled placeholder when
    /// the lab finds no such picture.
    public init(imageLiteralResourceName name: String) {
        let path = HostContext.current?.resolveAsset(name) ?? name
        self.path = path
        let measured = ImageFileSize.measure(path)
        size = measured?.points ?? CGSize(width: 100, height: 100)
        scale = measured?.scale ?? 1
    }

    /// An empty picture (a placeholder until one is drawn or loaded).
    public init() {
        path = ""
        size = .zero
        scale = 1
    }

    /// A symbol as a picture: the lab draws symbols as views, so this is a placeholder of the
    /// symbol's name (nil never: every name makes one).
    public convenience init?(systemName name: String) {
        self.init(imageLiteralResourceName: name)
    }

    /// A bundled picture by name, looked up as `Image("name")` looks it up.
    public convenience init?(named name: String) {
        guard let path = HostContext.current?.resolveAsset(name) else { return nil }
        self.init(contentsOfFile: path)
    }
}
