/// Haptic feedback (iOS 17's `sensoryFeedback`): accepted and inert — a Linux desktop has no
/// taptic engine (README, "Modifiers with no meaning on Linux").
///
/// ```swift
/// Button("Save") { saved += 1 }
///     .sensoryFeedback(.success, trigger: saved)
/// ```
extension View {
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (T, T) -> Bool) -> some View { self }
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View { self }
}

/// A kind of haptic feedback.
public struct SensoryFeedback: Hashable, Sendable {
    private let name: String
    private init(_ name: String) { self.name = name }
    public static let success = SensoryFeedback("success")
    public static let warning = SensoryFeedback("warning")
    public static let error = SensoryFeedback("error")
    public static let selection = SensoryFeedback("selection")
    public static let increase = SensoryFeedback("increase")
    public static let decrease = SensoryFeedback("decrease")
    public static let start = SensoryFeedback("start")
    public static let stop = SensoryFeedback("stop")
    public static let alignment = SensoryFeedback("alignment")
    public static let levelChange = SensoryFeedback("levelChange")
    public static let pathComplete = SensoryFeedback("pathComplete")
    public static let impact = SensoryFeedback("impact")
    /// The weight of an impact.
    public struct Weight: Hashable, Sendable {
        private let name: String
        public static let light = Weight(name: "light")
        public static let medium = Weight(name: "medium")
        public static let heavy = Weight(name: "heavy")
    }
    /// The flexibility of an impact.
    public struct Flexibility: Hashable, Sendable {
        private let name: String
        public static let rigid = Flexibility(name: "rigid")
        public static let solid = Flexibility(name: "solid")
        public static let soft = Flexibility(name: "soft")
    }
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { .impact }
}
