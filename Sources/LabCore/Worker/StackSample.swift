import Foundation

/// Where a stopped process's main thread is in one library's code: the program counter if it is
/// there, and the words on the thread's stack that look like return addresses into that
/// library's code (they follow a call instruction), innermost first, read from Linux's `/proc`.
///
/// The Swift runtime's backtrace follows frame pointers, and stops at the first frame of C code
/// that keeps none: a callback asleep in `sleep(5)`, waiting on a semaphore that is never
/// signalled, or inside `malloc` when the memory cap is reached leaves a backtrace of one C
/// frame. The stack still holds the return address into the user's code; this finds it. (A word
/// left from an earlier call can look the same: the reader of a sample takes the first address
/// whose line is in the user's file.)
///
/// ```swift
/// // the worker stopped with SIGSTOP
/// if let sample = StackSample.read(pid: worker, library: "/tmp/…/scene3.so") {
///     sample.addresses   // [0x1a2f, 0x1c40]: give them to llvm-symbolizer with the library
/// }
/// ```
struct StackSample: Equatable {
    /// Addresses relative to the library's load address (its mapping at file offset 0) whose
    /// lines say where the thread is: the program counter as it is, a return address one byte
    /// back (it points after its call; one byte back is still the call).
    var addresses: [UInt64]

    /// The stack read upwards from the stack pointer, at most: more than any callback's frames
    /// between its own code and a C library's call (a frame of a few hundred bytes each).
    static let stackBytes = 256 * 1024
    /// Return addresses kept, innermost first: the user's frame is among the first few.
    static let candidates = 8

    /// Reads where the main thread of `pid` (stopped, so its stack holds still) is in
    /// `library`'s code; nil where `/proc` cannot be read (another user's process, a system
    /// that allows no debugger), the library is not loaded, or nothing on the stack points into it.
    static func read(pid: pid_t, library: String) -> StackSample? {
        guard let syscall = text(of: "/proc/\(pid)/task/\(pid)/syscall"), let (stackPointer, programCounter) = registers(syscall: syscall),
              let maps = text(of: "/proc/\(pid)/maps") else { return nil }
        let mappings = maps.split(separator: "\n").compactMap(Mapping.init)
        // The kernel writes paths as they are; the library's may hold a `//` or a link.
        let wanted = (library as NSString).resolvingSymlinksInPath
        let own = mappings.filter { $0.path == wanted }
        guard let stack = mappings.first(where: { $0.start <= stackPointer && stackPointer < $0.end }) else { return nil }
        let descriptor = open("/proc/\(pid)/mem", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        func bytes(at address: UInt64, count: Int) -> [UInt8]? {
            var buffer = [UInt8](repeating: 0, count: count)
            let read = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(Int64(bitPattern: address))) }
            return read == count ? buffer : nil
        }
        let count = Int(min(UInt64(stackBytes), stack.end - stackPointer)) / 8 * 8
        guard count > 0, let raw = bytes(at: stackPointer, count: count) else { return nil }
        // The stack in the machine's own byte order, as the process wrote it.
        let words = raw.withUnsafeBytes { bytes in
            (0..<count / 8).map { bytes.loadUnaligned(fromByteOffset: $0 * 8, as: UInt64.self) }
        }
        return find(programCounter: programCounter, words: words, library: own) { address in
            address >= 8 && bytes(at: address - 8, count: 8).map(followsCall) == true
        }
    }

    /// The sample in `library`'s mappings: the program counter if it is in their code, then the
    /// words of the stack (innermost first) that point into it just after a call instruction
    /// (`followsCall` is given the address); nil if none.
    static func find(programCounter: UInt64, words: some Sequence<UInt64>, library: [Mapping],
                     followsCall: (UInt64) -> Bool) -> StackSample? {
        guard let base = library.filter({ $0.offset == 0 }).map(\.start).min() else { return nil }
        let code = library.filter(\.isExecutable)
        func inCode(_ address: UInt64) -> Bool { code.contains { $0.start <= address && address < $0.end } }
        var addresses: [UInt64] = inCode(programCounter) ? [programCounter - base] : []
        for word in words where addresses.count < candidates && inCode(word) && followsCall(word) {
            addresses.append(word - 1 - base)
        }
        return addresses.isEmpty ? nil : StackSample(addresses: addresses)
    }

    /// Whether the eight bytes of code before an address end with a call instruction, so the
    /// address is where a call returns: on x86-64 a direct call (`E8` and four bytes) or an
    /// indirect one (`FF /2`, two to seven bytes long); on AArch64 `BL` or `BLR`.
    static func followsCall(_ before: [UInt8]) -> Bool {
        guard before.count == 8 else { return false }
        #if arch(arm64)
        let instruction = (4..<8).reduce(UInt32(0)) { $0 | UInt32(before[$1]) << (8 * UInt32($1 - 4)) }
        return instruction & 0xFC00_0000 == 0x9400_0000 || instruction & 0xFFFF_FC1F == 0xD63F_0000
        #else
        if before[3] == 0xE8 { return true }
        return (2...7).contains { length in before[8 - length] == 0xFF && before[9 - length] & 0x38 == 0x10 }
        #endif
    }

    /// A whole file of `/proc`, read to its end: its size says 0, and Foundation's
    /// `String(contentsOfFile:)` read none of a process's `maps`.
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
                      path: fields.count > 5 ? Self.fileName(fields[5]) : nil)
        }

        /// A mapping's file: the padding before it and a ` (deleted)` after it left out.
        static func fileName(_ field: Substring) -> String {
            let name = field.drop { $0 == " " }
            return String(name.hasSuffix(" (deleted)") ? name.dropLast(" (deleted)".count) : name)
        }
    }

    static func hex(_ text: Substring) -> UInt64? {
        UInt64(text.hasPrefix("0x") ? text.dropFirst(2) : text, radix: 16)
    }
}
