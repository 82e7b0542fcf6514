import Foundation

/// A control that opens a URL: SwiftUI's `Link`, drawn in the accent colour. The lab opens
/// nothing: a tap prints the URL it would open (through the host's print, so it shows in the
/// panel and the log).
///
/// ```swift
/// Link("Apple's gesture docs", destination: URL(string: "https://developer.apple.com")!)
/// ```
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }
    public var body: some View {
        Button { print("open \(destination.absoluteString)") } label: { label }
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) { self.init(destination: destination) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) { self.init(destination: destination) { Text(title) } }
}

/// What `@Environment(\.openURL)` gives: it prints the URL it would open.
public struct OpenURLAction: @unchecked Sendable {
    public init(handler: @escaping (URL) -> Result) { self.handler = handler }
    let handler: ((URL) -> Result)?
    init() { handler = nil }
    public func callAsFunction(_ url: URL) {
        if let handler { _ = handler(url) } else { print("open \(url.absoluteString)") }
    }
    public struct Result: Sendable {
        public static let handled = Result(), discarded = Result(), systemAction = Result()
    }
}
