/// The honest limits of the lab's scene files, event files and command line: every value
/// inside them is replayed, rendered, run and recorded exactly; a value outside is refused with
/// one `FILE:LINE:COLUMN: error:` line. Each limit says its unit and why it has its value.
public enum Limits {
    /// Seconds, for event times, `--until` and gesture durations. Times are whole nanoseconds
    /// read from a `Double`, which holds every whole number below 2^53 (9,007,199 s, about 104
    /// days) and no longer every one above it: beyond this a time would lose its exactness.
    public static let time = 9_000_000.0

    /// Points, for a shape's centre and an event's x and y (either sign). About six thousand
    /// times the largest scene (16,384 points): room for shapes parked far off-screen, while sums
    /// of coordinates stay far from where a `Double` loses a tenth of a point.
    public static let coordinate = 1e8

    /// Points, for a shape's width, height and corner radius: about sixty of the largest scenes.
    public static let shapeSize = 1_000_000.0

    /// A shape's own `scale`: a thousandth to a thousand. Smaller is invisible, larger covers
    /// any screen many times over; gestures may still scale further at run time, which the
    /// renderer copes with.
    public static let scale = 0.001...1000.0

    /// Degrees, for a shape's `rotation` (either sign): ten thousand turns; the angle is used
    /// modulo a turn, and larger values only lose precision.
    public static let rotation = 3_600_000.0

    /// Unicode scalars in a `label` or a `text` (not characters, which can hold any number of
    /// combining marks): a long paragraph. Text is drawn as one texture per line, so longer
    /// strings would cost memory for nothing a viewer could read.
    public static let textLength = 1_000

    /// Unicode scalars in a shape's `id`, `coordinateSpace` or `asset` name.
    public static let nameLength = 200

    /// Levels of shapes inside shapes. The JSON reader allows 64 levels of nesting, and each
    /// level of shapes takes two (the `children` array and the shape object), so this limit
    /// speaks first with a clear message.
    public static let nesting = 24

    /// Seconds a Swift file's code may run without returning (a callback, a body, a timer) before
    /// the lab stops it (`--callback-timeout`): far beyond any frame's worth of work, short enough
    /// that a frozen picture is explained while the user still looks at it.
    public static let callbackSeconds = 2.0

    /// Bytes a Swift file's worker may hold before the lab stops it (`--memory-limit`, in MiB):
    /// 4 GiB, some hundred times what a scene of a thousand views needs, and below what a
    /// runaway allocation would take from a desktop with 8 GiB.
    public static let memoryBytes = 4 << 30
}
