import Foundation
import GestureKit
import LabSyntax

/// Where `print` in a scene's closures goes: the replay log, the window's caption strip.
public final class PrintSink {
    public var handler: (_ shapeID: String, _ text: String) -> Void = { _, _ in }
    public init() {}
}

/// A gesture built from scene-file Swift, with a sample of its value for checking the members
/// closures print, and whether SwiftUI would let it take `onChanged` (Value: Equatable).
struct InterpretedGesture {
    var gesture: AnyGesture<GestureValue>
    var sample: GestureValue
    var isEquatable: Bool
    var typeName: String
}

/// Turns the modifier expressions of a scene file into GestureKit attachments: real
/// GestureKit gestures, composed as written, with `print` closures that write to a sink.
struct GestureInterpreter {
    let file: String
    let shapeID: String
    let sink: PrintSink

    func fail(_ location: SourceLocation, _ message: String) -> LabError { LabError(file: file, at: location, message) }

    // MARK: - View modifiers

    static let viewModifiers = ["gesture", "highPriorityGesture", "simultaneousGesture", "onTapGesture", "onLongPressGesture",
                                "onLongTouchGesture"]

    /// Attaches the modifier `expr` to `shape`, noting its line in the scene file for the panel.
    func attach(_ expr: Expr, to shape: ShapeNode) throws(LabError) {
        let before = shape.attachments.count
        try attachModifier(expr, to: shape)
        if shape.attachments.count > before {
            shape.setSourceOfLastAttachment("\((file as NSString).lastPathComponent):\(expr.startLocation.line)")
        }
    }

    private func attachModifier(_ expr: Expr, to shape: ShapeNode) throws(LabError) {
        guard case .call(let callee, let arguments, let trailing, let location) = expr,
              case .implicitMember(let name, _) = callee else {
            throw fail(expr.startLocation, "a gesture entry must be a view modifier such as .gesture(TapGesture()), found '\(expr)'")
        }
        switch name {
        case "gesture", "highPriorityGesture", "simultaneousGesture":
            let args = try bind(arguments, trailing, call: ".\(name)", at: location,
                                labels: [nil, "including", "name", "isEnabled"], closureLabel: nil)
            guard let gestureExpr = args[nil] else { throw fail(location, ".\(name) needs a gesture as its first argument") }
            let interpreted = try gesture(gestureExpr)
            let mask = try args["including"].map { e throws(LabError) in try self.mask(e) } ?? .all
            let isEnabled = try args["isEnabled"].map { e throws(LabError) in try bool(e) } ?? true
            if args["including"] != nil && (args["name"] != nil || args["isEnabled"] != nil) {
                throw fail(location, ".\(name) takes either including: or name:/isEnabled:, not both")
            }
            let attachmentName = try args["name"].map { e throws(LabError) in try string(e) }
            let g = interpreted.gesture
            switch (name, attachmentName) {
            case ("gesture", let n?): shape.gesture(g, name: n, isEnabled: isEnabled)
            case ("highPriorityGesture", let n?): shape.highPriorityGesture(g, name: n, isEnabled: isEnabled)
            case ("simultaneousGesture", let n?): shape.simultaneousGesture(g, name: n, isEnabled: isEnabled)
            case ("gesture", nil): args["isEnabled"] != nil ? shape.gesture(g, isEnabled: isEnabled) : shape.gesture(g, including: mask)
            case ("highPriorityGesture", nil): args["isEnabled"] != nil ? shape.highPriorityGesture(g, isEnabled: isEnabled) : shape.highPriorityGesture(g, including: mask)
            default: args["isEnabled"] != nil ? shape.simultaneousGesture(g, isEnabled: isEnabled) : shape.simultaneousGesture(g, including: mask)
            }
        case "onTapGesture":
            let args = try bind(arguments, trailing, call: ".onTapGesture", at: location,
                                labels: ["count", "coordinateSpace", "perform"], closureLabel: "perform")
            let count = try args["count"].map { e throws(LabError) in try tapCount(e) } ?? 1
            guard let perform = args["perform"] else { throw fail(location, ".onTapGesture needs an action: .onTapGesture { print(\"tapped\") }") }
            if let spaceExpr = args["coordinateSpace"] {
                let space = try coordinateSpace(spaceExpr)
                let action = try closure(perform, sample: .point(.zero), typeName: "CGPoint", allowsNoParameter: true)
                shape.onTapGesture(count: count, coordinateSpace: ResolvedCoordinateSpace(space)) { action(.point($0)) }
            } else {
                let action = try closure(perform, sample: .void, typeName: "()", allowsNoParameter: true)
                shape.onTapGesture(count: count) { action(.void) }
            }
        case "onLongPressGesture":
            let args = try bind(arguments, trailing, call: ".onLongPressGesture", at: location,
                                labels: ["minimumDuration", "maximumDistance", "perform", "onPressingChanged"], closureLabel: "perform")
            let duration = try args["minimumDuration"].map { e throws(LabError) in try seconds(e, "minimumDuration") } ?? Constants.longPressMinimumDuration
            let distance = try args["maximumDistance"].map { e throws(LabError) in try nonNegative(e, "maximumDistance") } ?? Constants.longPressMaximumDistance
            guard let perform = args["perform"] else { throw fail(location, ".onLongPressGesture needs an action: .onLongPressGesture { print(\"long\") }") }
            let action = try closure(perform, sample: .void, typeName: "()", allowsNoParameter: true)
            let pressing = try args["onPressingChanged"].map { e throws(LabError) in
                try closure(e, sample: .bool(true), typeName: "Bool", allowsNoParameter: true)
            }
            shape.onLongPressGesture(minimumDuration: duration, maximumDistance: CGFloat(distance),
                                     perform: { action(.void) },
                                     onPressingChanged: pressing.map { run in { run(.bool($0)) } })
        case "onLongTouchGesture":
            let args = try bind(arguments, trailing, call: ".onLongTouchGesture", at: location,
                                labels: ["minimumDuration", "perform", "onTouchingChanged"], closureLabel: "perform")
            let duration = try args["minimumDuration"].map { e throws(LabError) in try seconds(e, "minimumDuration") } ?? Constants.longPressMinimumDuration
            guard let perform = args["perform"] else { throw fail(location, ".onLongTouchGesture needs an action: .onLongTouchGesture { print(\"rested\") }") }
            let action = try closure(perform, sample: .void, typeName: "()", allowsNoParameter: true)
            let touching = try args["onTouchingChanged"].map { e throws(LabError) in
                try closure(e, sample: .bool(true), typeName: "Bool", allowsNoParameter: true)
            }
            shape.onLongTouchGesture(minimumDuration: duration, perform: { action(.void) },
                                     onTouchingChanged: touching.map { run in { run(.bool($0)) } })
        default:
            throw fail(callee.startLocation, "unknown view modifier '.\(name)' (supported: \(Self.viewModifiers.map { "." + $0 }.joined(separator: ", ")))")
        }
    }

    // MARK: - Gestures

    static let primitives = ["TapGesture", "SpatialTapGesture", "LongPressGesture", "DragGesture", "MagnifyGesture",
                             "MagnificationGesture", "RotateGesture", "RotationGesture", "SpatialEventGesture"]
    static let gestureModifiers = ["sequenced", "simultaneously", "exclusively", "onChanged", "onEnded", "onStarted",
                                   "onCancelled", "modifiers"]

    func gesture(_ expr: Expr) throws(LabError) -> InterpretedGesture {
        switch expr {
        case .call(.identifier(let name, let nameLocation), let arguments, let trailing, let location):
            return try primitive(name, at: nameLocation, arguments, trailing, location)
        case .call(.member(let base, let name, let nameLocation), let arguments, let trailing, let location):
            return try modifier(base, name, at: nameLocation, arguments, trailing, location)
        case .identifier(let name, let location) where Self.primitives.contains(name):
            throw fail(location, "'\(name)' is a type; create the gesture with \(name)()")
        default:
            throw fail(expr.startLocation, "expected a gesture such as DragGesture() or TapGesture(count: 2), found '\(expr)'")
        }
    }

    private func primitive(_ name: String, at nameLocation: SourceLocation, _ arguments: [Argument],
                           _ trailing: [TrailingClosure], _ location: SourceLocation) throws(LabError) -> InterpretedGesture {
        func args(_ labels: [String]) throws(LabError) -> [String?: Expr] {
            try bind(arguments, trailing, call: name, at: location, labels: labels, closureLabel: nil)
        }
        let zeroTime = Date(timeIntervalSinceReferenceDate: 0)
        switch name {
        case "TapGesture":
            let a = try args(["count"])
            let count = try a["count"].map { e throws(LabError) in try tapCount(e) } ?? 1
            return InterpretedGesture(gesture: AnyGesture(TapGesture(count: count).map { GestureValue.void }),
                                      sample: .void, isEquatable: false, typeName: "TapGesture")
        case "SpatialTapGesture":
            let a = try args(["count", "coordinateSpace"])
            let count = try a["count"].map { e throws(LabError) in try tapCount(e) } ?? 1
            let space = try a["coordinateSpace"].map { e throws(LabError) in try coordinateSpace(e) } ?? .local
            return InterpretedGesture(gesture: AnyGesture(SpatialTapGesture(count: count, coordinateSpace: ResolvedCoordinateSpace(space)).map { GestureValue.spatialTap($0) }),
                                      sample: .spatialTap(.init(location: .zero)), isEquatable: true, typeName: "SpatialTapGesture")
        case "LongPressGesture":
            let a = try args(["minimumDuration", "maximumDistance"])
            let duration = try a["minimumDuration"].map { e throws(LabError) in try seconds(e, "minimumDuration") } ?? Constants.longPressMinimumDuration
            let distance = try a["maximumDistance"].map { e throws(LabError) in try nonNegative(e, "maximumDistance") } ?? Constants.longPressMaximumDistance
            return InterpretedGesture(gesture: AnyGesture(LongPressGesture(minimumDuration: duration, maximumDistance: CGFloat(distance)).map { GestureValue.bool($0) }),
                                      sample: .bool(true), isEquatable: true, typeName: "LongPressGesture")
        case "DragGesture":
            let a = try args(["minimumDistance", "coordinateSpace"])
            let distance = try a["minimumDistance"].map { e throws(LabError) in try nonNegative(e, "minimumDistance") } ?? Constants.dragMinimumDistance
            let space = try a["coordinateSpace"].map { e throws(LabError) in try coordinateSpace(e) } ?? .local
            let sample = DragGesture.Value(time: zeroTime, location: .zero, startLocation: .zero, translation: .zero,
                                           velocity: .zero, predictedEndLocation: .zero, predictedEndTranslation: .zero)
            return InterpretedGesture(gesture: AnyGesture(DragGesture(minimumDistance: CGFloat(distance), coordinateSpace: ResolvedCoordinateSpace(space)).map { GestureValue.drag($0) }),
                                      sample: .drag(sample), isEquatable: true, typeName: "DragGesture")
        case "MagnifyGesture", "MagnificationGesture":
            let a = try args(["minimumScaleDelta"])
            let delta = try a["minimumScaleDelta"].map { e throws(LabError) in try nonNegative(e, "minimumScaleDelta") } ?? Constants.magnifyMinimumScaleDelta
            if name == "MagnificationGesture" {
                return InterpretedGesture(gesture: AnyGesture(LegacyMagnificationGesture(minimumScaleDelta: CGFloat(delta)).map { GestureValue.number(Double($0)) }),
                                          sample: .number(1), isEquatable: true, typeName: name)
            }
            let sample = MagnifyGesture.Value(time: zeroTime, magnification: 1, velocity: 0, startAnchor: .center, startLocation: .zero)
            return InterpretedGesture(gesture: AnyGesture(MagnifyGesture(minimumScaleDelta: CGFloat(delta)).map { GestureValue.magnify($0) }),
                                      sample: .magnify(sample), isEquatable: true, typeName: name)
        case "RotateGesture", "RotationGesture":
            let a = try args(["minimumAngleDelta"])
            let delta = try a["minimumAngleDelta"].map { e throws(LabError) in try angle(e) } ?? .degrees(Constants.rotateMinimumAngleDelta)
            guard delta.radians >= 0 else { throw fail(a["minimumAngleDelta"]!.startLocation, "minimumAngleDelta must not be negative") }
            if name == "RotationGesture" {
                return InterpretedGesture(gesture: AnyGesture(LegacyRotationGesture(minimumAngleDelta: delta).map { GestureValue.angle($0) }),
                                          sample: .angle(.zero), isEquatable: true, typeName: name)
            }
            let sample = RotateGesture.Value(time: zeroTime, rotation: .zero, velocity: .zero, startAnchor: .center, startLocation: .zero)
            return InterpretedGesture(gesture: AnyGesture(RotateGesture(minimumAngleDelta: delta).map { GestureValue.rotate($0) }),
                                      sample: .rotate(sample), isEquatable: true, typeName: name)
        case "SpatialEventGesture":
            let a = try args(["coordinateSpace"])
            let space = try a["coordinateSpace"].map { e throws(LabError) in try coordinateSpace(e) } ?? .local
            return InterpretedGesture(gesture: AnyGesture(SpatialEventGesture(coordinateSpace: ResolvedCoordinateSpace(space)).map { GestureValue.events($0) }),
                                      sample: .events(SpatialEventCollection()), isEquatable: true, typeName: name)
        default:
            throw fail(nameLocation, "unknown gesture '\(name)' (supported: \(Self.primitives.joined(separator: ", ")))")
        }
    }

    private func modifier(_ baseExpr: Expr, _ name: String, at nameLocation: SourceLocation, _ arguments: [Argument],
                          _ trailing: [TrailingClosure], _ location: SourceLocation) throws(LabError) -> InterpretedGesture {
        guard Self.gestureModifiers.contains(name) else {
            if name == "updating" {
                throw fail(nameLocation, ".updating needs a @GestureState property, which scene files do not have; use .onChanged")
            }
            throw fail(nameLocation, "unknown gesture modifier '.\(name)' (supported: \(Self.gestureModifiers.map { "." + $0 }.joined(separator: ", ")))")
        }
        let base = try gesture(baseExpr)
        switch name {
        case "sequenced", "simultaneously", "exclusively":
            let label = name == "simultaneously" ? "with" : "before"
            let a = try bind(arguments, trailing, call: ".\(name)", at: location, labels: [label], closureLabel: nil)
            guard let otherExpr = a[label] else { throw fail(location, ".\(name)(\(label):) needs a gesture") }
            let other = try gesture(otherExpr)
            let equatable = base.isEquatable && other.isEquatable
            switch name {
            case "sequenced":
                return InterpretedGesture(gesture: AnyGesture(base.gesture.sequenced(before: other.gesture).map { value -> GestureValue in
                    switch value {
                    case .first(let a): .sequenceFirst(a)
                    case .second(let a, let b): .sequenceSecond(a, b)
                    }
                }), sample: .sequenceSecond(base.sample, other.sample), isEquatable: equatable,
                    typeName: "SequenceGesture<\(base.typeName), \(other.typeName)>")
            case "simultaneously":
                return InterpretedGesture(gesture: AnyGesture(base.gesture.simultaneously(with: other.gesture).map {
                    GestureValue.simultaneous($0.first, $0.second)
                }), sample: .simultaneous(base.sample, other.sample), isEquatable: equatable,
                    typeName: "SimultaneousGesture<\(base.typeName), \(other.typeName)>")
            default:
                return InterpretedGesture(gesture: AnyGesture(base.gesture.exclusively(before: other.gesture).map { value -> GestureValue in
                    switch value {
                    case .first(let a): .exclusiveFirst(a)
                    case .second(let b): .exclusiveSecond(b)
                    }
                }), sample: .exclusiveFirst(base.sample), isEquatable: equatable,
                    typeName: "ExclusiveGesture<\(base.typeName), \(other.typeName)>")
            }
        case "modifiers":
            let a = try bind(arguments, trailing, call: ".modifiers", at: location, labels: [nil], closureLabel: nil)
            guard let modifiersExpr = a[nil] else { throw fail(location, ".modifiers needs keys, like .modifiers(.shift)") }
            var result = base
            result.gesture = AnyGesture(base.gesture.modifiers(try eventModifiers(modifiersExpr)))
            return result
        default:
            let a = try bind(arguments, trailing, call: ".\(name)", at: location, labels: ["perform"], closureLabel: "perform")
            guard let body = a["perform"] else { throw fail(location, ".\(name) needs a closure: .\(name) { _ in print(\"…\") }") }
            var result = base
            switch name {
            case "onChanged":
                guard base.isEquatable else {
                    throw fail(nameLocation, "\(base.typeName) has no .onChanged: its Value is not Equatable (SwiftUI rejects it too)")
                }
                let action = try closure(body, sample: base.sample, typeName: base.typeName + ".Value", allowsNoParameter: true)
                result.gesture = AnyGesture(base.gesture.onChanged(action))
            case "onEnded", "onStarted":
                let action = try closure(body, sample: base.sample, typeName: base.typeName + ".Value", allowsNoParameter: true)
                result.gesture = name == "onEnded" ? AnyGesture(base.gesture.onEnded(action)) : AnyGesture(base.gesture.onStarted(perform: action))
            default:
                let action = try closure(body, sample: .text("failed"), typeName: "GestureCancellation", allowsNoParameter: true)
                result.gesture = AnyGesture(base.gesture.onCancelled { action(.text($0.rawValue)) })
            }
            return result
        }
    }

    // MARK: - Arguments

    /// Matches arguments and trailing closures to labels in order, as Swift does for a call
    /// whose parameters all have defaults. `nil` stands for an unlabeled first parameter.
    func bind(_ arguments: [Argument], _ trailing: [TrailingClosure], call: String, at location: SourceLocation,
              labels: [String?], closureLabel: String?) throws(LabError) -> [String?: Expr] {
        var result: [String?: Expr] = [:]
        var position = 0
        for argument in arguments {
            guard let index = labels[position...].firstIndex(where: { $0 == argument.label }) else {
                let where_ = argument.labelLocation ?? argument.value.startLocation
                if labels.contains(where: { $0 == argument.label }) {
                    throw fail(where_, "argument '\(argument.label ?? "_")' is out of order or repeated in \(call)(\(labelList(labels)))")
                }
                if let label = argument.label {
                    throw fail(where_, "\(call) has no argument '\(label):' (it takes \(labelList(labels)))")
                }
                throw fail(where_, "\(call) needs a label for this argument (it takes \(labelList(labels)))")
            }
            result[argument.label] = argument.value
            position = index + 1
        }
        for (offset, closure) in trailing.enumerated() {
            let label = offset == 0 ? closureLabel : closure.label
            guard let label, labels.contains(label), result[label] == nil else {
                throw fail(closure.location, offset == 0 ? "\(call) takes no trailing closure"
                                                         : "\(call) has no trailing closure '\(closure.label ?? "_"):'")
            }
            result[label] = .closure(closure.closure, closure.location)
        }
        return result
    }

    private func labelList(_ labels: [String?]) -> String {
        labels.map { $0.map { "\($0):" } ?? "_" }.joined(separator: ", ")
    }

    func number(_ expr: Expr, _ what: String) throws(LabError) -> Double {
        guard case .number(let literal, _) = expr, literal.double.isFinite else {
            throw fail(expr.startLocation, "\(what) must be a number, found '\(expr)'")
        }
        return literal.double
    }

    func nonNegative(_ expr: Expr, _ what: String) throws(LabError) -> Double {
        let value = try number(expr, what)
        guard value >= 0 else { throw fail(expr.startLocation, "\(what) must not be negative, got \(formatNumber(value))") }
        return value
    }

    /// A duration in seconds, from 0 to ``Limits/time``.
    func seconds(_ expr: Expr, _ what: String) throws(LabError) -> Double {
        let value = try nonNegative(expr, what)
        guard value <= Limits.time else {
            throw fail(expr.startLocation, "\(what) must be at most \(formatNumber(Limits.time)) seconds")
        }
        return value
    }

    func tapCount(_ expr: Expr) throws(LabError) -> Int {
        guard case .number(let literal, _) = expr, let count = literal.intValue else {
            throw fail(expr.startLocation, "count must be a whole number, found '\(expr)'")
        }
        guard count >= 1, count <= 100 else { throw fail(expr.startLocation, "count must be between 1 and 100, got \(count)") }
        return count
    }

    func bool(_ expr: Expr) throws(LabError) -> Bool {
        switch expr {
        case .identifier("true", _): return true
        case .identifier("false", _): return false
        default: throw fail(expr.startLocation, "expected true or false, found '\(expr)'")
        }
    }

    func string(_ expr: Expr) throws(LabError) -> String {
        guard let text = expr.plainString else { throw fail(expr.startLocation, "expected a string literal, found '\(expr)'") }
        return text
    }

    /// `.degrees(30)`, `.radians(0.5)`, `Angle(degrees: 30)`, `Angle.degrees(30)`, `.zero`.
    func angle(_ expr: Expr) throws(LabError) -> Angle {
        switch expr {
        case .implicitMember("zero", _), .member(.identifier("Angle", _), "zero", _):
            return .zero
        case .call(.implicitMember(let unit, _), let args, [], _), .call(.member(.identifier("Angle", _), let unit, _), let args, [], _):
            guard args.count == 1, args[0].label == nil, unit == "degrees" || unit == "radians" else { break }
            let value = try number(args[0].value, "the angle")
            return unit == "degrees" ? .degrees(value) : .radians(value)
        case .call(.identifier("Angle", _), let args, [], _):
            guard args.count == 1, let label = args[0].label, label == "degrees" || label == "radians" else { break }
            let value = try number(args[0].value, "the angle")
            return label == "degrees" ? .degrees(value) : .radians(value)
        default:
            break
        }
        throw fail(expr.startLocation, "expected an angle such as .degrees(5) or .radians(0.1), found '\(expr)'")
    }

    func coordinateSpace(_ expr: Expr) throws(LabError) -> CoordinateSpace {
        switch expr {
        case .implicitMember("local", _), .member(.identifier("CoordinateSpace", _), "local", _): return .local
        case .implicitMember("global", _), .member(.identifier("CoordinateSpace", _), "global", _): return .global
        case .call(.implicitMember("named", _), let args, [], _), .call(.member(.identifier("CoordinateSpace", _), "named", _), let args, [], _):
            guard args.count == 1, args[0].label == nil else { break }
            return .named(try string(args[0].value))
        default: break
        }
        throw fail(expr.startLocation, "expected a coordinate space (.local, .global or .named(\"name\")), found '\(expr)'")
    }

    func mask(_ expr: Expr) throws(LabError) -> GestureMask {
        let name: String?
        switch expr {
        case .implicitMember(let n, _), .member(.identifier("GestureMask", _), let n, _): name = n
        default: name = nil
        }
        switch name {
        case "all": return .all
        case "gesture": return .gesture
        case "subviews": return .subviews
        case "none": return .none
        default: throw fail(expr.startLocation, "expected a gesture mask (.all, .gesture, .subviews or .none), found '\(expr)'")
        }
    }

    func eventModifiers(_ expr: Expr) throws(LabError) -> EventModifiers {
        if case .array(let items, _) = expr {
            var result: EventModifiers = []
            for item in items { result.formUnion(try eventModifiers(item)) }
            return result
        }
        let name: String?
        switch expr {
        case .implicitMember(let n, _), .member(.identifier("EventModifiers", _), let n, _): name = n
        default: name = nil
        }
        if name == "all" { return .all }
        guard let name, let modifier = EventModifiers.names.first(where: { $0.0 == name })?.1 else {
            let known = EventModifiers.names.map { "." + $0.0 }.joined(separator: ", ")
            throw fail(expr.startLocation, "expected event modifiers (\(known), or an array of them), found '\(expr)'")
        }
        return modifier
    }

    // MARK: - Closures

    /// Compiles a closure of `print(…)` statements. Its parameter (if named) is the value; every
    /// member it prints is checked now against a sample of the value, so mistakes are reported
    /// with their place when the scene loads, not in the middle of a replay.
    func closure(_ expr: Expr, sample: GestureValue, typeName: String, allowsNoParameter: Bool) throws(LabError) -> (GestureValue) -> Void {
        guard case .closure(let closure, let location) = expr else {
            throw fail(expr.startLocation, "expected a closure { … }, found '\(expr)'")
        }
        let parameter: String?
        switch closure.parameters {
        case nil, []: parameter = nil
        case let names? where names.count == 1: parameter = names[0] == "_" ? nil : names[0]
        case let names?:
            throw fail(closure.parameterLocations.first ?? location, "this closure takes one value (\(typeName)), not \(names.count)")
        }
        var statements: [[Expr]] = []
        for statement in closure.body {
            guard case .call(.identifier("print", _), let args, let trailing, let callLocation) = statement else {
                throw fail(statement.startLocation, "closures in scene files can only print(…), found '\(statement)'")
            }
            guard trailing.isEmpty else { throw fail(callLocation, "print takes no trailing closure") }
            var items: [Expr] = []
            for arg in args {
                if let label = arg.label { throw fail(arg.labelLocation ?? callLocation, "print(\(label):) is not supported; print values only") }
                _ = try evaluate(arg.value, parameter: parameter, value: sample, typeName: typeName)
                items.append(arg.value)
            }
            statements.append(items)
        }
        let sink = self.sink, shapeID = self.shapeID
        return { value in
            for items in statements {
                let text = items.map { (try? evaluate($0, parameter: parameter, value: value, typeName: typeName))?.description ?? "" }
                    .joined(separator: " ")
                sink.handler(shapeID, text)
            }
        }
    }

    func evaluate(_ expr: Expr, parameter: String?, value: GestureValue, typeName: String) throws(LabError) -> GestureValue {
        switch expr {
        case .string(let literal, _):
            var text = ""
            for segment in literal.segments {
                switch segment {
                case .text(let part): text += part
                case .interpolation(let inner): text += try evaluate(inner, parameter: parameter, value: value, typeName: typeName).description
                }
            }
            return .text(text)
        case .number(let literal, _):
            return literal.intValue.map { .text(String($0)) } ?? .number(literal.double)
        case .identifier("true", _): return .bool(true)
        case .identifier("false", _): return .bool(false)
        case .identifier(let name, let location):
            guard name == parameter else {
                throw fail(location, parameter == nil ? "cannot find '\(name)' in scope (name the closure's parameter: { \(name) in … })"
                                                      : "cannot find '\(name)' in scope (the closure's parameter is '\(parameter!)')")
            }
            return value
        case .member(let base, let name, let location):
            let baseValue = try evaluate(base, parameter: parameter, value: value, typeName: typeName)
            guard let member = baseValue.member(name) else {
                throw fail(location, "value '\(base)' has no member '\(name)' that a scene can print")
            }
            return member
        default:
            throw fail(expr.startLocation, "print can show text, numbers, the closure's value and its members, not '\(expr)'")
        }
    }
}
