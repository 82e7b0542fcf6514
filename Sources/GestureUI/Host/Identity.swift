/// A step from a view to one of its children in the identity of a view: a position in a
/// tuple, a branch of an `if`, a view type, or an element id of a `ForEach`.
enum PathComponent {
    case index(Int)
    case branch(Int)
    case type(ObjectIdentifier)
    /// An element's id (as a word: ``word(_:)``), and how the element is spelled in names.
    case id(UInt64, label: ElementName)

    /// The child's key from its parent's: a 64-bit mix, the same for the same path within a
    /// process (element ids other than `Int`s use Swift's hashing, which is seeded per process).
    func key(under parent: UInt64) -> UInt64 {
        var hasher = StableMix(parent)
        switch self {
        case .index(let index): hasher.mix(1); hasher.mix(UInt64(bitPattern: Int64(index)))
        case .branch(let branch): hasher.mix(2); hasher.mix(UInt64(branch))
        case .type(let type): hasher.mix(3); hasher.mix(UInt64(UInt(bitPattern: type)))
        case .id(let word, _): hasher.mix(4); hasher.mix(word)
        }
        return hasher.value
    }

    /// An element id as one word for its key: an `Int` as itself (different ids, different
    /// words, and no hashing: `ForEach(0..<n)` and integer ids are the common case), any other
    /// id by its hash.
    static func word<ID: Hashable>(_ id: ID) -> UInt64 {
        if ID.self == Int.self { return UInt64(bitPattern: Int64(unsafeBitCast(id, to: Int.self))) }
        return UInt64(bitPattern: Int64(id.hashValue))
    }
}

/// A small 64-bit mixing function (splitmix64 steps) for identity keys.
struct StableMix {
    private(set) var value: UInt64
    init(_ seed: UInt64) { value = seed }
    mutating func mix(_ word: UInt64) {
        var z = value &+ 0x9E37_79B9_7F4A_7C15 &+ word
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        value = z ^ (z >> 31)
    }
}
