/// Every threshold of the engine, with its unit and the reason for its value.
public enum Constants {
    /// Points. A tap fails once its finger moved farther than this from where it went down.
    /// SwiftUI's tap is generous (reverse-engineered from OpenSwiftUI's TapGesture), far larger
    /// than UIKit's 10 pt, so a slightly sliding finger still taps.
    public static let tapMaximumMovement: Double = 45
    /// Seconds. A tap fails when its finger stays down longer than this (OpenSwiftUI's TapGesture).
    public static let tapMaximumDuration: Double = 0.75
    /// Seconds. For `count > 1`, the next tap must go down within this time of the previous
    /// tap's release (OpenSwiftUI's RepeatGesture), otherwise the tap gesture fails.
    public static let tapRepeatWindow: Double = 0.35
    /// Points. A repeated tap must go down within this distance of the first tap's location;
    /// the same bound as the tap's own movement, so a double tap forgives what a tap forgives.
    public static let tapRepeatMaximumDistance: Double = 45
    /// Points. `DragGesture()`'s default `minimumDistance` (Apple's documentation).
    public static let dragMinimumDistance: Double = 10
    /// Seconds. `LongPressGesture()`'s default `minimumDuration` (Apple's documentation).
    public static let longPressMinimumDuration: Double = 0.5
    /// Points. `LongPressGesture()`'s default `maximumDistance` (Apple's documentation).
    public static let longPressMaximumDistance: Double = 10
    /// Ratio. `MagnifyGesture()`'s default `minimumScaleDelta` (Apple's documentation).
    public static let magnifyMinimumScaleDelta: Double = 0.01
    /// Degrees. `RotateGesture()`'s default `minimumAngleDelta` (Apple's documentation).
    public static let rotateMinimumAngleDelta: Double = 1
    /// Seconds. Velocities are measured over the samples of this last stretch of time: long
    /// enough to smooth 120 Hz input jitter, short enough to follow a flick's end.
    public static let velocityWindow: Double = 0.1
    /// Seconds. `predictedEndLocation` is where the drag would stop if it kept decelerating
    /// from its current velocity; projecting the velocity over a quarter second matches the
    /// feel of UIKit's normal scroll deceleration (rate 0.998 per ms, ≈ velocity × 0.25 s … 0.5 s).
    public static let predictionInterval: Double = 0.25
    /// Points. Two fingers closer than this give no usable pinch or rotation geometry; the
    /// magnify and rotate gestures wait until the fingers are at least this far apart.
    public static let minimumPinchSpan: Double = 1
}
