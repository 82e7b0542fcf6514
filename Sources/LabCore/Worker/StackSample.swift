import Foundation

/// Where a stopped process's main thread is in one library's code: the program counter if it is
/// there, else the innermost return address into that library on the thread's stack, read from
/// Linux's `/proc`.
///
/// The Swift runtime's backtrace follows frame pointers, and stops at the first frame of C code
/// that keeps none: a callback asleep in `sleep(5)`, waiting on a semaphore that is never
/// signalled, or inside `malloc` when the memory cap is reached leaves a backtrace of one C
/// frame. The stack still holds the return address into the user's code; this finds it.
///
/// ```swift
/// // the worker stopped with SIGSTOP
/// if let sample = StackSample.read(pid: worker, library: "/tmp/…/scene3.so") {
///     sample.lookupAddress   // 0x1a2f: give it to llvm-symbolizer with the library
/// }
/// ```
struct StackSample: Equatable {
    /// The address relative to the library's load address (its first mapping).
    var address: UInt64
    /// Whether it is the program counter itself rather than a return address.
    var isProgramCounter: Bool

    /// The address whose line is the code's: a return address points after its call, so one
    /// byte back is still the call.
    var lookupAddress: UInt64 { isProgramCounter || address == 0 ? address : address - 1 }

    /// The stack read upwards from the stack pointer, at most: more than any callback's frames
    /// between its own code and a C library's call (a frame of a few hundred bytes each).
    static let stackBytes = 256 * 1024

    /// Reads where the main thread of `pid` (stopped, so its stack holds still) is in
    /// `library`'s code; nil where `/proc` cannot be read (another user's process, a system
    /// that allows no debugger) or the library is not on its stack.
    static func read(pid: pid_t, library: String) -> StackSample? {
        guard let syscall = text(of: "/proc/\(pid)/task/\(pid)/syscall"), let (stackPointer, programCounter) = registers(syscall: syscall),
              let maps = text(of: "/proc/\(pid)/maps") else { return nil }
        let mappings = maps.split(separator: "\n").compactMap(Mapping.init)
        let wanted = (library as NSString).resolvingSymlinksInPath
        let own = mappings.filter { $0.path.map { ($0 as NSString).resolvingSymlinksInPath == wanted } ?? false }
        guard !own.isEmpty else { return nil }
        if let found = find(programCounter: programCounter, words: [], library: own) { return found }
        guard let stack = mappings.first(where: { $0.start <= stackPointer && stackPointer < $0.end }) else { return nil }
        let count = Int(min(UInt64(stackBytes), stack.end - stackPointer)) / 8
        let descriptor = open("/proc/\(pid)/mem", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var words = [UInt64](repeating: 0, count: count)
        let read = words.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(Int64(bitPattern: stackPointer))) }
        guard read > 0 else { return nil }
        return find(programCounter: programCounter, words: words.prefix(read / 8), library: own)
    }

    /// A whole file of `/proc`, read to its end (its size says 0, which Foundation's readers
    /// may take at its word).
    static func text(of path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 { return nil }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The stack pointer and program counter from a `/proc/PID/task/TID/syscall` line: the
    /// last two numbers, whether the thread is in a system call (`230 0x0 … 0x7ffc… 0x7f3b…`)
    /// or stopped outside one (`-1 0x7ffc… 0x7f3b…`); nil for a running thread (`running`).
    static func registers(syscall line: String) -> (stackPointer: UInt64, programCounter: UInt64)? {
        let fields = line.split(whereSeparator: \.isWhitespace)
        guard fields.count >= 3, let pc = hex(fields[fields.count - 1]), let sp = hex(fields[fields.count - 2]) else { return nil }
        return (sp, pc)
    }

    /// The sample in `library`'s mappings: the program counter if it is in their code, else the
    /// first word of the stack (innermost first) that points into it.
    static func find(programCounter: UInt64, words: some Collection<UInt64>, library: [Mapping]) -> StackSample? {
        guard let base = library.filter({ $0.offset == 0 }).map(\.start).min() ?? library.map(\.start).min() else { return nil }
        let code = library.filter(\.isExecutable)
        func inCode(_ address: UInt64) -> Bool { code.contains { $0.start <= address && address < $0.end } }
        if inCode(programCounter) { return StackSample(address: programCounter - base, isProgramCounter: true) }
        guard let returnAddress = words.first(where: inCode) else { return nil }
        return StackSample(address: returnAddress - base, isProgramCounter: false)
    }

    /// One line of `/proc/PID/maps`: `7f3b2d200000-7f3b2d228000 r-xp 00028000 08:01 1234 /usr/lib/libc.so.6`.
    struct Mapping: Equatable {
        var start: UInt64
        var end: UInt64
        var isExecutable: Bool
        /// Where in its file the mapping starts.
        var offset: UInt64
        /// The file mapped; nil for anonymous memory.
        var path: String?

        init(start: UInt64, end: UInt64, isExecutable: Bool, offset: UInt64, path: String?) {
            self.start = start
            self.end = end
            self.isExecutable = isExecutable
            self.offset = offset
            self.path = path
        }

        init?(line: Substring) {
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
            guard fields.count >= 5 else { return nil }
            let range = fields[0].split(separator: "-")
            guard range.count == 2, let start = StackSample.hex(range[0]), let end = StackSample.hex(range[1]),
                  let offset = StackSample.hex(fields[2]), start < end else { return nil }
            self.init(start: start, end: end, isExecutable: fields[1].contains("x"), offset: offset,
                      path: fields.count > 5 ? String(fields[5].drop { $0 == " " }) : nil)
        }
    }

    static func hex(_ text: Substring) -> UInt64? {
        UInt64(text.hasPrefix("0x") ? text.dropFirst(2) : text, radix: 16)
    }
}
