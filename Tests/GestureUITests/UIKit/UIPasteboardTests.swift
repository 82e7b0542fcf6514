import Foundation
import Testing
@testable import GestureUI

@Suite("UIKit's pasteboard and a formatted field", .serialized)
struct UIPasteboardTests {
    @Test("what a button copies to the general pasteboard is there to read back, as text or as a URL")
    func copyAndRead() {
        UIPasteboard.general.string = "GL-2026"
        #expect(UIPasteboard.general.string == "GL-2026")
        #expect(UIPasteboard.general.hasStrings)
        UIPasteboard.general.url = URL(string: "https://example.com/a")
        #expect(UIPasteboard.general.string == "https://example.com/a")
        UIPasteboard.general.string = nil
        #expect(!UIPasteboard.general.hasStrings)
    }

    @Test("a field for a value with a NumberFormatter shows the formatted value")
    func formatterField() {
        let formatter = NumberFormatter()
        formatter.minimumFractionDigits = 1
        formatter.maximumFractionDigits = 1
        let items = drawnItems(TextField("Age", value: .constant(42.0), formatter: formatter))
        #expect(items.contains { if case .text(["42.0"], _, _, _) = $0.content { true } else { false } })
    }
}
