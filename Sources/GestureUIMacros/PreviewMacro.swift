import LabSyntax
import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("Name") { ContentView() }`: a C entry point, named after the module, the file and
/// the line,
/// that makes the preview's root view, so the lab can open a file's preview by its place.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let body = node.trailingClosure ?? node.arguments.last?.expression.as(ClosureExprSyntax.self) else {
            throw PreviewMacroError("#Preview needs a closure that makes the view to preview")
        }
        let name = node.arguments.first { $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) }?.expression
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let fileID = location?.file.as(StringLiteralExprSyntax.self)?.representedLiteralValue ?? "preview"
        let parts = fileID.split(separator: "/")
        let module = parts.count > 1 ? String(parts[0]) : ""
        let fileName = String(parts.last ?? "preview")
        let line = Int(location?.line.as(IntegerLiteralExprSyntax.self)?.literal.text ?? "") ?? 0
        let symbol = SwiftDeclarations.previewSymbol(module: module, fileName: fileName, line: line)
        let function = context.makeUniqueName("preview")
        return ["""
            @_cdecl(\(literal: symbol))
            public func \(function)() -> UnsafeMutableRawPointer {
                Unmanaged.passRetained(RootViewFactory(previewNamed: \(name ?? "nil")) \(body.trimmed)).toOpaque()
            }
            """]
    }
}

struct PreviewMacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

@main
struct GestureUIMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self]
}
