import CSDL2

/// Textures for lines of text, reused: a line the text cache lets go gives its texture back here,
/// and a later line of about the same size (or a little smaller) is drawn into it, so a panel
/// whose figures change every frame seldom makes or frees a texture once warm (each new string
/// used to, and over an hour of that the window's heap crept up).
struct TextTexturePool {
    /// Pixels: a line's texture is its size rounded up to these steps, so lines of about the
    /// same size share textures (a few figures more or less) at a small cost in unused pixels.
    static let widthStep = 64
    static let heightStep = 8
    /// Most textures kept for reuse (more than the text cache lets go at once: a quarter of
    /// 512).
    static let capacity = 160
    /// Bytes: textures this large or larger are not kept (160 of them stay under 160 MB at worst;
    /// the panel's lines are a few kilobytes).
    static let largestKeptBytes = 1 << 20

    private struct Size: Hashable { var width: Int; var height: Int }
    /// Textures let go, by size, each with the order it came back in (oldest first).
    private var free: [Size: [(texture: Texture, order: Int)]] = [:]
    private var returned = 0
    private(set) var count = 0
    /// Textures made so far (not reused).
    private(set) var made = 0
    /// Transparent pixels for the edge beside a line (see ``texture(for:renderer:)``).
    private var zeros: [UInt32] = []

    /// A texture showing `surface` (a line as SDL_ttf renders it, ARGB8888) in its top-left
    /// corner: one let go of the same rounded size or a little larger if any, else a new one.
    /// Nil if SDL fails.
    mutating func texture(for surface: UnsafeMutablePointer<SDL_Surface>, renderer: OpaquePointer) -> Texture? {
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h)
        guard width > 0, height > 0, surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue
        else { return nil }
        let size = Size(width: (width + Self.widthStep - 1) / Self.widthStep * Self.widthStep,
                        height: (height + Self.heightStep - 1) / Self.heightStep * Self.heightStep)
        let texture: Texture
        if let fitting = fittingSize(for: size), let reused = free[fitting]?.popLast() {
            texture = reused.texture
            count -= 1
        } else {
            // Static: SDL keeps no copy of a static texture's pixels in memory (a streaming one
            // would carry one), and `SDL_UpdateTexture` draws into it all the same.
            guard let handle = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                                 Int32(size.width), Int32(size.height)) else { return nil }
            texture = Texture(handle: handle, owner: nil)
            texture.isReusableText = true
            made += 1
        }
        var area = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
        guard SDL_UpdateTexture(texture.handle, &area, surface.pointee.pixels, surface.pointee.pitch) == 0 else { return nil }
        // A line drawn enlarged or turned is sampled half a texel past its edge: the column and
        // the row beside it are cleared (what an earlier, larger line left further out is never read).
        let allocatedWidth = texture.allocatedWidth, allocatedHeight = texture.allocatedHeight
        if zeros.count < max(allocatedWidth, allocatedHeight) + 1 {
            zeros = [UInt32](repeating: 0, count: max(allocatedWidth, allocatedHeight) + 1)
        }
        zeros.withUnsafeBytes { clear in
            if width < allocatedWidth {
                var column = SDL_Rect(x: Int32(width), y: 0, w: 1, h: Int32(min(height + 1, allocatedHeight)))
                SDL_UpdateTexture(texture.handle, &column, clear.baseAddress, 4)
            }
            if height < allocatedHeight {
                var row = SDL_Rect(x: 0, y: Int32(height), w: Int32(min(width + 1, allocatedWidth)), h: 1)
                SDL_UpdateTexture(texture.handle, &row, clear.baseAddress, Int32(4 * allocatedWidth))
            }
        }
        texture.width = width
        texture.height = height
        return texture
    }

    /// The size of the kept textures to draw a line of `size` (rounded) into: that size if any
    /// are kept, else the smallest kept that holds it with at most twice its pixels, so that a
    /// line of a size nothing else has reuses a larger texture rather than making one.
    private func fittingSize(for size: Size) -> Size? {
        if free[size]?.isEmpty == false { return size }
        var best: Size?
        for (candidate, textures) in free where !textures.isEmpty
            && candidate.width >= size.width && candidate.height >= size.height
            && candidate.width * candidate.height <= 2 * size.width * size.height {
            if let current = best, current.width * current.height <= candidate.width * candidate.height { continue }
            best = candidate
        }
        return best
    }

    /// Takes back a texture of this pool's that no one draws any more. Past the capacity the
    /// texture let go longest ago goes (a line of an odd size that nothing reuses), so that the
    /// sizes in use keep theirs.
    mutating func recycle(_ texture: Texture) {
        // A texture of a megabyte or more (a long line at a large size) is let go, not kept.
        guard texture.isReusableText, texture.allocatedWidth * texture.allocatedHeight * 4 < Self.largestKeptBytes else { return }
        let size = Size(width: texture.allocatedWidth, height: texture.allocatedHeight)
        returned += 1
        free[size, default: []].append((texture, returned))
        count += 1
        guard count > Self.capacity else { return }
        var oldest: Size?, oldestOrder = Int.max
        for (size, textures) in free {
            if let first = textures.first, first.order < oldestOrder { oldest = size; oldestOrder = first.order }
        }
        if let oldest {
            free[oldest]?.removeFirst()
            count -= 1
        }
    }

    /// Destroys every texture kept (before the renderer that made them goes).
    mutating func removeAll() {
        free.removeAll()
        count = 0
    }
}
