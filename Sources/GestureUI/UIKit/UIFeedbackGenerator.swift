/// UIKit's haptic feedback generators, accepted and inert, as `sensoryFeedback` is: a Linux
/// desktop has no Taptic Engine.
///
/// ```swift
/// UIImpactFeedbackGenerator(style: .medium).impactOccurred()
/// ```
public class UIFeedbackGenerator {
    public init() {}
    public func prepare() {}
}

public final class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Sendable { case light, medium, heavy, soft, rigid }
    public init(style: FeedbackStyle = .medium) { super.init() }
    public func impactOccurred() {}
    public func impactOccurred(intensity: CGFloat) {}
}

public final class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Sendable { case success, warning, error }
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

public final class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    public func selectionChanged() {}
}
