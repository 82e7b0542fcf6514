@_spi(Reflection) import Swift
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Whether two values of a view type are the same view, compared as SwiftUI compares a view
/// before it evaluates its body again: field by field, by their bits (the same bits are the same
/// values and the same objects; different bits, a string in a new buffer or a new closure, only
/// cost an evaluation), skipping the properties whose storage belongs to the view's identity
/// (`@State`, `@GestureState`, `@Environment`, …: a new value of the view brings a new, unlinked
/// wrapper, while the storage it will be linked to is the same). Padding between fields is never
/// compared. A value holding a closure (an action, a `Binding`'s accessors) is never the same: a
/// closure's bits say what it captured only when it captured one object, not what that object
/// holds now.
///
/// ```swift
/// let plan = ValueIdentity.plan(for: Row.self)
/// ValueIdentity.same(Row(index: 3), Row(index: 3), plan: plan)   // true
/// ```
enum ValueIdentity {
    /// The byte ranges of a type's values that are compared.
    struct Plan {
        var ranges: [Range<Int>]
        /// False when the values hold a closure.
        var isComparable = true
    }

    /// The ranges of `type`'s leaf fields, nested structures walked into, neighbours merged.
    /// `comparingClosures`: closures compare by their bits too (the environment's actions, which
    /// the view layer makes, not the user's code).
    static func plan(for type: Any.Type, comparingClosures: Bool = false) -> Plan {
        var ranges: [Range<Int>] = []
        var comparable = true
        collect(type, at: 0, into: &ranges, comparable: &comparable)
        if comparingClosures { comparable = true }
        var merged: [Range<Int>] = []
        for range in ranges {
            if let last = merged.last, last.upperBound == range.lowerBound {
                merged[merged.count - 1] = last.lowerBound..<range.upperBound
            } else {
                merged.append(range)
            }
        }
        return Plan(ranges: merged, isComparable: comparable)
    }

    /// Collects the ranges of `type` placed at `base`, walking into it if it is a structure
    /// (`isStructure`; only then are its fields asked for: reflection cannot list an existential's).
    private static func collect(_ type: Any.Type, at base: Int, isStructure: Bool = true, into ranges: inout [Range<Int>],
                                comparable: inout Bool) {
        if type is any IdentityOwnedProperty.Type { return }
        let size = self.size(of: type)
        guard size > 0 else { return }
        var fields: [(offset: Int, type: Any.Type, isStructure: Bool)] = []
        let listed = isStructure && _forEachField(of: type, options: []) { _, offset, fieldType, kind in
            fields.append((offset, fieldType, kind == .struct))
            return true
        }
        // Not a structure, or one of the standard library's built-in leaves (which list no field).
        guard listed, !fields.isEmpty else {
            // A function, or one wrapped (an optional action): found by its spelling, once per type.
            if String(describing: type).contains("->") { comparable = false }
            ranges.append(base..<base + size)
            return
        }
        for field in fields {
            collect(field.type, at: base + field.offset, isStructure: field.isStructure, into: &ranges, comparable: &comparable)
        }
    }

    private static func size(of type: Any.Type) -> Int {
        func open<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: open)
    }

    /// The plan without `excluded` (a field compared some other way).
    static func plan(_ plan: Plan, excluding excluded: Range<Int>) -> Plan {
        var ranges: [Range<Int>] = []
        for range in plan.ranges {
            if range.lowerBound < excluded.lowerBound { ranges.append(range.lowerBound..<min(range.upperBound, excluded.lowerBound)) }
            if range.upperBound > excluded.upperBound { ranges.append(max(range.lowerBound, excluded.upperBound)..<range.upperBound) }
        }
        return Plan(ranges: ranges, isComparable: plan.isComparable)
    }

    /// Plans of the types held by `Any` values (an environment's own keys and objects), found once
    /// per type, by any thread.
    private static let anyPlans = Mutex<[ObjectIdentifier: Plan]>([:])

    /// Whether two values held as `Any` are the same: of one type, and the same by its plan (an
    /// object: the same object).
    static func same(_ a: Any, _ b: Any) -> Bool {
        let type = Swift.type(of: a)
        guard type == Swift.type(of: b) else { return false }
        let id = ObjectIdentifier(type)
        let plan = anyPlans.withLock { $0[id] } ?? {
            let made = self.plan(for: type, comparingClosures: true)
            anyPlans.withLock { $0[id] = made }
            return made
        }()
        func open<T>(_ left: T) -> Bool {
            guard let right = b as? T else { return false }
            return same(left, right, plan: plan)
        }
        return _openExistential(a, do: open)
    }

    /// Whether `a` and `b` agree in every range of `plan`.
    static func same<V>(_ a: V, _ b: V, plan: Plan) -> Bool {
        guard plan.isComparable else { return false }
        return withUnsafeBytes(of: a) { left in
            withUnsafeBytes(of: b) { right in
                guard let l = left.baseAddress, let r = right.baseAddress else { return true }
                for range in plan.ranges where memcmp(l + range.lowerBound, r + range.lowerBound, range.count) != 0 {
                    return false
                }
                return true
            }
        }
    }
}

/// A property wrapper whose storage belongs to the view's identity, not to its value: a new view
/// value brings a new wrapper, linked to the same storage when the view is installed. Two values
/// of a view are the same view whatever their wrappers of this kind hold.
protocol IdentityOwnedProperty {}

extension State: IdentityOwnedProperty {}
extension GestureState: IdentityOwnedProperty {}
extension Environment: IdentityOwnedProperty {}
extension EnvironmentObject: IdentityOwnedProperty {}
extension StateObject: IdentityOwnedProperty {}
extension FocusState: IdentityOwnedProperty {}
extension Namespace: IdentityOwnedProperty {}
