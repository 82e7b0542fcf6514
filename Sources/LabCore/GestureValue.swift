import GestureKit

/// The value of an interpreted gesture: scene files compose gestures at run time, so their
/// values are carried dynamically, with SwiftUI's shapes (`.second(true, drag)` and so on).
public indirect enum GestureValue: Equatable, CustomStringConvertible {
    case void
    case bool(Bool)
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case angle(Angle)
    case unitPoint(UnitPoint)
    case text(String)
    case drag(DragGesture.Value)
    case magnify(MagnifyGesture.Value)
    case rotate(RotateGesture.Value)
    case spatialTap(SpatialTapGesture.Value)
    case events(SpatialEventCollection)
    case optional(GestureValue?)
    case sequenceFirst(GestureValue)
    case sequenceSecond(GestureValue, GestureValue?)
    case exclusiveFirst(GestureValue)
    case exclusiveSecond(GestureValue)
    case simultaneous(GestureValue?, GestureValue?)

    /// `value.translation`, `value.first`, `size.width`…: the members a closure may print.
    public func member(_ name: String) -> GestureValue? {
        switch (self, name) {
        case (.optional(let wrapped?), _): return wrapped.member(name)
        case (.drag(let v), "time"): return .number(v.time.timeIntervalSinceReferenceDate)
        case (.drag(let v), "location"): return .point(v.location)
        case (.drag(let v), "startLocation"): return .point(v.startLocation)
        case (.drag(let v), "translation"): return .size(v.translation)
        case (.drag(let v), "velocity"): return .size(v.velocity)
        case (.drag(let v), "predictedEndLocation"): return .point(v.predictedEndLocation)
        case (.drag(let v), "predictedEndTranslation"): return .size(v.predictedEndTranslation)
        case (.magnify(let v), "time"): return .number(v.time.timeIntervalSinceReferenceDate)
        case (.magnify(let v), "magnification"): return .number(Double(v.magnification))
        case (.magnify(let v), "velocity"): return .number(Double(v.velocity))
        case (.magnify(let v), "startAnchor"): return .unitPoint(v.startAnchor)
        case (.magnify(let v), "startLocation"): return .point(v.startLocation)
        case (.rotate(let v), "time"): return .number(v.time.timeIntervalSinceReferenceDate)
        case (.rotate(let v), "rotation"): return .angle(v.rotation)
        case (.rotate(let v), "velocity"): return .angle(v.velocity)
        case (.rotate(let v), "startAnchor"): return .unitPoint(v.startAnchor)
        case (.rotate(let v), "startLocation"): return .point(v.startLocation)
        case (.spatialTap(let v), "location"): return .point(v.location)
        case (.events(let v), "count"): return .text(String(v.count))   // an Int: printed as Swift prints it, "1"
        case (.simultaneous(let first, _), "first"): return .optional(first)
        case (.simultaneous(_, let second), "second"): return .optional(second)
        case (.point(let p), "x"): return .number(Double(p.x))
        case (.point(let p), "y"): return .number(Double(p.y))
        case (.size(let s), "width"): return .number(Double(s.width))
        case (.size(let s), "height"): return .number(Double(s.height))
        case (.angle(let a), "degrees"): return .number(a.degrees)
        case (.angle(let a), "radians"): return .number(a.radians)
        case (.unitPoint(let u), "x"): return .number(Double(u.x))
        case (.unitPoint(let u), "y"): return .number(Double(u.y))
        default: return nil
        }
    }

    /// What `print("\(value)")` shows, close to what Swift prints.
    public var description: String {
        switch self {
        case .void: return "()"
        case .bool(let b): return String(b)
        case .number(let n): return String(n)
        case .point(let p): return "(\(Double(p.x)), \(Double(p.y)))"
        case .size(let s): return "(\(Double(s.width)), \(Double(s.height)))"
        case .angle(let a): return "Angle(radians: \(a.radians))"
        case .unitPoint(let u): return "UnitPoint(x: \(Double(u.x)), y: \(Double(u.y)))"
        case .text(let t): return t
        case .drag(let v):
            return "Value(location: \(GestureValue.point(v.location)), startLocation: \(GestureValue.point(v.startLocation)), translation: \(GestureValue.size(v.translation)))"
        case .magnify(let v): return "Value(magnification: \(Double(v.magnification)))"
        case .rotate(let v): return "Value(rotation: \(GestureValue.angle(v.rotation)))"
        case .spatialTap(let v): return "Value(location: \(GestureValue.point(v.location)))"
        case .events(let v): return "SpatialEventCollection(\(v.count) events)"
        case .optional(let wrapped): return wrapped.map { "Optional(\($0))" } ?? "nil"
        case .sequenceFirst(let a): return "first(\(a))"
        case .sequenceSecond(let a, let b): return "second(\(a), \(b.map { "Optional(\($0))" } ?? "nil"))"
        case .exclusiveFirst(let a): return "first(\(a))"
        case .exclusiveSecond(let b): return "second(\(b))"
        case .simultaneous(let a, let b):
            return "Value(first: \(GestureValue.optional(a)), second: \(GestureValue.optional(b)))"
        }
    }
}
