@testable import GestureUI

extension ViewHarness {
    /// The texts a frame draws, each with its centre.
    func texts(at t: Double? = nil) -> [(text: String, center: CGPoint)] {
        frame(at: t).compactMap { item in
            guard case .text(let lines, _, _, _) = item.content else { return nil }
            return (lines.joined(separator: "\n"), item.center)
        }
    }
    /// Where the frame draws `text` (nil: not drawn).
    func center(of text: String, at t: Double? = nil) -> CGPoint? {
        texts(at: t).first { $0.text == text }?.center
    }
    /// A tap on the drawn `text`.
    func tap(_ text: String, at t: Double) {
        guard let point = center(of: text) else { return }
        tap(point.x, point.y, at: t)
    }
}
