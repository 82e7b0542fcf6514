import Testing
@testable import GestureUI

@Suite("Gesture modifiers say where they are written")
@MainActor
struct GestureSourceTests {
    @Test("an attachment carries its modifier's file and line; a Button's own gesture carries none")
    func sources() throws {
        let line = #line + 3
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 100)
                .onTapGesture { }
            Button("Go") { }.frame(width: 100, height: 100)
        }
        let lab = ViewHarness(view)
        lab.down(195, 372, at: 0.1)
        let tapped = try #require(lab.engine.snapshot().first)
        #expect(tapped.attachmentSources == ["GestureSourceTests.swift:\(line)"])
        lab.up(195, 372, at: 0.15)
        lab.advance(to: 1)
        lab.down(195, 472, at: 1.1)
        let button = try #require(lab.engine.snapshot().first)
        #expect(button.attachmentSources.allSatisfy { $0 == nil })
        #expect(!button.attachmentSources.isEmpty)
    }
}
