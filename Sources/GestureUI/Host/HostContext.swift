/// What code running under a host can reach without a reference to it: where `print` goes and
/// how bundled image names become files. The host sets it around everything it runs (bodies,
/// gesture callbacks through ``ViewHost/run(_:)``).
final class HostContext: @unchecked Sendable {
    let print: ((String) -> Void)?
    let resolveAsset: (String) -> String?
    /// The host, for timers on its clock (`Timer.publish`).
    weak var host: ViewHost?
    init(print: ((String) -> Void)?, resolveAsset: @escaping (String) -> String?, host: ViewHost? = nil) {
        self.print = print
        self.resolveAsset = resolveAsset
        self.host = host
    }
    @TaskLocal static var current: HostContext?
}

/// Writes `items` as Swift's `print` does; under a ``ViewHost`` whose ``ViewHost/printHandler``
/// is set, the text (without the terminator's newline) goes there instead, so that the lab
/// can log what a view's code prints.
///
/// ```swift
/// .onEnded { print("tap twice") }
/// ```
public func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let text = items.map { String(describing: $0) }.joined(separator: separator)
    if let sink = HostContext.current?.print {
        sink(terminator == "\n" ? text : text + terminator)
    } else {
        Swift.print(text, terminator: terminator)
    }
}
