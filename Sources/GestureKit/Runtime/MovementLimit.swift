/// A distance limit on one finger, measured from where that finger went down: the building block
/// of ``TapGesture`` (45 pt, exclusive: reaching the limit is too far) and ``LongPressGesture``
/// (`maximumDistance`, inclusive: moving exactly that far is still a press).
///
/// ```swift
/// let limit = MovementLimit(maximum: 45, includesMaximum: false)
/// let finger = FollowedFinger(id: event.id, start: event.location)
/// if !limit.allows(finger, at: next.location) { fail() }
/// ```
package struct MovementLimit: Equatable {
    /// The farthest a finger may go, in points.
    package let maximum: Double
    /// Whether a finger exactly `maximum` away is still within the limit.
    package let includesMaximum: Bool

    package init(maximum: Double, includesMaximum: Bool) {
        self.maximum = maximum
        self.includesMaximum = includesMaximum
    }

    /// Whether `finger`, now at `location`, is within the limit.
    package func allows(_ finger: FollowedFinger, at location: CGPoint) -> Bool {
        let distance = Double(finger.start.distance(to: location))
        return includesMaximum ? distance <= maximum : distance < maximum
    }
}

/// The one finger a press-like gesture follows: which touch, and where it went down.
package struct FollowedFinger: Equatable {
    package var id: Int
    package var start: CGPoint
    package init(id: Int, start: CGPoint) { self.id = id; self.start = start }
}
