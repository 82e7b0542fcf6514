/// Combine, as `import SwiftUI` brings it on Apple's systems: `ObservableObject`, `@Published`,
/// `objectWillChange`, subjects and publishers, from OpenCombine (a file's own
/// `import Combine` is compiled as OpenCombine, so its types are these).
///
/// ```swift
/// final class Game: ObservableObject {
///     @Published var score = 0
/// }
/// ```
@_exported import OpenCombine
