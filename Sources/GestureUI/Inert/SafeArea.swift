/// The safe area modifiers: accepted and without effect, because the lab's canvas has no safe
/// area yet (nothing is inset, so there is nothing to ignore). SwiftUI's `ignoresSafeArea` and
/// the older `edgesIgnoringSafeArea`.
///
/// ```swift
/// Color.black.ignoresSafeArea()
/// ```
extension View {
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}

/// The kinds of safe area (the container's, the keyboard's): SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
