import GestureKit
import LabCore

/// The touches down at each moment of a recorded input, for the touch rings of replayed frames:
/// walked forward through the recording, it answers which touches are down up to a time.
public struct ReplayTouches {
    private let items: [EventFile.Item]
    private var index = 0
    private var down: [Int: InputMapper.Marker] = [:]

    public init(_ items: [EventFile.Item]) { self.items = items }

    /// The touches down after every item up to `time` (times must not go backwards).
    public mutating func touches(upTo time: GestureTime) -> [InputMapper.Marker] {
        while index < items.count, items[index].time <= time {
            switch items[index] {
            case .touch(let event):
                switch event.phase {
                case .began, .moved:
                    down[event.id] = .init(id: event.id, location: event.location,
                                           isSimulated: InputMapper.isSimulated(event.id))
                case .ended, .cancelled:
                    down[event.id] = nil
                }
            case .cancelAll: down.removeAll()
            case .idle: break
            }
            index += 1
        }
        return down.values.sorted { $0.id < $1.id }
    }
}
