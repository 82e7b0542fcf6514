/// Every threshold of the engine, with its unit and the reason for its value.
public enum Constants {
    /// Points. A tap fails once its finger is this far or farther from where it went down: the
    /// limit is exclusive, as OpenSwiftUI's DistanceGesture has it (`maximumDistance > distance`),
    /// and measured from each tap's own touch-down. SwiftUI's tap is generous, far larger than
    /// UIKit's 10 pt, so a slightly sliding finger still taps.
    public static let tapMaximumMovement: Double = 45
    /// Seconds. A tap fails when its finger stays down longer than this (OpenSwiftUI's TapGesture).
    public static let tapMaximumDuration: Double = 0.75
    /// Seconds. For `count > 1`, each tap after the first must be *released* within this time
    /// of the previous tap's release, or the tap gesture fails: OpenSwiftUI's RepeatGesture sets
    /// its deadline at each release and keeps it until the next one. There is no limit on where
    /// the next tap lands (its own movement limit starts afresh at its touch-down).
    public static let tapRepeatWindow: Double = 0.35
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
    /// Points. `RotateGesture3D` rolls a view like a trackball as the two fingers move together:
    /// one radian for half the view's shorter side, but never less than this, a fingertip's
    /// width (Apple's 44 pt minimum touch target), so a tiny view does not spin at a touch.
    public static let rotate3DMinimumTrackballRadius: Double = 44
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

    // MARK: View layer (GestureUI)

    /// Points. `padding()` without a length: iOS's standard 16 pt margin.
    public static let defaultPadding: Double = 16
    /// Points. The space between the children of a `VStack` or `HStack` with `spacing: nil`,
    /// and a `Spacer`'s minimum length: iOS's standard 8 pt between most views.
    public static let defaultSpacing: Double = 8
    /// Points. What a shape or colour takes on an axis it is offered no size on (`nil`, as in a
    /// scroll view's height): SwiftUI's 10 pt ideal size for shapes.
    public static let shapeIdealSize: Double = 10
    /// Points. The root canvas of a Swift scene: an iPhone's 390 × 844 points (the contract).
    public static let canvasWidth: Double = 390
    /// Points: the top of the canvas a navigation bar leaves for the status bar (the iPhone 14
    /// canvas's top safe area inset).
    public static let statusBarHeight: Double = 47
    public static let canvasHeight: Double = 844
    /// Points: the bottom safe area inset of the iPhone 14's 390 × 844 canvas in portrait (the
    /// home indicator's strip), which `--safe-area` gives a Swift scene's canvas.
    public static let homeIndicatorHeight: Double = 34
    /// Points. A scroll view nearer its edge than this counts as at the edge, for the bars
    /// above and below it (clear there, grey once content lies under them): layout's rounding.
    public static let scrollEdgeSlack: Double = 0.5
    /// Seconds. After a flick, a scroll view glides to where the drag's predicted end puts it
    /// over this long, easing out: long enough to read as a glide, short enough to settle
    /// before the next flick.
    public static let scrollGlideDuration: Double = 0.4
    /// Points. The length a lazy stack counts for a row it has never built, before it has
    /// measured any: a standard list row's 44 pt on iOS. Once rows are measured, their average
    /// stands in for the others.
    public static let lazyRowEstimate: Double = 44
    /// Points. A lazy stack builds the rows this far beyond what is seen on each side, so a
    /// row is in place a frame before it scrolls in (a quick flick moves about this far in a
    /// frame at 60 Hz).
    public static let lazyBuildMargin: Double = 120
    /// Scroll views' lengths. While a scroll glides to its target, a lazy stack inside also
    /// builds the rows on the way, up to this many screens of them from the target (a jump
    /// across thousands of rows shows its end, not every row it passes).
    public static let lazyScrollReach: Double = 3
    /// Rounds. After an update, the host runs the views' tasks and the main queue in turn until
    /// neither has work; a task that hops between them more often than this in one moment
    /// goes on at the next update (a loop that never waits cannot hold the lab).
    public static let taskRounds = 64
    /// Jobs. At most this many pieces of the views' asynchronous code (the stretches between
    /// two waits) run in one round: a task looping on `Task.yield()` goes on at the next update
    /// instead of holding the lab.
    public static let taskJobsPerRun = 10_000
    /// Records. A view's change marks at most this many records around it (its enclosing user
    /// views and modifiers) as holding a dirty view: far deeper than any view tree nests, and a
    /// bound, so that a record met twice on its own chain (a `ForEach` with repeated ids) can
    /// never loop.
    public static let recordChainLimit = 10_000
    /// Fraction of the canvas width a list row must be swiped past for its first action to run
    /// at once (a "full swipe"), as on iOS: well past the point where the actions stay open.
    public static let fullSwipeFraction: Double = 0.6
    /// Points from the leading edge where a drag on a pushed screen swipes back, as on iOS
    /// (a thumb's width: wider would take drags meant for the screen's own views).
    public static let backSwipeEdgeWidth: Double = 20
    /// Ratio. A symbol's width and height to its font's point size: SF Symbols at the regular
    /// scale are about 1.2 em wide and 1 em tall for the arrows the examples use.
    public static let symbolWidthPerPoint: Double = 1.2
    public static let symbolHeightPerPoint: Double = 1.0
    /// Points, as a `blur(radius:)` (a Gaussian whose deviation is half this). How far a material
    /// blurs what is below it: iOS's materials smear text behind them past reading, about as
    /// much as a 30-point blur does on a phone's screen.
    public static let materialBlurRadius: Double = 30

    // MARK: The lab's phone (LabCore's system edge gestures)

    /// Points. A swipe the system may take starts this close to the top or bottom edge of a
    /// Swift scene's canvas: about the height of an iPhone's home indicator strip, and of the
    /// top edge band that pulls down the notifications.
    public static let systemEdgeZone: Double = 20
    /// Points. The system takes an edge swipe once the finger has moved this far inward, more
    /// vertically than sideways: a deliberate swipe, not a tap that lands on the edge.
    public static let systemEdgeSwipeDistance: Double = 30
    /// Seconds. After a swipe from an edge the app defers reached the app, a second swipe from
    /// that edge recognised within this time of the first goes to the system (iOS's "swipe
    /// again"), about as long as the home indicator stays lit after the first.
    public static let systemEdgeRepeatWindow: Double = 2
}
