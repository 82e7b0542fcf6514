// LabWindow: the SDL2 layer of gesture-lab.
//
// This module owns every SDL handle the laboratory app uses, draws shapes, images and text
// through an SDL renderer, loads and saves image files through SDL_image (screenshots as PNG)
// and translates SDL input events into plain Swift values. It knows nothing about gestures.
//
// Overview of the public API:
// - ``Window``: an SDL window with its ``Canvas``; polls ``InputEvent`` values.
// - ``Canvas``: draws in window points (doubles); a window's canvas or an offscreen one.
// - ``Font``, ``Texture``: owned SDL_ttf fonts and SDL textures.
// - ``RGBA``, ``ShapeKind``, ``ShapeFrame``, ``TextAnchor``: drawing values.
// - ``PixelImage``: RGBA8 pixels read back from a canvas or an image file; saved as PNG by SDL_image.
// - ``MonotonicClock``: the high-resolution clock that stamps input events.
// - ``LabWindowError``: everything that can fail, with SDL's own message.

import CSDL2

/// The SDL error message for the last failure on this thread (`SDL_GetError()`).
func sdlErrorMessage() -> String {
    guard let message = SDL_GetError() else { return "" }
    return String(cString: message)
}
