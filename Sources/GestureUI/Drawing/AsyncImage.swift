import Foundation

/// A picture loaded from a URL: SwiftUI's `AsyncImage`. The lab reads pictures from files only
/// and never from the network, so that a replay is the same on any machine: a `file:` URL of a
/// PNG, JPEG or BMP shows its picture at once (`.success`), a missing file fails (`.failure`),
/// and any other URL stays `.empty`, showing the placeholder (by default iOS's grey).
///
/// ```swift
/// AsyncImage(url: URL(string: "https://example.com/avatar.png")) { image in
///     image.resizable().scaledToFill()
/// } placeholder: {
///     ProgressView()
/// }
/// .frame(width: 64, height: 64)
/// ```
public struct AsyncImage<Content: View>: View {
    let phase: AsyncImagePhase
    let content: (AsyncImagePhase) -> Content

    /// The picture's phase for `url`: loaded, failed, or waiting.
    static func phase(of url: URL?) -> AsyncImagePhase {
        guard let url, url.isFileURL else { return .empty }
        guard let picture = UIImage(contentsOfFile: url.path) else { return .failure(AsyncImageError.unreadable(url.path)) }
        return .success(Image(uiImage: picture))
    }

    public var body: some View { content(phase) }
}

extension AsyncImage {
    /// The picture, or a placeholder while there is none.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        phase = Self.phase(of: url)
        self.content = { phase in
            if let image = phase.image { ViewBuilder.buildEither(first: content(image)) } else { ViewBuilder.buildEither(second: placeholder()) }
        }
    }

    /// A view for each phase of the load.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        phase = Self.phase(of: url)
        self.content = content
    }
}

extension AsyncImage where Content == _ConditionalContent<Image, Color> {
    /// The picture at its own size, or iOS's grey placeholder while there is none.
    public init(url: URL?, scale: CGFloat = 1) {
        phase = Self.phase(of: url)
        content = { phase in
            if let image = phase.image { ViewBuilder.buildEither(first: image) } else { ViewBuilder.buildEither(second: Color.controlFill) }
        }
    }
}

/// Where a picture's load is: SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(Error)

    /// The picture, once loaded.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }
    /// Why the load failed, if it did.
    public var error: Error? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// Why a picture did not load.
enum AsyncImageError: Error, CustomStringConvertible {
    /// The file is missing or not a PNG, JPEG or BMP picture.
    case unreadable(String)
    var description: String {
        switch self {
        case .unreadable(let path): "cannot read a picture from \(path)"
        }
    }
}

extension Color {
    /// iOS's grey for a picture not yet loaded (a system fill).
}
