// SF Symbols drawn as icon-font glyphs: this file maps a name to a glyph and draws it tinted.
import CSDL2
import CSDL2TTF

/// SF Symbols drawn as glyphs of an open icon font (Material Icons, ``SymbolGlyphs``), tinted by
/// the symbol's colour.
extension Canvas {
    /// The name whose glyph draws the symbol `name`: its own, else its nearest relative's
    /// (`tray.circle.fill` -> `tray.fill`), else nil.
    public static func glyphName(forSymbol name: String) -> String? { SymbolGlyphs.nearestName(to: name) }

    /// Draws the symbol `name` from `icons` (an icon font) filling `frame`: the icon itself, five
    /// sixths of the glyph's em (the font's padding around it), fills the frame's shorter side
    /// (a symbol's frame at a point size is 1.2 em by 1 em), tinted `color`. False when
    /// no glyph stands for the name (none mapped, or the font lacks it) or it could not be
    /// rendered; true, drawing nothing, for a frame under a pixel.
    ///
    /// ```swift
    /// canvas.drawSymbol("heart.fill", icons: icons, in: frame, color: .red)
    /// ```
    @discardableResult
    public func drawSymbol(_ name: String, icons: Font, in frame: ShapeFrame, color: RGBA) -> Bool {
        guard let codepoint = SymbolGlyphs.codepoints[name] else { return false }
        let em = min(frame.width, frame.height) * Self.iconEmPerSide * frame.scale * pixelScale
        guard em.isFinite else { return false }
        guard em >= 1 else { return true }   // too small to show
        guard let texture = glyphTexture(codepoint, icons: icons, pixelSize: Font.pixelSize(for: em)) else { return false }
        SDL_SetTextureColorMod(texture.handle, color.r, color.g, color.b)
        SDL_SetTextureAlphaMod(texture.handle, color.a)
        // Enlarged past the largest rasterised size: the texture is stretched to the em.
        let side = em, scale = side / Double(max(texture.width, texture.height))
        let width = Double(texture.width) * scale, height = Double(texture.height) * scale
        copy(texture, to: (frame.centerX * pixelScale - width / 2, frame.centerY * pixelScale - height / 2, width, height),
             rotationDegrees: frame.rotationDegrees, centre: (width / 2, height / 2))
        return true
    }

    /// The icon font's em to the icon it holds (a 24-unit em around a 20-unit icon).
    static let iconEmPerSide = 1.2

    /// A glyph rendered white at `pixelSize`, from the text cache (tinted when drawn).
    private func glyphTexture(_ codepoint: UInt32, icons: Font, pixelSize: Int) -> Texture? {
        guard let scalar = Unicode.Scalar(codepoint) else { return nil }
        let key = TextCacheKey(text: String(scalar), color: .white, fontPath: icons.path, pixelSize: pixelSize)
        if let texture = cachedText(key) { return texture }
        guard let handle = try? icons.handle(pixelSize: pixelSize), TTF_GlyphIsProvided32(handle, codepoint) != 0,
              let surface = TTF_RenderGlyph32_Blended(handle, codepoint, SDL_Color(r: 255, g: 255, b: 255, a: 255))
        else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let raw = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        let texture = Texture(handle: raw, owner: nil)
        cacheText(texture, key)
        return texture
    }
}
