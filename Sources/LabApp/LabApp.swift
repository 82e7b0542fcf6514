import Foundation
import GestureKit
import LabCore
import LabWindow

/// The lab window: real input in, a fixed-timestep simulation in the middle, frames out at the
/// display's rate. The simulation never calls SDL; the loop only stamps input, steps the
/// simulation and draws.
public final class LabApp {
    public struct Options {
        /// Scene files to show; with more than one, ←/→ and 1–9 switch between them.
        public var scenes: [String]
        public var startIndex = 0
        public var tickHz = 120
        /// Reload the shown scene's file when it changes on disk.
        public var hotReload = true
        /// Write every input to this event file (`record`).
        public var recordPath: String?
        /// Write the log of the live session to this file.
        public var logPath: String?
        public var hidden = false
        /// A Swift scene's root view (`--view`) and canvas (`--size`).
        public var viewName: String?
        /// A Swift scene's `#Preview` by name (`--preview`).
        public var previewName: String?
        public var canvasSize: CGSize?
        /// A Swift scene's canvas has an iPhone's safe area (`--safe-area`).
        public var hasSafeArea = false
        /// A document already in memory (an app's own views) shown instead of loading
        /// `scenes[0]`; it is not reloaded.
        public var document: (any LabDocument)?
        /// Where takes (O) and screenshots (P) are written: the current folder by default.
        public var outputFolder = "."
        /// The look of the window for recordings: the panel, the help hint, touch trails.
        public var showsPanel = true
        public var showsHelpHint = true
        public var showsTrails = false
        /// How a Swift file's worker runs: the time its code may take, the memory it may hold.
        public var worker = WorkerSimulation.Options(tickHz: 120)
        public init(scenes: [String]) { self.scenes = scenes }
    }

    let options: Options
    let window: Window
    let view: LabView
    let mapper = InputMapper()
    /// The shown scene: a JSON scene in this process, a Swift file's views in a worker.
    var simulation: any SceneSession
    /// What the last frame showed (the worker's answers arrive with frames).
    var lastFrame = SceneFrame(now: .zero)
    /// Why the file's code stopped, when it has: the window shows it until a reload.
    public private(set) var failure: SceneFailure?
    var clock: LabClock
    var state = LabOverlayState()
    var lingering: [LingeringTree] = []
    var captions: [(text: String, time: Double)] = []
    /// The latest system edge gesture and when it came (wall clock), for its notice.
    var systemNotice: (outcome: SystemEdgeGestures.Outcome, time: Double)?
    var sceneIndex: Int
    var sceneModified: Date?
    var lastReloadCheck = 0.0
    var running = true
    var recordFile: OutputFile?
    var logFile: OutputFile?
    var frameTimes: [Double] = []
    var memoryReadings = MemoryReadings()
    let loader: DocumentLoader
    /// Whether the recognizer panel is beside the scene (`--no-panel` hides it; Tab shows it).
    var showsPanel = true
    /// The take being recorded with O: its file, name and the simulation time it began.
    var take: (file: OutputFile, name: String, start: GestureTime, items: Int)?
    /// The input the shown scene has had since it was loaded, times counted from its load, in
    /// a scratch file of the lab's own: a take starts with it, so that it replays from the state
    /// the window had.
    private var session: (file: OutputFile, path: String, start: GestureTime)?
    /// The lab's scratch folder (the session's input), removed when the lab ends.
    private var scratch: String?

    /// Writes a loading error on standard error (a compile error with all the compiler's lines)
    /// and returns the text for the window's banner.
    static func report(_ error: Error) -> String {
        if let compile = error as? SwiftCompileError {
            FileHandle.standardError.write(Data((compile.description + "\n").utf8))
            let shown = compile.errorLines.prefix(4)
            return shown.joined(separator: "\n")
                + (compile.errorLines.count > shown.count ? "\n… \(compile.errorLines.count - shown.count) more on standard error" : "")
        }
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        return "\(error)"
    }

    public init(options: Options) throws {
        precondition(!options.scenes.isEmpty, "LabApp needs at least one scene")
        self.options = options
        sceneIndex = min(max(0, options.startIndex), options.scenes.count - 1)
        loader = DocumentLoader(viewName: options.viewName, previewName: options.previewName, canvas: options.canvasSize, hasSafeArea: options.hasSafeArea)
        loader.worker = options.worker
        // A frame the worker is late with is drawn late; the window never waits for it.
        loader.worker.waitsForEveryFrame = false
        // A broken file still opens the window, with its errors shown, and loads once it is
        // fixed; a later bad save keeps the last good version.
        // A terminal closed under the window (`run … | head -1`) must not end it at the next print.
        signal(SIGPIPE, SIG_IGN)
        var startupError: String?
        let session: any SceneSession
        do {
            let prepared = try options.document.map { .document($0) } ?? loader.prepare(options.scenes[sceneIndex])
            session = try loader.start(prepared, tickHz: options.tickHz)
        } catch {
            // Without reloading (record) the file would never load: the command ends instead.
            guard options.hotReload else { throw error }
            let path = options.scenes[sceneIndex]
            startupError = Self.report(error)
            let size = DocumentLoader.isSwift(path) ? loader.canvas : CGSize(width: 800, height: 600)
            session = LabSimulation(document: SwiftScene.placeholder(path: path, size: size), tickHz: options.tickHz)
        }
        showsPanel = options.showsPanel
        state.showHelpHint = options.showsHelpHint
        state.showTrails = options.showsTrails
        state.banner = startupError
        let (w, h) = LabLayout.preferredWindowSize(for: session.sceneSize, showsPanel: showsPanel)
        window = try Window(title: "gesture-lab — \(session.title ?? session.path)", width: w, height: h,
                            hidden: options.hidden, highDPI: true, resizable: true, vsync: false)
        view = try LabView(canvas: window.canvas)
        state.inputNote = window.touchpad.map { $0.unavailableReason ?? "touchpad: pinch and rotate (XInput 2.4)" }
        simulation = session
        clock = LabClock(realNow: MonotonicClock.now())
        if let path = options.recordPath { recordFile = try OutputFile(path: path) }
        if let path = options.logPath { logFile = try OutputFile(path: path) }
        sceneModified = Self.modificationDate(options.scenes[sceneIndex])
        wire()
        startSession()
    }

    deinit { endSession() }

    /// Starts keeping the shown scene's input anew, from now (a load or reload).
    private func startSession() {
        try? session?.file.close()
        session = nil
        if scratch == nil {
            var template = Array((NSTemporaryDirectory() + "/gesture-lab-session-XXXXXX").utf8CString)
            scratch = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) }
        }
        guard let scratch else { return }
        let path = scratch + "/session.jsonl"
        session = (try? OutputFile(path: path)).map { ($0, path, simulation.time) }
    }

    /// Removes the session's scratch file and folder.
    private func endSession() {
        try? session?.file.close()
        if let session { unlink(session.path) }
        session = nil
        if let scratch { rmdir(scratch) }
        scratch = nil
    }

    private func writeToSession(_ item: EventFile.Item) {
        guard let current = session else { return }
        let time = GestureTime(nanoseconds: max(0, item.time.nanoseconds - current.start.nanoseconds))
        do throws(LabError) { try current.file.writeLine(EventRecorder.line(item.retimed(time))) } catch {
            dropSession("takes will start without the input before them")
        }
    }

    /// Stops keeping the session's input after a failure, saying so once; takes then start
    /// with only their own input (touches already down going down at their start).
    private func dropSession(_ consequence: String) {
        guard let current = session else { return }
        try? current.file.close()
        unlink(current.path)
        session = nil
        FileHandle.standardError.write(Data("gesture-lab: cannot keep the scene's input in \(current.path); \(consequence)\n".utf8))
    }

    /// A take's items are timed from the scene's load, as its prelude is.
    private func writeToTake(_ item: EventFile.Item) {
        guard let current = take else { return }
        let time = GestureTime(nanoseconds: max(0, item.time.nanoseconds - current.start.nanoseconds))
        do throws(LabError) {
            try current.file.writeLine(EventRecorder.line(item.retimed(time)))
            take?.items += 1
        } catch {
            FileHandle.standardError.write(Data("gesture-lab: the take stopped: \(error.description)\n".utf8))
            take = nil
        }
    }

    /// Starts a take in the first free `take-NNN.jsonl` of the current folder (an existing file
    /// is never replaced), or ends the one running; both said on the terminal. A take replays
    /// from the state the window had when it started, by construction: it begins with the
    /// scene's input since its load (a prelude, timed from the load as the take is), then a
    /// `mark` where the take starts (`--trim` shows the picture from there); the input queued
    /// before it is handed over first, and touches still down at its end lift there, followed
    /// by an `idle`.
    private func toggleTake() {
        let now = max(simulation.lastInputTime, simulationNow(MonotonicClock.now()))
        simulation.deliverInput(upTo: now)
        if take != nil {
            endTake(at: now)
            return
        }
        guard let name = NumberedFile.create(prefix: "take", extension: "jsonl", in: options.outputFolder) else {
            FileHandle.standardError.write(Data("gesture-lab: cannot start a take: no free take-NNN.jsonl here\n".utf8))
            return
        }
        do throws(LabError) {
            let file = try OutputFile(path: name)
            var start = session?.start ?? now
            try file.writeLine("# a take: the scene's input since it was loaded (a prelude), then a mark where the take starts")
            var prelude = 0
            let kept: String? = session.flatMap { current in
                do throws(LabError) { try current.file.flush() } catch { return nil }
                return try? String(contentsOfFile: current.path, encoding: .utf8)
            }
            if session != nil, kept == nil {
                dropSession("the take starts without the input before it")
                start = now
            }
            if let kept {
                let lines = kept.split(separator: "\n")
                for line in lines { try file.writeLine(String(line)) }
                prelude = lines.count
            } else {
                // No prelude kept: touches already down go down at the take's start.
                for marker in mapper.markers {
                    try file.writeLine(EventRecorder.line(.touch(TouchEvent(time: .zero, phase: .began, id: marker.id,
                                                                             location: marker.location, kind: Self.kind(of: marker)))))
                }
            }
            let at = GestureTime(nanoseconds: max(0, now.nanoseconds - start.nanoseconds))
            try file.writeLine("{\"t\": \(at), \"type\": \"mark\", \"label\": \"take\"}")
            // Input stamped before the mark but handed over after it is timed at the mark.
            simulation.holdInput(from: now)
            take = (file, name, start, 0)
            FileHandle.standardError.write(Data("gesture-lab: recording \(name) (O stops)\n".utf8))
        } catch {
            FileHandle.standardError.write(Data("gesture-lab: cannot start a take: \(error.description)\n".utf8))
        }
    }

    /// Ends the take at `time` (touches still down lift there) and says so.
    private func endTake(at time: GestureTime) {
        for marker in mapper.markers {
            writeToTake(.touch(TouchEvent(time: time, phase: .ended, id: marker.id, location: marker.location, kind: Self.kind(of: marker))))
        }
        writeToTake(.idle(time))
        guard let current = take else { return }
        take = nil
        do throws(LabError) { try current.file.close() } catch {
            FileHandle.standardError.write(Data("\(error.description)\n".utf8))
        }
        FileHandle.standardError.write(Data("gesture-lab: saved \(current.name) (\(current.items) events)\n".utf8))
    }

    private static func kind(of marker: InputMapper.Marker) -> TouchEvent.Kind {
        switch marker.id {
        case EventFile.mouseTouchID: .pointer
        case EventFile.restingTouchID: .resting
        default: .touch
        }
    }

    /// Hands the frame's recorded input and log lines to their files, so that a window closed
    /// by force loses at most one frame of them.
    private func flushOutputs() {
        if let current = session {
            do throws(LabError) { try current.file.flush() } catch { dropSession("takes will start without the input before them") }
        }
        if let current = take {
            do throws(LabError) { try current.file.flush() } catch {
                FileHandle.standardError.write(Data("gesture-lab: the take stopped: \(error.description)\n".utf8))
                take = nil
            }
        }
        for file in [recordFile, logFile].compactMap({ $0 }) {
            do throws(LabError) { try file.flush() } catch {
                caption("\(error.message): \(file.path)")
                if file === recordFile { recordFile = nil } else { logFile = nil }
            }
        }
    }

    /// Writes a line to the recording or the log; a failed write is shown once and ends that file.
    private func write(_ line: String, to file: OutputFile?) {
        guard let file else { return }
        do throws(LabError) { try file.writeLine(line) } catch {
            caption("\(error.message): \(file.path)")
            if file === recordFile { recordFile = nil } else { logFile = nil }
        }
    }

    static func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }

    /// Watches the shown scene: its input goes to the recording, the session's scratch file and
    /// a take; prints become captions (and go to standard output), lines go to the log file,
    /// finished trees linger in the panel, and a failure of the file's code is shown.
    private func wire() {
        simulation.observeDeliveries { [weak self] item in
            self?.write(EventRecorder.line(item), to: self?.recordFile)
            self?.writeToSession(item)
            self?.writeToTake(item)
        }
        // Lines written while the scene started (an onAppear's print) come first; from then on
        // the session keeps none of them.
        let start = simulation.takeStartingOutput()
        for line in start.lines { write(line, to: logFile) }
        for (shape, text) in start.prints { echo(shape: shape, text) }
        simulation.observeScene { [weak self] event in
            switch event {
            case .print(let shape, let text, _):
                self?.echo(shape: shape, text)
            case .line(let line): self?.write(line, to: self?.logFile)
            case .system(let outcome):
                self?.caption(outcome.description)
                self?.systemNotice = (outcome, MonotonicClock.now())
            case .gestureEnded(let snapshot, let time):
                self?.lingering.append(LingeringTree(snapshot: snapshot, endedAt: time))
            case .failed(let failure):
                self?.show(failure)
            }
        }
        if let failure = simulation.failure { show(failure) }
    }

    /// The file's code stopped: the last frame stays, with a banner saying what happened and
    /// where, and the same line on standard error; the log ends that stretch with an error line.
    /// The next save reloads the file, R restarts it. A recording ends there instead (`record`
    /// exits with status 1).
    private func show(_ stopped: SceneFailure) {
        guard failure == nil else { return }
        failure = stopped
        write(stopped.logLine, to: logFile)
        if options.recordPath != nil && !options.hotReload {
            running = false
            return
        }
        FileHandle.standardError.write(Data((stopped.description + "\n").utf8))
        state.banner = stopped.description + "\nThe lab goes on: save the file to reload it, or press R."
    }

    /// A scene's print: a caption in the window, and a line on the terminal, as Xcode's console
    /// shows an app's prints: on standard output, or on standard error while the recording or
    /// the log goes to standard output (`-`), which must stay JSON Lines.
    private func echo(shape: String?, _ text: String) {
        caption(shape.map { "\($0): \(text)" } ?? text)
        let stdoutTaken = options.recordPath == "-" || options.logPath == "-"
        try? (stdoutTaken ? FileHandle.standardError : FileHandle.standardOutput).write(contentsOf: Data((text + "\n").utf8))
    }

    private func caption(_ text: String) {
        captions.append((text, MonotonicClock.now()))
        if captions.count > 5 { captions.removeFirst(captions.count - 5) }
    }

    /// Seconds between frames while nothing moves: the panel's clock still ticks on.
    static let idleFramePeriod = 0.25

    /// Runs until the window closes; returns after writing the log's final line.
    ///
    /// Live input is stamped when it arrives, not when a frame polls for it: between frames the
    /// loop waits on SDL's queue until the next frame is due (SDL wakes as soon as an event
    /// reaches the process) and reads each event then, so its time is within about a
    /// millisecond of its arrival, whatever the frame rate. Frames are paced by this loop at the
    /// display's refresh rate instead of by a vsync'd present, during which input would wait.
    /// While nothing moves, the lab draws four frames a second and sleeps in between.
    public func run() {
        let period = 1 / min(max(window.refreshRate, 30), 240)
        var nextFrame = MonotonicClock.now()
        var lastPresent = nextFrame
        var lastDrawn = -Double.infinity
        while running {
            // Input as it arrives, until the frame is due.
            var hadInput = false
            while running {
                let remaining = nextFrame - MonotonicClock.now()
                guard remaining > 0 else { break }
                if window.waitForEvent(timeout: remaining) { hadInput = handleInput(window.pollEvents()) || hadInput }
            }
            hadInput = handleInput(window.pollEvents()) || hadInput
            let frameStart = MonotonicClock.now()
            for item in mapper.tick(realNow: frameStart, at: simulationNow(frameStart)) { simulation.enqueue(item) }
            let stepStart = MonotonicClock.now()
            let steps = simulation.run(until: simulationNow(stepStart))
            // The monitor's step time, for a scene in this process (a worker measures its own).
            if steps > 0, let local = simulation as? LabSimulation { local.lastStepSeconds = (MonotonicClock.now() - stepStart) / Double(steps) }
            if options.hotReload { checkReload(frameStart) }
            if hadInput || isBusy(frameStart) || frameStart - lastDrawn >= Self.idleFramePeriod {
                draw(frameStart)
                window.canvas.present()
                lastDrawn = frameStart
                let now = MonotonicClock.now()
                frameTimes.append(now - lastPresent)
                if frameTimes.count > 60 { frameTimes.removeFirst() }
                lastPresent = now
            }
            flushOutputs()
            memoryReadings.readIfDue(at: frameStart, details: memoryDetails)
            // The next frame is one period on (while nothing moves, the next idle frame: input
            // wakes the loop sooner); after a stall, frames start again from now rather than
            // racing to catch up.
            nextFrame += period
            if !hadInput && !isBusy(frameStart) { nextFrame = max(nextFrame, lastDrawn + Self.idleFramePeriod) }
            let now = MonotonicClock.now()
            if nextFrame < now - period { nextFrame = now }
        }
        if take != nil { endTake(at: max(simulation.lastInputTime, simulationNow(MonotonicClock.now()))) }
        simulation.finish(at: nil)
        endSession()
        for file in [recordFile, logFile].compactMap({ $0 }) {
            do throws(LabError) { try file.close() } catch {
                FileHandle.standardError.write(Data((error.description + "\n").utf8))
            }
        }
    }

    /// What the window holds, for ``MemoryReadings``.
    private var memoryDetails: String {
        view.cacheSummary + "; lingering \(lingering.count), captions \(captions.count), markers \(mapper.markers.count)"
    }

    /// Simulation time for a real time, kept to whole microseconds so recordings read back exactly.
    private func simulationNow(_ real: Double) -> GestureTime {
        GestureTime(nanoseconds: Int64((clock.simulated(atReal: real) * 1e6).rounded()) * 1000)
    }

    /// Whether something on screen is moving: touches or gestures in flight (their timers
    /// included), a finished tree fading, recent captions, a running animation.
    private func isBusy(_ now: Double) -> Bool {
        if !lingering.isEmpty || !mapper.markers.isEmpty || captions.contains(where: { now - $0.time < 6 }) { return true }
        // A scene whose code stopped moves no more.
        guard failure == nil else { return false }
        return lastFrame.touchesDown > 0 || lastFrame.activeSessionCount > 0 || lastFrame.isAnimating
    }

    /// Hands the events to the mapper and the simulation; returns whether there were any.
    /// Returns whether any of them meant something (a pointer moving over the window with no
    /// button down does not).
    @discardableResult
    private func handleInput(_ events: [InputEvent]) -> Bool {
        guard !events.isEmpty else { return false }
        var meaningful = false
        let size = window.sizeInPoints
        let layout = LabLayout(sceneSize: simulation.sceneSize, windowWidth: Double(size.width), windowHeight: Double(size.height),
                               showsPanel: showsPanel)
        mapper.toScene = { layout.toScene($0, $1) }
        for event in events {
            let (items, commands) = mapper.handle(event, at: simulationNow(event.time))
            for item in items {
                simulation.enqueue(item)
                if case .touch(let touch) = item, state.showTrails {
                    if touch.phase == .began { state.trails[touch.id] = [] }
                    state.trails[touch.id, default: []].append(touch.location)
                    if state.trails[touch.id]!.count > 120 { state.trails[touch.id]!.removeFirst() }
                }
            }
            for command in commands { perform(command, layout: layout) }
            if !items.isEmpty || !commands.isEmpty { meaningful = true }
            if case .windowResized = event.kind { meaningful = true }
        }
        return meaningful
    }

    private func perform(_ command: LabCommand, layout: LabLayout) {
        let now = MonotonicClock.now()
        switch command {
        case .quit: running = false
        case .togglePause:
            clock.setPaused(!clock.isPaused, realNow: now)
            caption(clock.isPaused ? "paused (. steps, Space resumes)" : "running")
        case .singleStep:
            guard clock.isPaused else { break }
            clock.nudge(by: Double(simulation.stepDuration.nanoseconds) / 1e9)
        case .slower: clock.setScale(clock.scale <= 0.25 ? 0.1 : clock.scale / 2, realNow: now)
        case .faster: clock.setScale(clock.scale >= 0.5 ? 1 : clock.scale * 2, realNow: now)
        case .toggleTree:
            if showsPanel {
                state.showTree.toggle()
            } else {
                showsPanel = true
                let (w, h) = LabLayout.preferredWindowSize(for: simulation.sceneSize)
                let current = window.sizeInPoints
                window.setSize(width: max(w, current.width), height: max(h, current.height))
            }
        case .toggleHelp: state.showHelp.toggle()
        case .toggleTrails:
            state.showTrails.toggle()
            state.trails.removeAll()
        case .reload: load(index: sceneIndex)
        case .nextScene: load(index: (sceneIndex + 1) % options.scenes.count)
        case .previousScene: load(index: (sceneIndex + options.scenes.count - 1) % options.scenes.count)
        case .selectScene(let index): if index < options.scenes.count { load(index: index) }
        case .screenshot: screenshot()
        case .toggleTake: toggleTake()
        case .panelClick(let x, let y):
            guard options.scenes.count > 1, y >= 40, y <= 66 else { break }
            load(index: x - layout.panelX < (layout.windowWidth - layout.panelX) / 2
                 ? (sceneIndex + options.scenes.count - 1) % options.scenes.count
                 : (sceneIndex + 1) % options.scenes.count)
        }
    }

    /// Loads a scene (or reloads the shown one), keeping the window. A bad file keeps the old
    /// scene and shows the error.
    func load(index: Int) {
        guard options.document == nil else {
            caption("an app's own views change when the app is rebuilt")
            return
        }
        let path = options.scenes[index]
        do {
            let prepared = try loader.prepare(path)
            // A take does not run across a load: its replay could not bring the new scene back.
            if take != nil {
                simulation.deliverInput(upTo: simulation.lastInputTime)
                endTake(at: max(simulation.lastInputTime, simulation.time))
            }
            // The new scene starts first (a file that will not start keeps the old one running).
            let previous = simulation
            let next = try loader.start(prepared, tickHz: options.tickHz, startingAt: previous.time)
            // The old scene's touches down are cancelled (the recording says so), and everything
            // handed to it runs before it goes; the clock goes on.
            if failure == nil {
                if !mapper.markers.isEmpty || lastFrame.touchesDown > 0 { previous.enqueue(.cancelAll(previous.lastInputTime)) }
                previous.deliverInput(upTo: GestureTime(nanoseconds: .max))
                previous.settle()
            }
            next.holdInput(from: previous.lastInputTime)
            simulation = next
            failure = nil
            lastFrame = SceneFrame(now: next.time)
            startSession()
            sceneIndex = index
            sceneModified = Self.modificationDate(path)
            state.banner = nil
            lingering.removeAll()
            wire()
            window.title = "gesture-lab — \(next.title ?? path)"
            let (w, h) = LabLayout.preferredWindowSize(for: next.sceneSize, showsPanel: showsPanel)
            let current = window.sizeInPoints
            if current.width < w || current.height < h { window.setSize(width: max(w, current.width), height: max(h, current.height)) }
        } catch {
            // On standard error and in the window; the last good version keeps running.
            state.banner = Self.report(error)
            sceneModified = Self.modificationDate(path)
        }
    }

    private func checkReload(_ now: Double) {
        guard options.document == nil, now - lastReloadCheck > 0.5 else { return }
        lastReloadCheck = now
        let modified = Self.modificationDate(options.scenes[sceneIndex])
        if modified != sceneModified {
            load(index: sceneIndex)
            if state.banner == nil { caption("reloaded \(options.scenes[sceneIndex])") }
        }
    }

    private func draw(_ now: Double) {
        let size = window.sizeInPoints
        let frame = simulation.frame(at: simulationNow(now), drawing: true)
        lastFrame = frame
        let layout = LabLayout(sceneSize: simulation.sceneSize, windowWidth: Double(size.width), windowHeight: Double(size.height),
                               showsPanel: showsPanel)
        LingeringTree.prune(&lingering, now: frame.now)
        state.touches = mapper.markers
        state.captions = captions.filter { now - $0.time < 6 }.map { ($0.text, now - $0.time) }
        state.systemNotice = systemNotice.map { ($0.outcome, now - $0.time) }
        let average = frameTimes.isEmpty ? 0 : frameTimes.reduce(0, +) / Double(frameTimes.count)
        state.monitor = String(format: "%.0f fps · step %.3f ms · %d Hz", average > 0 ? 1 / average : 0,
                               (frame.stepSeconds ?? 0) * 1000, options.tickHz)
        state.clockIcon = clock.isPaused ? "pause.fill" : "play.fill"
        state.clockStatus = (clock.isPaused ? "paused" : "") + (clock.scale < 1 ? String(format: " %.2g×", clock.scale) : "")
            // (The window's own clock once the file's code has stopped: the worker's is gone.)
            + " t=" + String(format: "%.2f", (failure == nil ? frame.now : max(frame.now, simulationNow(now))).seconds)
        state.sceneTitle = simulation.title ?? (options.scenes[sceneIndex] as NSString).lastPathComponent
        state.sceneIndex = options.scenes.count > 1 ? sceneIndex : nil
        state.sceneNames = options.scenes
        view.draw(session: simulation, frame: frame, lingering: lingering, layout: layout, state: state)
    }

    /// Saves the window as `gesture-lab-NNN.png` in the current folder, the first number not
    /// taken (an existing file is never replaced), and says so on the terminal: the window's
    /// own prints list stays the scene's.
    private func screenshot() {
        guard let name = NumberedFile.create(prefix: "gesture-lab", extension: "png", in: options.outputFolder) else {
            FileHandle.standardError.write(Data("gesture-lab: screenshot failed: no free gesture-lab-NNN.png here\n".utf8))
            return
        }
        do {
            try window.canvas.readPixels().writePNG(to: name)
            FileHandle.standardError.write(Data("gesture-lab: saved \(name)\n".utf8))
        } catch {
            FileHandle.standardError.write(Data("gesture-lab: screenshot failed: \(error)\n".utf8))
        }
    }
}

/// Renders replay frames with no display (SDL's dummy video driver and the software renderer).
public final class OffscreenFrames {
    /// How frames look, for recordings: the panel, the help hint, touch trails, pixel density.
    public struct Look: Sendable {
        public var showsPanel = true
        public var showsHelpHint = true
        public var showsTrails = false
        /// Pixels per point: 2 renders at twice the size, sharper in a video.
        public var pixelScale = 1.0
        public init() {}
    }

    let canvas: Canvas
    let view: LabView
    let session: any SceneSource
    let look: Look
    var lingering: [LingeringTree] = []
    var captions: [(text: String, time: GestureTime)] = []
    var systemNotice: SystemEdgeGestures.Outcome?
    /// The error of the scene's code, shown as the window shows it.
    var banner: String?
    public let layout: LabLayout

    /// Frames of a scene: a replay's session, or a runtime driven by hand.
    public init(session: any SceneSource, look: Look = Look()) throws {
        self.session = session
        self.look = look
        let (w, h) = LabLayout.frameSize(for: session.sceneSize, showsPanel: look.showsPanel)
        layout = LabLayout(sceneSize: session.sceneSize, windowWidth: Double(w), windowHeight: Double(h),
                           showsPanel: look.showsPanel)
        canvas = try Canvas(offscreenWidth: w, height: h, pixelScale: look.pixelScale)
        view = try LabView(canvas: canvas)
        session.observeScene { [weak self] event in
            switch event {
            case .print(let shape, let text, let time): self?.captions.append((shape.map { "\($0): \(text)" } ?? text, time))
            case .system(let outcome):
                self?.captions.append((outcome.description, outcome.time))
                self?.systemNotice = outcome
            case .gestureEnded(let snapshot, let time): self?.lingering.append(LingeringTree(snapshot: snapshot, endedAt: time))
            case .failed(let failure): self?.banner = failure.description
            case .line: break
            }
        }
    }

    /// Draws the frame at `time`; `touches` are the touches down then, `trails` the paths of
    /// the touches down (drawn with ``Look/showsTrails``).
    public func render(at time: GestureTime, touches: [InputMapper.Marker], trails: [Int: [CGPoint]] = [:]) throws -> PixelImage {
        LingeringTree.prune(&lingering, now: time)
        var state = LabOverlayState()
        state.touches = touches
        state.showHelpHint = look.showsHelpHint
        state.showTrails = look.showsTrails
        state.trails = trails
        state.captions = captions.suffix(5).filter { time - $0.time < 6 }.map { ($0.text, time - $0.time) }
        state.systemNotice = systemNotice.map { ($0, time - $0.time) }
        state.sceneTitle = session.title ?? (session.path as NSString).lastPathComponent
        state.clockIcon = "play.fill"
        state.clockStatus = "t=" + String(format: "%.2f", time.seconds)
        state.monitor = "replay"
        state.banner = banner
        view.draw(session: session, frame: session.frame(at: time, drawing: true), lingering: lingering, layout: layout, state: state)
        return try canvas.readPixels()
    }
}
