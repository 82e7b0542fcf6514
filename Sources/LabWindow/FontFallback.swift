import CSDL2
import CSDL2TTF

/// Text in scripts a face has no glyphs for (Chinese, Japanese, Korean) drawn from a fallback
/// face, and emoji drawn in colour from the emoji face, as a phone falls back to its system
/// fonts: a line is cut into runs, each drawn with the face that has its characters, the runs set
/// side by side on one baseline.
extension Font {
    /// A run of a line and the font handle it is drawn with.
    struct Run {
        var text: String
        var handle: OpaquePointer
        /// The run's pixels to the handle's: the emoji face's bitmaps are scaled to the text's size.
        var scale: Double = 1
    }

    /// Whether `character` is drawn as an emoji: one shown as an emoji by default (🏀), or asked
    /// for as one with the emoji variation selector (❤️). Layout measures by the same rule
    /// (GestureUI's `TextMetrics.isEmoji`).
    static func isEmoji(_ character: Character) -> Bool {
        character.unicodeScalars.contains { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }
    }

    /// `line` cut into runs of the face of `handle`, of the fallback face and of the emoji face
    /// (at `pixelSize`); one run when the face draws every character (always for ASCII) or there
    /// is no other face for what it lacks.
    func runs(_ line: String, handle: OpaquePointer, pixelSize: Int) -> [Run] {
        if line.utf8.allSatisfy({ $0 < 0x80 }) { return [Run(text: line, handle: handle)] }
        /// Whether this face has no glyph for a character that shows (not ASCII, not a space).
        func lacks(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value > 0x7F && !scalar.properties.isWhitespace && TTF_GlyphIsProvided32(handle, scalar.value) == 0
        }
        // The other faces are opened only for a line that needs them.
        let emoji = line.contains(where: Self.isEmoji) ? emojiHandle() : nil
        // The fallback face is for what is left: characters this face lacks that are no emoji.
        let fallback = line.contains { character in
            !(emoji != nil && Self.isEmoji(character)) && character.unicodeScalars.contains(where: lacks)
        } ? fallbackHandle(pixelSize: pixelSize) : nil
        guard emoji != nil || fallback != nil else { return [Run(text: line, handle: handle)] }
        enum Face { case own, fallback, emoji }
        func face(of character: Character) -> Face {
            if let emoji, Self.isEmoji(character), let base = character.unicodeScalars.first,
               TTF_GlyphIsProvided32(emoji, base.value) != 0 { return .emoji }
            if let fallback, character.unicodeScalars.contains(where: { lacks($0) && TTF_GlyphIsProvided32(fallback, $0.value) != 0 }) {
                return .fallback
            }
            return .own
        }
        func run(_ text: String, _ face: Face) -> Run {
            switch face {
            case .own: Run(text: text, handle: handle)
            case .fallback: Run(text: text, handle: fallback!)
            case .emoji: Run(text: text, handle: emoji!, scale: Double(pixelSize) / Double(Font.emojiPixelSize))
            }
        }
        var runs: [Run] = []
        var current = "", currentFace = Face.own
        for character in line {
            // Spaces and marks stay with the run they are in, but for an emoji's (the emoji face's
            // space is an emoji wide).
            let isSpace = character.unicodeScalars.allSatisfy(\.properties.isWhitespace)
            let next = isSpace ? (currentFace == .emoji ? .own : currentFace) : face(of: character)
            if !current.isEmpty && next != currentFace && (!isSpace || currentFace == .emoji) {
                runs.append(run(current, currentFace))
                current = ""
            }
            if current.isEmpty || !isSpace { currentFace = next }
            current.append(character)
        }
        if !current.isEmpty { runs.append(run(current, currentFace)) }
        return runs
    }

    /// Pixels: the width of `line` drawn in runs (``runs(_:handle:pixelSize:)``).
    func lineWidth(_ line: String, handle: OpaquePointer, pixelSize: Int) -> Int32 {
        var total: Int32 = 0
        for run in runs(line, handle: handle, pixelSize: pixelSize) {
            var width: Int32 = 0
            if TTF_SizeUTF8(run.handle, run.text, &width, nil) == 0 { total += Int32((Double(width) * run.scale).rounded()) }
        }
        return total
    }

    /// `line` rasterised in `color` (emoji in their own colours), its runs on one baseline; the
    /// caller frees the surface.
    func renderLine(_ line: String, handle: OpaquePointer, pixelSize: Int, color: SDL_Color) -> UnsafeMutablePointer<SDL_Surface>? {
        let runs = runs(line, handle: handle, pixelSize: pixelSize)
        if runs.count == 1 && runs[0].scale == 1 { return TTF_RenderUTF8_Blended(runs[0].handle, runs[0].text, color) }
        var surfaces: [(surface: UnsafeMutablePointer<SDL_Surface>, ascent: Int32)] = []
        defer { for part in surfaces { SDL_FreeSurface(part.surface) } }
        for run in runs {
            guard var surface = TTF_RenderUTF8_Blended(run.handle, run.text, color) else { return nil }
            if run.scale != 1 {
                let scaled = Self.scaled(surface, by: run.scale)
                SDL_FreeSurface(surface)
                guard let scaled else { return nil }
                surface = scaled
            }
            surfaces.append((surface, Int32((Double(TTF_FontAscent(run.handle)) * run.scale).rounded())))
        }
        if surfaces.count == 1 {
            let only = surfaces.removeFirst().surface
            return only
        }
        let baseline = surfaces.map(\.ascent).max() ?? 0
        let width = surfaces.reduce(0) { $0 + $1.surface.pointee.w }
        let height = surfaces.map { baseline - $0.ascent + $0.surface.pointee.h }.max() ?? 0
        guard width > 0, height > 0,
              let target = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else { return nil }
        var x: Int32 = 0
        for part in surfaces {
            // Runs do not overlap: each is copied as it is, its transparency with it.
            SDL_SetSurfaceBlendMode(part.surface, SDL_BLENDMODE_NONE)
            var place = SDL_Rect(x: x, y: baseline - part.ascent, w: part.surface.pointee.w, h: part.surface.pointee.h)
            SDL_UpperBlit(part.surface, nil, target, &place)
            x += part.surface.pointee.w
        }
        return target
    }

    /// `surface` scaled by `scale`: shrunk, each pixel the average of the pixels it covers,
    /// weighted by their opacity (so edges keep their colour); enlarged, each pixel between its
    /// four nearest. Nil if it could not be made.
    private static func scaled(_ surface: UnsafeMutablePointer<SDL_Surface>, by scale: Double) -> UnsafeMutablePointer<SDL_Surface>? {
        guard let source = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(source) }
        let sw = Int(source.pointee.w), sh = Int(source.pointee.h)
        let tw = max(1, Int((Double(sw) * scale).rounded())), th = max(1, Int((Double(sh) * scale).rounded()))
        guard let target = SDL_CreateRGBSurfaceWithFormat(0, Int32(tw), Int32(th), 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else { return nil }
        SDL_LockSurface(source)
        SDL_LockSurface(target)
        defer {
            SDL_UnlockSurface(target)
            SDL_UnlockSurface(source)
        }
        guard let from = source.pointee.pixels, let to = target.pointee.pixels else { return target }
        let fromPitch = Int(source.pointee.pitch), toPitch = Int(target.pointee.pitch)
        func sourcePixel(_ x: Int, _ y: Int) -> UInt32 {
            from.advanced(by: min(y, sh - 1) * fromPitch).assumingMemoryBound(to: UInt32.self)[min(x, sw - 1)]
        }
        if scale > 1 {
            for ty in 0..<th {
                let fy = max(0, (Double(ty) + 0.5) / scale - 0.5), y0 = Int(fy), wy = fy - Double(y0)
                for tx in 0..<tw {
                    let fx = max(0, (Double(tx) + 0.5) / scale - 0.5), x0 = Int(fx), wx = fx - Double(x0)
                    var a = 0.0, r = 0.0, g = 0.0, b = 0.0
                    func add(_ pixel: UInt32, _ weight: Double) {
                        let alpha = Double(pixel >> 24 & 0xFF) * weight
                        a += alpha
                        r += Double(pixel >> 16 & 0xFF) * alpha
                        g += Double(pixel >> 8 & 0xFF) * alpha
                        b += Double(pixel & 0xFF) * alpha
                    }
                    add(sourcePixel(x0, y0), (1 - wx) * (1 - wy))
                    add(sourcePixel(x0 + 1, y0), wx * (1 - wy))
                    add(sourcePixel(x0, y0 + 1), (1 - wx) * wy)
                    add(sourcePixel(x0 + 1, y0 + 1), wx * wy)
                    let out = a < 0.5 ? 0 : UInt32(a.rounded()) << 24 | UInt32((r / a).rounded()) << 16 | UInt32((g / a).rounded()) << 8 | UInt32((b / a).rounded())
                    to.advanced(by: ty * toPitch).assumingMemoryBound(to: UInt32.self)[tx] = out
                }
            }
            return target
        }
        for ty in 0..<th {
            let y0 = ty * sh / th, y1 = max(y0 + 1, (ty + 1) * sh / th)
            for tx in 0..<tw {
                let x0 = tx * sw / tw, x1 = max(x0 + 1, (tx + 1) * sw / tw)
                var a = 0, r = 0, g = 0, b = 0
                for y in y0..<y1 {
                    let row = from.advanced(by: y * fromPitch).assumingMemoryBound(to: UInt32.self)
                    for x in x0..<x1 {
                        let pixel = Int(row[x]), alpha = pixel >> 24 & 0xFF
                        a += alpha
                        r += (pixel >> 16 & 0xFF) * alpha
                        g += (pixel >> 8 & 0xFF) * alpha
                        b += (pixel & 0xFF) * alpha
                    }
                }
                let count = (y1 - y0) * (x1 - x0)
                let out = a == 0 ? 0 : UInt32(a / count) << 24 | UInt32(r / a) << 16 | UInt32(g / a) << 8 | UInt32(b / a)
                to.advanced(by: ty * toPitch).assumingMemoryBound(to: UInt32.self)[tx] = out
            }
        }
        return target
    }
}
