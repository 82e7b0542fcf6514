import Foundation
import Testing
@testable import GestureUI

@Suite("AsyncImage")
struct AsyncImageTests {
    private func pictures(_ view: some View) -> [DisplayItem] {
        drawnItems(view).filter { if case .image = $0.content { true } else { false } }
    }

    @Test("a file URL's picture shows at once; a web URL stays on its placeholder, a missing file on the failure")
    func phases() throws {
        let file = try #require(testPicture())
        #expect(pictures(AsyncImage(url: file)).count == 1)
        // No network in the lab: the placeholder (iOS's grey by default).
        let web = drawnItems(AsyncImage(url: URL(string: "https://example.com/avatar.png")).frame(width: 40, height: 40))
        #expect(web.count == 1 && pictures(AsyncImage(url: URL(string: "https://example.com/a.png"))).isEmpty)
        let placeholder = drawnItems(AsyncImage(url: URL(string: "https://example.com/a.png")) { $0 } placeholder: { Text("Loading") })
        #expect(placeholder.contains { if case .text(let lines, _, _, _) = $0.content { lines == ["Loading"] } else { false } })
        let phase = drawnItems(AsyncImage(url: URL(fileURLWithPath: "/nonexistent/picture.png")) { phase in
            if phase.error != nil { Text("Failed") } else { Text("Waiting") }
        })
        #expect(phase.contains { if case .text(let lines, _, _, _) = $0.content { lines == ["Failed"] } else { false } })
    }

    /// The lab's own landscape picture, found from this file up.
    private func testPicture() -> URL? {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        for _ in 0..<6 {
            let candidate = folder.appendingPathComponent("Assets/images/landscape.bmp")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}
