import GestureKit
import LabCore

/// The touches down during a replay, for the touch rings of its frames: told every input item
/// as the engine receives it (``LabSimulation/observeDeliveries(_:)``), or walked forward
/// through a recording held in memory.
public final class ReplayTouches {
    private var markers: [Int: InputMapper.Marker] = [:]
    /// The path of each touch down, its latest 120 points (for trails).
    public private(set) var trails: [Int: [CGPoint]] = [:]
    private let items: [EventFile.Item]
    private var index = 0

    /// Touches told one item at a time with ``apply(_:)``.
    public convenience init() { self.init([]) }

    /// Touches of a recording held in memory, read with ``touches(upTo:)``.
    public init(_ items: [EventFile.Item]) { self.items = items }

    /// The touches down now, by id.
    public var down: [InputMapper.Marker] { markers.values.sorted { $0.id < $1.id } }

    /// Takes one input item into account.
    public func apply(_ item: EventFile.Item) {
        switch item {
        case .touch(let event):
            switch event.phase {
            case .began, .moved:
                markers[event.id] = .init(id: event.id, location: event.location, isSimulated: InputMapper.isSimulated(event.id))
                if event.phase == .began { trails[event.id] = [] }
                trails[event.id, default: []].append(event.location)
                if trails[event.id]!.count > 120 { trails[event.id]!.removeFirst() }
            case .ended, .cancelled:
                markers[event.id] = nil
                trails[event.id] = nil
            }
        case .cancelAll:
            markers.removeAll()
            trails.removeAll()
        case .idle: break
        }
    }

    /// The touches down after every item of the recording up to `time` (times must not go
    /// backwards).
    public func touches(upTo time: GestureTime) -> [InputMapper.Marker] {
        while index < items.count, items[index].time <= time {
            apply(items[index])
            index += 1
        }
        return down
    }
}
