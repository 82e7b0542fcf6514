import LabSyntax
import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("Name") { ContentView() }`: a C entry point, named after the module, the file and
/// the line, that makes the preview's root view, so the lab can open a file's preview by its
/// place. The body becomes a local `@ViewBuilder` function (types declared in it stay local,
/// as in Xcode); its `@Previewable` variables become the state of a view made around it.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let body = node.trailingClosure ?? node.arguments.last?.expression.as(ClosureExprSyntax.self) else {
            throw PreviewMacroError("#Preview needs a closure that makes the view to preview")
        }
        let name = node.arguments.first { $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) }?.expression
        // The line of `#Preview` itself, not of an attribute before it (`@available(iOS 17, *)`):
        // the lab finds the preview by that line.
        let location = context.location(of: node.pound, at: .afterLeadingTrivia, filePathMode: .fileID)
        let fileID = location?.file.as(StringLiteralExprSyntax.self)?.representedLiteralValue ?? "preview"
        let parts = fileID.split(separator: "/")
        let module = parts.count > 1 ? String(parts[0]) : ""
        let fileName = String(parts.last ?? "preview")
        let line = Int(location?.line.as(IntegerLiteralExprSyntax.self)?.literal.text ?? "") ?? 0
        let symbol = SwiftDeclarations.previewSymbol(module: module, fileName: fileName, line: line)
        let function = context.makeUniqueName("preview")
        let make = context.makeUniqueName("make")
        // `@Previewable @State var x = …`: state of a view that wraps the rest of the body.
        var previewable: [String] = []
        var rest: [String] = []
        for item in body.statements {
            if let variable = item.item.as(VariableDeclSyntax.self),
               variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable" }) {
                let attributes = variable.attributes.filter { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "Previewable" }
                previewable.append(variable.with(\.attributes, attributes).trimmedDescription)
            } else {
                rest.append(item.trimmedDescription)
            }
        }
        let statements: String
        if previewable.isEmpty {
            statements = rest.joined(separator: "\n")
        } else {
            let container = context.makeUniqueName("PreviewContainer")
            statements = """
                struct \(container): View {
                \(previewable.joined(separator: "\n"))
                @ViewBuilder var body: some View {
                \(rest.joined(separator: "\n"))
                }
                }
                return \(container)()
                """
        }
        return ["""
            @_cdecl(\(literal: symbol))
            public func \(function)() -> UnsafeMutableRawPointer {
                @ViewBuilder func \(make)() -> some View {
                \(raw: statements)
                }
                return Unmanaged.passRetained(RootViewFactory(previewNamed: \(name ?? "nil")) { \(make)() }).toOpaque()
            }
            """]
    }
}

/// `@Previewable`: marks a `#Preview`'s variable as the state of the previewed view; the
/// `#Preview` expansion moves it there, so on its own it adds nothing.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}

struct PreviewMacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

@main
struct GestureUIMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self]
}
