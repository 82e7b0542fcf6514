import CSDL2

/// An SDL texture owned by Swift: destroyed in `deinit`.
///
/// A texture belongs to the ``Canvas`` that made it and keeps that canvas (and so its
/// renderer) alive. Make one with ``Canvas/loadImage(path:)`` or ``Canvas/makeTexture(from:)``
/// and draw it with ``Canvas/draw(_:in:opacity:)``.
public final class Texture {
    let handle: OpaquePointer
    /// Width in pixels of the part drawn (the whole texture, except for a text texture from a
    /// ``TextTexturePool``, which is made larger than its line).
    public internal(set) var width: Int
    /// Height in pixels of the part drawn.
    public internal(set) var height: Int
    /// The texture's own size in pixels: a text texture reused for lines of about its size
    /// (``TextTexturePool``) draws only its top-left `width` × `height`.
    let allocatedWidth: Int, allocatedHeight: Int
    /// Made by a ``TextTexturePool`` (ARGB8888), so it may be drawn into again.
    var isReusableText = false
    /// Keeps the renderer alive; nil for textures owned by a canvas's own caches, which the
    /// canvas releases before destroying its renderer.
    private let owner: Canvas?

    init(handle: OpaquePointer, owner: Canvas?) {
        self.handle = handle
        self.owner = owner
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_QueryTexture(handle, nil, nil, &w, &h)
        width = Int(w)
        height = Int(h)
        allocatedWidth = width
        allocatedHeight = height
        SDL_SetTextureBlendMode(handle, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(handle, SDL_ScaleModeLinear)
    }

    deinit {
        SDL_DestroyTexture(handle)
    }
}
