/// Whether the view is presented, and a way to dismiss it: SwiftUI's older `PresentationMode`,
/// read as `@Environment(\.presentationMode)` (today's code reads `\.dismiss`, which this
/// follows).
///
/// ```swift
/// @Environment(\.presentationMode) var presentationMode
/// Button("Close") { presentationMode.wrappedValue.dismiss() }
/// ```
public struct PresentationMode: Sendable {
    public let isPresented: Bool
    let dismissAction: DismissAction
    /// Dismisses the sheet or pushed screen the view is in (elsewhere it does nothing).
    public mutating func dismiss() { dismissAction() }
}

extension EnvironmentValues {
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, dismissAction: dismiss)
        return Binding(get: { mode }, set: { _ in })
    }
}
