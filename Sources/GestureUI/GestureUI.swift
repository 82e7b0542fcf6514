/// GestureUI: SwiftUI's views on Linux — `View`, state, layout, drawing and animation — over
/// GestureKit's gestures, with no SDL and no wall clock.
///
/// A file that says `import SwiftUI` builds against this module unchanged when the compiler is
/// given `-module-alias SwiftUI=GestureUI`; ``ViewHost`` evaluates a view tree, lays it out,
/// gives GestureKit the shapes to hit-test and the lab a display list to draw.
@_exported import GestureKit
// `@Observable` and `withObservationTracking` come with `import SwiftUI`, as on Apple's systems.
@_exported import Observation
