/// Core Haptics as far as SwiftUI code reaches for it, inert: a Linux machine has no haptic
/// engine, so an engine starts and plays patterns without any effect, and reports that the
/// hardware has no haptics (code that checks first skips its haptics, as on a device without
/// them). Files that `import CoreHaptics` compile and run unchanged.
///
/// ```swift
/// guard CHHapticEngine.capabilitiesForHardware().supportsHaptics else { return }
/// ```

/// What the hardware can play: nothing here.
public protocol CHHapticDeviceCapability {
    var supportsHaptics: Bool { get }
    var supportsAudio: Bool { get }
}

struct NoHaptics: CHHapticDeviceCapability {
    var supportsHaptics: Bool { false }
    var supportsAudio: Bool { false }
}

/// An error an engine could throw (none is thrown here).
public struct CHHapticError: Error, Sendable {
    public enum Code: Int, Sendable { case engineNotRunning = -4805, invalidParameterType = -4801 }
    public var code: Code
}

/// The haptic engine: starts, stops and makes players that play nothing.
open class CHHapticEngine {
    public enum StoppedReason: Int, Sendable { case audioSessionInterrupt = 1, applicationSuspended, idleTimeout, notifyWhenFinished, engineDestroyed, gameControllerDisconnect, systemError = -1 }
    public enum FinishedAction: Int, Sendable { case stopEngine = 1, leaveEngineRunning }

    public var stoppedHandler: (StoppedReason) -> Void = { _ in }
    public var resetHandler: () -> Void = {}
    public var playsHapticsOnly = false
    public var isAutoShutdownEnabled = false
    public var isMutedForAudio = false
    public var isMutedForHaptics = false
    public var currentTime: Double = 0

    public init() throws {}

    public class func capabilitiesForHardware() -> any CHHapticDeviceCapability { NoHaptics() }

    open func start() throws {}
    open func start(completionHandler: ((Error?) -> Void)? = nil) { completionHandler?(nil) }
    open func stop(completionHandler: ((Error?) -> Void)? = nil) { completionHandler?(nil) }
    open func notifyWhenPlayersFinished(finishedHandler: @escaping (Error?) -> FinishedAction) { _ = finishedHandler(nil) }
    open func makePlayer(with pattern: CHHapticPattern) throws -> any CHHapticPatternPlayer { SilentPlayer() }
    open func makeAdvancedPlayer(with pattern: CHHapticPattern) throws -> any CHHapticAdvancedPatternPlayer { SilentPlayer() }
    open func playPattern(from url: Any) throws {}
}

/// A pattern's player.
public protocol CHHapticPatternPlayer: AnyObject {
    func start(atTime time: Double) throws
    func stop(atTime time: Double) throws
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: Double) throws
    var isMuted: Bool { get set }
}

/// A player that loops, pauses and seeks.
public protocol CHHapticAdvancedPatternPlayer: CHHapticPatternPlayer {
    var loopEnabled: Bool { get set }
    var playbackRate: Float { get set }
    func pause(atTime time: Double) throws
    func resume(atTime time: Double) throws
    func seek(toOffset offsetTime: Double) throws
}

final class SilentPlayer: CHHapticAdvancedPatternPlayer {
    var isMuted = false
    var loopEnabled = false
    var playbackRate: Float = 1
    func start(atTime time: Double) throws {}
    func stop(atTime time: Double) throws {}
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: Double) throws {}
    func pause(atTime time: Double) throws {}
    func resume(atTime time: Double) throws {}
    func seek(toOffset offsetTime: Double) throws {}
}

/// When a player starts now.
public let CHHapticTimeImmediate: Double = 0

/// One haptic or audio event of a pattern.
open class CHHapticEvent {
    public struct EventType: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let hapticTransient = EventType(rawValue: "HapticTransient")
        public static let hapticContinuous = EventType(rawValue: "HapticContinuous")
        public static let audioContinuous = EventType(rawValue: "AudioContinuous")
        public static let audioCustom = EventType(rawValue: "AudioCustom")
    }
    public var type: EventType
    public var eventParameters: [CHHapticEventParameter]
    public var relativeTime: Double
    public var duration: Double

    public init(eventType type: EventType, parameters eventParams: [CHHapticEventParameter], relativeTime time: Double) {
        self.type = type
        eventParameters = eventParams
        relativeTime = time
        duration = 0
    }
    public init(eventType type: EventType, parameters eventParams: [CHHapticEventParameter], relativeTime time: Double, duration: Double) {
        self.type = type
        eventParameters = eventParams
        relativeTime = time
        self.duration = duration
    }
}

/// A value of an event (its intensity, its sharpness, …).
open class CHHapticEventParameter {
    public struct ID: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let hapticIntensity = ID(rawValue: "HapticIntensity")
        public static let hapticSharpness = ID(rawValue: "HapticSharpness")
        public static let attackTime = ID(rawValue: "AttackTime")
        public static let decayTime = ID(rawValue: "DecayTime")
        public static let releaseTime = ID(rawValue: "ReleaseTime")
        public static let sustained = ID(rawValue: "Sustained")
        public static let audioVolume = ID(rawValue: "AudioVolume")
        public static let audioPitch = ID(rawValue: "AudioPitch")
        public static let audioPan = ID(rawValue: "AudioPan")
        public static let audioBrightness = ID(rawValue: "AudioBrightness")
    }
    public let parameterID: ID
    public var value: Float
    public init(parameterID: ID, value: Float) {
        self.parameterID = parameterID
        self.value = value
    }
}

/// A value that changes a playing pattern.
open class CHHapticDynamicParameter {
    public struct ID: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let hapticIntensityControl = ID(rawValue: "HapticIntensityControl")
        public static let hapticSharpnessControl = ID(rawValue: "HapticSharpnessControl")
    }
    public let parameterID: ID
    public var value: Float
    public var relativeTime: Double
    public init(parameterID: ID, value: Float, relativeTime time: Double) {
        self.parameterID = parameterID
        self.value = value
        relativeTime = time
    }
}

/// A curve of a parameter over time.
open class CHHapticParameterCurve {
    open class ControlPoint {
        public var relativeTime: Double
        public var value: Float
        public init(relativeTime time: Double, value: Float) {
            relativeTime = time
            self.value = value
        }
    }
    public let parameterID: CHHapticDynamicParameter.ID
    public var relativeTime: Double
    public let controlPoints: [ControlPoint]
    public init(parameterID: CHHapticDynamicParameter.ID, controlPoints: [ControlPoint], relativeTime: Double) {
        self.parameterID = parameterID
        self.controlPoints = controlPoints
        self.relativeTime = relativeTime
    }
}

/// Events and parameters played together.
open class CHHapticPattern {
    public let events: [CHHapticEvent]
    public var duration: Double { events.map { $0.relativeTime + $0.duration }.max() ?? 0 }
    public init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter]) throws { self.events = events }
    public init(events: [CHHapticEvent], parameterCurves: [CHHapticParameterCurve]) throws { self.events = events }
    public init(dictionary: [String: Any]) throws { events = [] }
}
