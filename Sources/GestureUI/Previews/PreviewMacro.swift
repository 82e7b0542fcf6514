/// A preview of a view, as Xcode's canvas shows it: SwiftUI's `#Preview`. In the lab a file's
/// first preview is the root view when the file has no `ContentView`, and `--preview NAME`
/// opens the one of that name; in a package it compiles and does nothing.
///
/// ```swift
/// #Preview { ContentView() }
/// #Preview("Dark", traits: .sizeThatFitsLayout) { Card().environment(\.colorScheme, .dark) }
/// ```
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "GestureUIMacros", type: "PreviewMacro")

@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "GestureUIMacros", type: "PreviewMacro")

/// Makes a variable of a `#Preview` the state of the previewed view: SwiftUI's `@Previewable`.
///
/// ```swift
/// #Preview {
///     @Previewable @State var isOn = true
///     Toggle("Sound", isOn: $isOn)
/// }
/// ```
@attached(peer)
public macro Previewable() = #externalMacro(module: "GestureUIMacros", type: "PreviewableMacro")

/// The kinds of preview traits: SwiftUI's `Preview` namespace.
public enum Preview {
    /// The traits of a view's preview.
    public struct ViewTraits: Sendable {}
}

/// How a preview is shown in Xcode's canvas (the lab shows every preview on its phone canvas):
/// SwiftUI's `PreviewTrait`.
public struct PreviewTrait<T>: Sendable {
    init() {}
}

extension PreviewTrait where T == Preview.ViewTraits {
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait() }
    public static var defaultLayout: PreviewTrait { PreviewTrait() }
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait { PreviewTrait() }
    public static var portrait: PreviewTrait { PreviewTrait() }
    public static var landscapeLeft: PreviewTrait { PreviewTrait() }
    public static var landscapeRight: PreviewTrait { PreviewTrait() }
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait() }
}

extension RootViewFactory {
    /// The root view of a `#Preview` (what its expansion makes).
    public convenience init<V: View>(previewNamed name: String?, @ViewBuilder _ body: @escaping () -> V) {
        self.init { body() }
    }
}
