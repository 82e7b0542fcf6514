/// A view presented over everything in a card that slides up from the bottom: SwiftUI's
/// `sheet`. Its content fills the card (the whole height but a strip at the top, or half of it
/// with `presentationDetents([.medium])`); dragging the card down past a third of its height
/// (or flicking it) dismisses it, as does `dismiss()` inside it. `fullScreenCover` covers the
/// whole canvas and is not dragged.
///
/// ```swift
/// .sheet(isPresented: $showsSettings) { SettingsView() }
/// .sheet(item: $selectedCard) { card in CardDetail(card: card) }
/// ```
extension View {
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        PresentationModifierView(content: self, isPresented: isPresented.wrappedValue, style: .sheet,
                                 dismiss: { Self.dismiss(isPresented, onDismiss) }, presented: content)
    }
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                        @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let current = item.wrappedValue
        // Each item is a sheet of its own: its state starts afresh.
        return PresentationModifierView(content: self, isPresented: current != nil, style: .sheet,
                                        dismiss: { Self.dismiss(item, onDismiss) },
                                        presented: { current.map { AnyView(content($0).id(AnyHashable($0.id))) } ?? AnyView(EmptyView()) })
    }
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        PresentationModifierView(content: self, isPresented: isPresented.wrappedValue, style: .fullScreen,
                                 dismiss: { Self.dismiss(isPresented, onDismiss) }, presented: content)
    }
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                  @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let current = item.wrappedValue
        return PresentationModifierView(content: self, isPresented: current != nil, style: .fullScreen,
                                        dismiss: { Self.dismiss(item, onDismiss) },
                                        presented: { current.map { AnyView(content($0).id(AnyHashable($0.id))) } ?? AnyView(EmptyView()) })
    }
    /// A popover: presented as a sheet, as on an iPhone.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// The heights a sheet rests at: it opens at the smallest (`.medium`: half the canvas;
    /// `.fraction`, `.height`), and is not resized by dragging (a drag down dismisses it).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        ContextView(content: self) { context in
            if let smallest = detents.map(\.fraction).min() { context.environment.presentation?.heightFraction = smallest }
            context.environment.presentation?.detentCount = detents.count
        }
    }
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        presentationDetents(detents)
    }
    /// Whether the sheet shows its grabber (by default only when it has more than one height).
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        ContextView(content: self) { context in
            context.environment.presentation?.dragIndicator = visibility == .automatic ? nil : visibility
        }
    }
    public func presentationCornerRadius(_ radius: CGFloat?) -> some View { self }
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { self }
    /// Keeps a sheet from being dragged away: accepted.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

    fileprivate static func dismiss(_ binding: Binding<Bool>, _ onDismiss: (() -> Void)?) {
        withAnimation(.easeInOut(duration: 0.35)) { binding.wrappedValue = false }
        onDismiss?()
    }
    fileprivate static func dismiss<Item>(_ binding: Binding<Item?>, _ onDismiss: (() -> Void)?) {
        withAnimation(.easeInOut(duration: 0.35)) { binding.wrappedValue = nil }
        onDismiss?()
    }
}

/// A height a sheet rests at.
public struct PresentationDetent: Hashable, Sendable {
    let fraction: Double
    public static let medium = PresentationDetent(fraction: 0.5)
    public static let large = PresentationDetent(fraction: 1)
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(fraction: Double(fraction)) }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(fraction: Double(height) / Constants.canvasHeight) }
}

/// Where a popover points.
public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

/// Whether views behind a sheet take touches.
public struct PresentationBackgroundInteraction: Sendable {
    public static let automatic = PresentationBackgroundInteraction(), enabled = PresentationBackgroundInteraction()
    public static let disabled = PresentationBackgroundInteraction()
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction { .init() }
}

/// What a presentation's content sets about it while it is resolved.
final class PresentationSettings {
    /// The sheet's height as a fraction of the canvas (1: all but the strip at the top).
    var heightFraction = 1.0
    /// How many heights the sheet may rest at (`presentationDetents`).
    var detentCount = 1
    /// `presentationDragIndicator`: nil leaves it to the detents.
    var dragIndicator: Visibility?
    /// Whether the grabber shows: as asked, else when the sheet has more than one height, as on iOS.
    var showsGrabber: Bool {
        switch dragIndicator {
        case .visible?: true
        case .hidden?: false
        default: detentCount > 1
        }
    }
}

extension EnvironmentValues {
    var presentation: PresentationSettings? {
        get { self[PresentationKey.self] }
        set { self[PresentationKey.self] = newValue }
    }
}
private struct PresentationKey: EnvironmentKey { static let defaultValue: PresentationSettings? = nil }

enum PresentationStyle { case sheet, fullScreen }

/// The modified view as it is, and, while presented, the presentation over everything.
struct PresentationModifierView<Content: View, Presented: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let isPresented: Bool
    let style: PresentationStyle
    let dismiss: () -> Void
    let presented: () -> Presented

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        context.child(.index(0)).resolve(content, into: &nodes)
        guard isPresented, !context.environment.isOffscreen else { return }
        let slot = context.host.presentationSlot()
        let settings = PresentationSettings()
        var inner = context.child(.index(1))
        inner.environment.presentation = settings
        inner.environment.dismiss = DismissAction(dismiss)
        inner.environment.isPresented = true
        inner.environment.navigation = nil
        inner.environment.isInList = false
        let body = inner.nodes(of: presented(), at: 0)
        let card = SheetCard(content: body, style: style, heightFraction: settings.heightFraction,
                             showsGrabber: settings.showsGrabber, dismiss: dismiss)
        context.host.present(context.child(.index(2)).nodes(of: card, at: 0), at: slot)
    }
}

/// The dimmed backdrop and the card of a sheet, each coming and going with its own animation.
struct SheetCard: View {
    let content: [Node]
    let style: PresentationStyle
    let heightFraction: Double
    var showsGrabber = false
    let dismiss: () -> Void
    @State private var drag: CGFloat = 0

    var body: some View {
        if style == .sheet {
            Color.dimming
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .transition(AnyTransition.opacity.animation(.easeInOut(duration: 0.35)))
        }
        GeometryReader { proxy in
            let full = proxy.size.height - Constants.statusBarHeight - 10
            let top = style == .fullScreen ? 0 : proxy.size.height - full * min(1, max(0.05, CGFloat(heightFraction)))
            VStack(spacing: 0) {
                if style == .sheet && showsGrabber {
                    Capsule().fill(Color.grabber).frame(width: 36, height: 5).padding(.top, 5).padding(.bottom, 4)
                }
                NodeView(nodes: content).frame(maxWidth: .infinity, maxHeight: .infinity)
            }
            .frame(width: proxy.size.width, height: proxy.size.height - top)
            .background(Color.raisedBackground)
            .clipShape(RoundedRectangle(cornerRadius: style == .sheet ? 10 : 0))
            .offset(y: top + drag)
            .gesture(DragGesture()
                .onChanged { value in drag = max(0, value.translation.height) }
                .onEnded { value in
                    let height = proxy.size.height - top
                    if value.translation.height > height / 3 || value.predictedEndTranslation.height > height * 2 / 3 {
                        dismiss()
                    } else {
                        withAnimation(.spring(response: 0.3, dampingFraction: 0.85)) { drag = 0 }
                    }
                }, isEnabled: style == .sheet)
        }
        .transition(AnyTransition.move(edge: .bottom).animation(.easeInOut(duration: 0.35)))
    }
}
