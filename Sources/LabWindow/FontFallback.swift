import CSDL2
import CSDL2TTF

/// Text in scripts a face has no glyphs for (Chinese, Japanese, Korean) drawn from a fallback
/// face, as a phone falls back to its system fonts: a line is cut into runs, each drawn with the
/// first face that has its characters, the runs set side by side on one baseline.
extension Font {
    /// A run of a line and the font handle it is drawn with.
    struct Run {
        var text: String
        var handle: OpaquePointer
    }

    /// `line` cut into runs of the face of `handle` and of the fallback face (at `pixelSize`);
    /// one run when the face has every character (always for ASCII) or there is no fallback.
    func runs(_ line: String, handle: OpaquePointer, pixelSize: Int) -> [Run] {
        if line.utf8.allSatisfy({ $0 < 0x80 }) { return [Run(text: line, handle: handle)] }
        /// Whether this face has no glyph for a character that shows (not ASCII, not a space).
        func lacks(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value > 0x7F && !scalar.properties.isWhitespace && TTF_GlyphIsProvided32(handle, scalar.value) == 0
        }
        // The fallback face is opened only for a line this face cannot draw whole.
        guard line.unicodeScalars.contains(where: lacks), let fallback = fallbackHandle(pixelSize: pixelSize) else {
            return [Run(text: line, handle: handle)]
        }
        var runs: [Run] = []
        var current = "", currentIsFallback = false
        for character in line {
            // A character the face lacks that the fallback has goes to the fallback; spaces and
            // marks stay with the run they are in.
            let needsFallback = character.unicodeScalars.contains { lacks($0) && TTF_GlyphIsProvided32(fallback, $0.value) != 0 }
            let isSpace = character.unicodeScalars.allSatisfy(\.properties.isWhitespace)
            if !current.isEmpty && !isSpace && needsFallback != currentIsFallback {
                runs.append(Run(text: current, handle: currentIsFallback ? fallback : handle))
                current = ""
            }
            if current.isEmpty || !isSpace { currentIsFallback = isSpace ? currentIsFallback : needsFallback }
            current.append(character)
        }
        if !current.isEmpty { runs.append(Run(text: current, handle: currentIsFallback ? fallback : handle)) }
        return runs
    }

    /// Pixels: the width of `line` drawn in runs (``runs(_:handle:pixelSize:)``).
    func lineWidth(_ line: String, handle: OpaquePointer, pixelSize: Int) -> Int32 {
        var total: Int32 = 0
        for run in runs(line, handle: handle, pixelSize: pixelSize) {
            var width: Int32 = 0
            if TTF_SizeUTF8(run.handle, run.text, &width, nil) == 0 { total += width }
        }
        return total
    }

    /// `line` rasterised in `color`, its runs on one baseline; the caller frees the surface.
    func renderLine(_ line: String, handle: OpaquePointer, pixelSize: Int, color: SDL_Color) -> UnsafeMutablePointer<SDL_Surface>? {
        let runs = runs(line, handle: handle, pixelSize: pixelSize)
        if runs.count == 1 { return TTF_RenderUTF8_Blended(runs[0].handle, runs[0].text, color) }
        var surfaces: [(surface: UnsafeMutablePointer<SDL_Surface>, ascent: Int32)] = []
        defer { for part in surfaces { SDL_FreeSurface(part.surface) } }
        for run in runs {
            guard let surface = TTF_RenderUTF8_Blended(run.handle, run.text, color) else { return nil }
            surfaces.append((surface, TTF_FontAscent(run.handle)))
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
}
