import Testing
@testable import LabSyntax

@Suite("Swift declarations")
struct SwiftDeclarationsTests {
    @Test("whole-module imports of Foundation and Dispatch are blanked, every line kept in its place")
    func blankedImports() throws {
        let source = "import Foundation\n@preconcurrency import Dispatch // queues\nimport SwiftUI\nimport struct Foundation.Date\nlet x = 1"
        let blanked = try #require(SwiftDeclarations.blankingFoundationImports(source))
        #expect(blanked == "\n\nimport SwiftUI\nimport struct Foundation.Date\nlet x = 1")
        #expect(SwiftDeclarations.blankingFoundationImports("import SwiftUI\nlet imported = 1\n") == nil)
        #expect(SwiftDeclarations.blankingFoundationImports("  import Foundation\r\n") == "\n")
        #expect(SwiftDeclarations.blankingFoundationImports("public import Foundation;\nimport SwiftUI") == "\nimport SwiftUI")
    }
}
