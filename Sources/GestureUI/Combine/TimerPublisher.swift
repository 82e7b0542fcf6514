import Foundation

extension Timer {
    /// A publisher of the time every `interval` seconds, on the lab's simulation clock (so a
    /// replay sees the same ticks at the same moments): Combine's `Timer.publish`. The run loop
    /// and mode are accepted and change nothing; the dates count from 2001-01-01 00:00:00 UTC at
    /// the simulation's start.
    ///
    /// ```swift
    /// let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// Text("\(seconds)").onReceive(ticks) { _ in seconds += 1 }
    /// ```
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: TimerPublisherOptions? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    /// The options `Timer.publish` takes on Apple's systems (none apply here).
    public struct TimerPublisherOptions: Sendable {}

    /// Ticks once connected (`connect()`, or `autoconnect()` at the first subscriber), every
    /// `interval` seconds of the view host's clock.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: TimeInterval
        private let subject = PassthroughSubject<Date, Never>()

        init(interval: TimeInterval) { self.interval = interval }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        /// Starts the ticks on the host the code runs under (none outside a host).
        public func connect() -> Cancellable {
            guard let host = HostContext.current?.host else { return AnyCancellable {} }
            let subject = subject
            weak let weakHost = host
            let id = host.scheduleTimer(after: interval, repeats: true) {
                subject.send(Date(timeIntervalSinceReferenceDate: weakHost?.now.seconds ?? 0))
            }
            return AnyCancellable { weakHost?.cancelTimer(id) }
        }
    }
}
