/// A picture: an image file or bundled asset at its own size (or, after `resizable()`, at the
/// size it is offered), or a symbol drawn at the font's size: SwiftUI's `Image`. Symbols
/// (`Image(systemName:)`) are Apple's and not shipped; the lab draws a stand-in for the ones
/// the examples use and a labelled placeholder for any other name.
///
/// ```swift
/// Image("photo").resizable().scaledToFit()
/// Image(systemName: "arrow.triangle.2.circlepath").font(.system(size: 100))
/// ```
public struct Image: View, PrimitiveView {
    enum Source {
        case picture(ImageSource)
        case symbol(String)
    }
    let source: Source
    var isResizable = false
    var contentMode: ContentMode?

    /// An image from the scene's folder or the lab's bundled images, by file name (with or
    /// without its extension).
    public init(_ name: String) { source = .picture(.named(name)) }
    public init(decorative name: String) { self.init(name) }
    public init(systemName: String) { source = .symbol(systemName) }
    /// The picture of a ``UIImage``.
    public init(uiImage: UIImage) { source = .picture(.file(uiImage.path)) }
    public typealias Body = Never

    /// An image that takes the size it is offered instead of its own.
    public func resizable() -> Image { var copy = self; copy.isResizable = true; return copy }

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        switch source {
        case .symbol(let name):
            let color = context.environment.foregroundColor ?? .primary
            context.animate(.foreground, color: color)
            let size = (context.environment.font ?? .body).size * context.environment.imageScale.factor
            nodes.append(context.makeNode(.symbol(name: name, pointSize: size, color: color, resizable: isResizable), label: "Image"))
        case .picture(let picture):
            let file = context.host.imageFile(picture)
            let name: String = switch picture { case .file(let path): path; case .named(let name): name }
            let content = ImageContent(path: file?.path, name: name, naturalSize: file?.size ?? CGSize(width: 100, height: 100),
                                       isResizable: isResizable, contentMode: contentMode)
            nodes.append(context.makeNode(.image(content), label: "Image"))
        }
    }
}

extension Image {
    /// Scales a resizable image to fit (`.fit`) or fill (`.fill`) the proposal, keeping its
    /// aspect ratio.
    public func aspectRatio(contentMode: ContentMode) -> Image { var copy = self; copy.contentMode = contentMode; return copy }
    public func scaledToFit() -> Image { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> Image { aspectRatio(contentMode: .fill) }
}

/// Where an image's pixels come from.
public enum ImageSource: Hashable, Sendable {
    /// A file path.
    case file(String)
    /// A name the host resolves to a file (``ViewHost/assetResolver``).
    case named(String)
}
