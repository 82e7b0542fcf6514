import Foundation

/// The pasteboard, as UIKit's `UIPasteboard` gives it to SwiftUI code: one general pasteboard
/// that keeps what the app copies for the session (the lab has no system clipboard to share).
///
/// ```swift
/// Button("Copy") { UIPasteboard.general.string = code }
/// ```
public final class UIPasteboard: @unchecked Sendable {
    /// The app's pasteboard.
    public static let general = UIPasteboard()
    /// The copied text, if any.
    public var string: String? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
    /// Whether something is copied.
    public var hasStrings: Bool { string != nil }
    /// The copied texts (one at most).
    public var strings: [String]? {
        get { string.map { [$0] } }
        set { string = newValue?.first }
    }
    /// The copied URL, kept as its text.
    public var url: URL? {
        get { string.flatMap(URL.init(string:)) }
        set { string = newValue?.absoluteString }
    }
    private let lock = NSLock()
    private var stored: String?
    private init() {}
}
