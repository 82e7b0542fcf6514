import Foundation

/// The worker's process and the three pipes to it (requests in, replies and standard error
/// out), owned here and closed, killed and reaped when this goes away. Raw file descriptors
/// stay in this file.
///
/// Messages are framed by a 4-byte little-endian length. Writing never blocks the lab: what the
/// pipe cannot take yet waits in ``pendingOutput`` for ``pump(timeout:)``.
final class WorkerProcess {
    let pid: pid_t
    private var requests: Int32
    private var replies: Int32
    private var errors: Int32
    /// The worker's own scratch folder (its crash report), removed with it.
    let scratch: String
    /// Where the Swift runtime writes the backtrace of a crash.
    var crashReportPath: String { scratch + "/crash.json" }
    private var input: [UInt8] = []
    private var inputStart = 0
    private(set) var pendingOutput: [UInt8] = []
    private var errorBuffer: [UInt8] = []
    /// The worker's last lines of standard error (for the runtime's message).
    private(set) var lastErrorLines: [String] = []
    private var blankLines = 0
    /// Bytes read from the worker so far: any sign of life.
    private(set) var bytesRead = 0
    /// Messages read while the lab waited for the worker to stop, for the lab to handle.
    var heldMessages: [[UInt8]] = []
    /// Whether the runtime has said the worker crashed (it is writing its backtrace; the
    /// process ends after).
    private(set) var isCrashing = false
    /// Whether the worker wrote something that is not a message.
    private(set) var isGarbled = false
    /// Whether the reply pipe has ended (the worker exited, or is about to).
    private(set) var repliesEnded = false
    private(set) var exitStatus: Int32?
    /// Where the worker's other standard error goes (the lab's own).
    var forwardError: (String) -> Void = { line in FileHandle.standardError.write(Data((line + "\n").utf8)) }

    /// Whether this lab was built with AddressSanitizer.
    static let isSanitized = dlsym(nil, "__asan_init") != nil

    /// The largest message either side may send.
    static let maximumMessage = 512 << 20
    /// Freed blocks of each small size the worker's C library keeps for reuse: more than the
    /// nodes of a thousand-view frame (about two thousand).
    static let freedBlocksKept = 4096

    struct SpawnError: Error, CustomStringConvertible {
        var description: String
    }

    /// Starts `executable` as a worker (`executable __worker`), its requests on descriptor 3 and
    /// its replies on 4, with the Swift runtime set to write a crash's backtrace as JSON.
    init(executable: String) throws(SpawnError) {
        var template = Array((NSTemporaryDirectory() + "/gesture-lab-worker-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw SpawnError(description: "cannot make a temporary folder for the worker")
        }
        scratch = String(cString: made)
        var requestPipe: [Int32] = [0, 0], replyPipe: [Int32] = [0, 0], errorPipe: [Int32] = [0, 0]
        guard pipe(&requestPipe) == 0 else {
            rmdir(scratch)
            throw SpawnError(description: "cannot make the pipes to the worker: \(String(cString: strerror(errno)))")
        }
        guard pipe(&replyPipe) == 0 else {
            for fd in requestPipe { close(fd) }
            rmdir(scratch)
            throw SpawnError(description: "cannot make the pipes to the worker: \(String(cString: strerror(errno)))")
        }
        guard pipe(&errorPipe) == 0 else {
            for fd in requestPipe + replyPipe { close(fd) }
            rmdir(scratch)
            throw SpawnError(description: "cannot make the pipes to the worker: \(String(cString: strerror(errno)))")
        }
        // None of them leaks into another child (the compiler's): the worker gets its own by dup2.
        for fd in requestPipe + replyPipe + errorPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        // Room for a batch of input and a frame's drawing in the pipes (F_SETPIPE_SZ), so that
        // neither side waits on the other to read.
        _ = fcntl(requestPipe[1], 1031, Int32(1 << 20))
        _ = fcntl(replyPipe[1], 1031, Int32(1 << 20))
        // A worker gone while the lab writes to it is an error to read on the reply pipe, not a
        // signal that ends the lab.
        signal(SIGPIPE, SIG_IGN)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, requestPipe[0], 3)
        posix_spawn_file_actions_adddup2(&actions, replyPipe[1], 4)
        // The code's own writes to standard output go to standard error: never into a log on stdout.
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        var environment = ProcessInfo.processInfo.environment
        // (Not under AddressSanitizer, which reports the way the runtime's backtracer reads the
        // crashed stack: a sanitized lab's traps name the file without a line; its hangs are
        // named from the stack the lab reads itself.)
        environment["SWIFT_BACKTRACE"] = Self.isSanitized ? "enable=no" : "enable=yes,interactive=no,color=no,format=json,threads=crashed,registers=none,images=mentioned,limit=24,top=0,"
            + "sanitize=no,output-to=\(scratch)/crash.json"
        // The C library keeps up to this many freed blocks of each small size for the thread
        // that freed them (7 by default): an update frees the last tree's thousands of nodes and
        // makes as many again, which then come back from that cache, not the allocator's bins
        // (7 % fewer instructions a frame of 1,000 changed views). A tuning of the user's own
        // for it is left as it is.
        let freedBlocks = "glibc.malloc.tcache_count=\(Self.freedBlocksKept)"
        if let tunables = environment["GLIBC_TUNABLES"], !tunables.isEmpty {
            if !tunables.contains("glibc.malloc.tcache_count") { environment["GLIBC_TUNABLES"] = tunables + ":" + freedBlocks }
        } else {
            environment["GLIBC_TUNABLES"] = freedBlocks
        }
        // Named as the lab is in process lists, whatever path started it.
        let name = (try? FileManager.default.destinationOfSymbolicLink(atPath: executable)) ?? executable
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup(name), strdup("__worker"), nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        // The signals the runtime's backtrace answers start at their defaults, even when the lab
        // itself was started with them ignored (a shell's background job ignores SIGQUIT). The
        // worker has a process group of its own: a Ctrl-C at the terminal is the lab's to act on
        // (it ends the session and its worker), not a signal that kills the worker first.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV] { sigaddset(&defaults, signal) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        for fd in [requestPipe[0], replyPipe[1], errorPipe[1]] { close(fd) }
        guard status == 0 else {
            for fd in [requestPipe[1], replyPipe[0], errorPipe[0]] { close(fd) }
            rmdir(scratch)
            throw SpawnError(description: "cannot start the worker \(executable): \(String(cString: strerror(status)))")
        }
        pid = child
        requests = requestPipe[1]
        replies = replyPipe[0]
        errors = errorPipe[0]
        for fd in [requests, replies, errors] { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
    }

    deinit {
        if exitStatus == nil {   // never a pid already reaped, which may be another process's now
            kill(pid, SIGKILL)
            reap(blocking: true)
        }
        for fd in [requests, replies, errors] where fd >= 0 { close(fd) }
        unlink(crashReportPath)
        rmdir(scratch)
    }

    /// Queues one message and writes what the pipe takes now.
    func send(_ payload: [UInt8]) {
        var length = UInt32(payload.count).littleEndian
        withUnsafeBytes(of: &length) { pendingOutput.append(contentsOf: $0) }
        pendingOutput.append(contentsOf: payload)
        flushOutput()
    }

    private func flushOutput() {
        guard !pendingOutput.isEmpty, requests >= 0 else { return }
        let written = pendingOutput.withUnsafeBytes { write(requests, $0.baseAddress, $0.count) }
        if written > 0 {
            pendingOutput.removeFirst(written)
        } else if written < 0, errno != EAGAIN, errno != EINTR {
            // The worker is gone: what it did not take is dropped; its end shows on the reply pipe.
            pendingOutput.removeAll()
            close(requests)
            requests = -1
        }
    }

    /// Waits up to `timeout` seconds for something to read (or room to write), reads it, and
    /// returns the complete messages that arrived.
    func pump(timeout: Double) -> [[UInt8]] {
        var fds = [pollfd(fd: replies, events: Int16(POLLIN), revents: 0), pollfd(fd: errors, events: Int16(POLLIN), revents: 0)]
        if !pendingOutput.isEmpty, requests >= 0 { fds.append(pollfd(fd: requests, events: Int16(POLLOUT), revents: 0)) }
        let waiting = fds.filter { $0.fd >= 0 }
        var active = waiting
        if active.isEmpty {
            if timeout > 0 { usleep(useconds_t(timeout * 1e6)) }   // nothing left to wait on but the clock
        } else {
            _ = poll(&active, nfds_t(active.count), Int32(max(0, timeout) * 1000))
        }
        flushOutput()
        readErrors()
        return readReplies()
    }

    /// Reads what `fd` holds now onto `bytes`; at its end, closes it and sets it to -1. Returns
    /// whether it ended.
    private func drain(_ fd: inout Int32, onto bytes: inout [UInt8]) -> Bool {
        guard fd >= 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: buffer[0..<count])
                bytesRead += count
            } else if count < 0, errno == EINTR {
                continue
            } else {
                guard count == 0 else { return false }   // nothing more for now (EAGAIN)
                close(fd)
                fd = -1
                return true
            }
        }
    }

    private func readReplies() -> [[UInt8]] {
        guard replies >= 0 || input.count > inputStart else { return [] }
        if drain(&replies, onto: &input) { repliesEnded = true }
        var messages: [[UInt8]] = []
        while input.count - inputStart >= 4 {
            let length = Int(UInt32(input[inputStart]) | UInt32(input[inputStart + 1]) << 8 | UInt32(input[inputStart + 2]) << 16
                             | UInt32(input[inputStart + 3]) << 24)
            guard length <= Self.maximumMessage else {
                // Nothing the worker writes is this long: it is no longer speaking the protocol.
                isGarbled = true
                input.removeAll()
                inputStart = 0
                break
            }
            guard input.count - inputStart - 4 >= length else { break }
            messages.append(Array(input[(inputStart + 4)..<(inputStart + 4 + length)]))
            inputStart += 4 + length
        }
        if inputStart > 0, inputStart == input.count || inputStart > 1 << 20 {
            input.removeFirst(inputStart)
            inputStart = 0
        }
        return messages
    }

    /// Reads the worker's standard error: lines go on to the lab's, except the runtime's crash
    /// banners (the lab says what happened in one line of its own); the last ones are kept.
    private func readErrors() {
        if drain(&errors, onto: &errorBuffer), !errorBuffer.isEmpty { errorBuffer.append(10) }
        while let newline = errorBuffer.firstIndex(of: 10) {
            let line = String(decoding: errorBuffer[..<newline], as: UTF8.self)
            errorBuffer.removeFirst(newline + 1)
            lastErrorLines.append(line)
            if lastErrorLines.count > 50 { lastErrorLines.removeFirst() }
            if line.hasPrefix("*** Signal ") || line == "Current stack trace:" { isCrashing = true }
            // The frames the runtime lists when its backtracer is off.
            if isCrashing, !line.hasPrefix("*** "), line.first?.isNumber == true { continue }
            // Blank lines wait for the next line: the runtime's go with its banners.
            if line.isEmpty {
                blankLines += 1
            } else if Self.isCrashBanner(line) {
                blankLines = 0
            } else {
                for _ in 0..<blankLines { forwardError("") }
                blankLines = 0
                forwardError(line)
            }
        }
        // The runtime's "*** Signal 4: Backtracing from …" ends its line only when it is done.
        if errorBuffer.starts(with: Array("*** Signal ".utf8)) { isCrashing = true }
        if errorBuffer.count > 1 << 16 {   // a line with no end: passed on in pieces
            forwardError(String(decoding: errorBuffer, as: UTF8.self))
            errorBuffer.removeAll()
        }
    }

    /// The runtime's own crash lines (its fatal message, its backtrace's banners), which the
    /// lab replaces with one line of its own.
    static func isCrashBanner(_ line: String) -> Bool {
        line.hasPrefix("*** Signal ") || line.hasPrefix("*** Program crashed") || line == "Current stack trace:"
            || CrashReport.runtimeMessage(in: [line]) != nil
    }

    /// Collects the exit status if the worker has exited (waiting for it when `blocking`).
    @discardableResult
    func reap(blocking: Bool = false) -> Int32? {
        guard exitStatus == nil else { return exitStatus }
        var status: Int32 = 0
        let result = waitpid(pid, &status, blocking ? 0 : WNOHANG)
        if result == pid { exitStatus = status }
        return exitStatus
    }

    /// Waits up to `timeout` seconds for a whole backtrace from a worker stopped with
    /// ``interrupt(library:)`` (the runtime lets the process go on after writing it); false if none came.
    func waitForReport(timeout: Double) -> Bool {
        let end = Self.now() + timeout
        func written() -> Bool {
            guard let data = FileManager.default.contents(atPath: crashReportPath), !data.isEmpty else { return false }
            return (try? JSONSerialization.jsonObject(with: data)) != nil
        }
        while Self.now() < end {
            heldMessages += pump(timeout: 0.02)
            if written() { return true }
            // A worker that wrote its report and ended between the two looks: the report counts.
            if reap() != nil { return written() }
        }
        return written()
    }

    /// Waits up to `timeout` seconds for the worker to end (its pipes closed, its status taken).
    func waitForExit(timeout: Double) -> Bool {
        let end = Self.now() + timeout
        while Self.now() < end {
            heldMessages += pump(timeout: 0.02)
            if reap() != nil {
                heldMessages += pump(timeout: 0)
                return true
            }
        }
        return reap() != nil
    }

    /// What ``interrupt(library:)`` found.
    struct Interruption {
        /// Where the main thread was in the library's code; nil where `/proc` would not say, the
        /// worker did not stop, or nothing on its stack pointed into the library.
        var sample: StackSample?
        /// Whether the runtime was already writing the backtrace of a crash (its handler had
        /// answered a trap): the worker ends by itself, with the trap's message.
        var isCrashing = false
    }

    /// Stops the worker (SIGSTOP), reads where its main thread is in `library`'s code, then
    /// sends that thread SIGQUIT, which has the Swift runtime write its backtrace from the very
    /// place read, and lets the worker go on (SIGCONT). The runtime lets the process go on after
    /// writing it too: ``terminate()`` ends it.
    func interrupt(library: String) -> Interruption {
        kill(pid, SIGSTOP)
        defer { kill(pid, SIGCONT) }
        guard waitUntilStopped(timeout: Self.stopSeconds) else {
            kill(pid, SIGQUIT)
            return Interruption()
        }
        // The runtime's handler, there from the start, gives SIGQUIT back to the default as it
        // answers a trap: another SIGQUIT would end the worker before its backtrace is written.
        if !Self.isSanitized, let status = StackSample.text(of: "/proc/\(pid)/status"),
           let caught = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
           let mask = StackSample.hex(caught.dropFirst("SigCgt:".count).drop { $0 == "\t" || $0 == " " }),
           mask & (1 << UInt64(SIGQUIT - 1)) == 0 {
            return Interruption(isCrashing: true)
        }
        let sample = StackSample.read(pid: pid, library: library)
        // Sent to the main thread itself: a signal sent to a stopped process goes to whichever
        // of its threads wakes first.
        if let signalThread = Self.signalThread { _ = signalThread(pid, pid, SIGQUIT) } else { kill(pid, SIGQUIT) }
        return Interruption(sample: sample)
    }

    /// How long a worker is given to stop: a thread asleep or waiting stops at once; one in an
    /// uninterruptible wait (a disk's read) stops when it ends.
    static let stopSeconds = 0.5

    /// The C library's `tgkill` (glibc 2.30 and later), which Swift's Glibc module leaves out.
    private static let signalThread: (@convention(c) (pid_t, pid_t, Int32) -> Int32)? = dlsym(nil, "tgkill").map {
        unsafeBitCast($0, to: (@convention(c) (pid_t, pid_t, Int32) -> Int32).self)
    }

    /// Waits until the worker's main thread is stopped (`T` in `/proc/PID/task/PID/stat`);
    /// false at once if it has ended.
    private func waitUntilStopped(timeout: Double) -> Bool {
        let end = Self.now() + timeout
        repeat {
            guard let stat = StackSample.text(of: "/proc/\(pid)/task/\(pid)/stat"), let close = stat.lastIndex(of: ")"),
                  let state = stat[close...].dropFirst().drop(while: { $0 == " " }).first, state != "Z", state != "X" else { return false }
            if state == "T" { return true }
            usleep(200)
        } while Self.now() < end
        return false
    }

    func terminate() {
        guard exitStatus == nil else { return }
        kill(pid, SIGKILL)
        reap(blocking: true)
        heldMessages += pump(timeout: 0)
    }

    /// The worker's resident memory in bytes (from /proc), or nil once it is gone.
    var residentBytes: Int? {
        guard exitStatus == nil, let kilobytes = ProcessMemory.residentKilobytes(pid: pid) else { return nil }
        return kilobytes * 1024
    }

    /// Monotonic seconds: supervising the worker needs real time (a hang is a real-time event).
    static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
