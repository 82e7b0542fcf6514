/// A dictionary key for the view layer's tables (records, per-type facts, shapes by identity)
/// that hashes in a few instructions: identity keys are already 64-bit mixes and type
/// identifiers are pointers, so the standard library's keyed hash (SipHash, about a hundred
/// instructions a lookup) buys nothing there, and the update pass makes thousands of lookups.
///
/// ```swift
/// var records: [FastKey: ViewRecord] = [:]
/// records[FastKey(node.key)] = record
/// ```
struct FastKey: Hashable {
    let bits: UInt64

    init(_ key: UInt64) { bits = key }
    init(_ type: ObjectIdentifier) { bits = UInt64(UInt(bitPattern: type)) }

    static func == (lhs: FastKey, rhs: FastKey) -> Bool { lhs.bits == rhs.bits }

    func hash(into hasher: inout Hasher) { hasher.combine(bits) }

    /// The hash a dictionary places the key by: the bits and the table's seed mixed by one
    /// multiply-xorshift round, enough to spread pointers (aligned, so low bits all zero) and
    /// sequential keys over the buckets.
    func _rawHashValue(seed: Int) -> Int {
        Self.mix(bits, seed: seed)
    }

    static func mix(_ bits: UInt64, seed: Int) -> Int {
        var z = bits ^ UInt64(bitPattern: Int64(seed))
        z = (z ^ (z >> 31)) &* 0xBF58_476D_1CE4_E5B9
        return Int(bitPattern: UInt(truncatingIfNeeded: z ^ (z >> 29)))
    }
}
