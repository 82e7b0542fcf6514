import Foundation

/// What a dead worker left behind, read for the user: the Swift runtime's message from its
/// standard error (`Fatal error: Index out of range`), and from the backtrace the runtime wrote
/// (JSON, the crashed thread's frames with their source locations) the line of the user's file
/// the code was at and what the code there was called from (`onTapGesture at Card.swift:12`).
public struct CrashReport: Equatable {
    /// The runtime's message, `Fatal error: …`, `Precondition failed: …`; nil if it wrote none.
    public var message: String?
    /// The crashed thread's frames, innermost first: the function and its file and line, where known.
    public var frames: [Frame] = []
    /// The signal's name as the backtrace gives it (`Illegal instruction`).
    public var signal: String?

    public struct Frame: Equatable {
        public var function: String
        public var file: String?
        public var line: Int?
        /// The library or executable the code is in (`scene3.so`).
        public var image: String? = nil
        /// Where the function starts, relative to its image (for its declaration's line).
        public var functionStart: UInt64? = nil
    }

    public init(message: String?, frames: [Frame] = [], signal: String? = nil) {
        self.message = message
        self.frames = frames
        self.signal = signal
    }

    /// Reads the runtime's message from the worker's last lines of standard error and the
    /// backtrace from its JSON (either may be missing).
    public init(standardError: [String], backtrace: Data?) {
        // The runtime's message is the line just before its "*** Signal" banner (an older line
        // of the code's own output is no such message).
        // (With the backtracer off, the runtime's "Current stack trace:" follows it instead.)
        let banner = standardError.lastIndex { $0.hasPrefix("*** Signal ") || $0 == "Current stack trace:" }
        let before = standardError[..<(banner ?? standardError.endIndex)].filter { !$0.isEmpty }
        message = Self.runtimeMessage(in: Array(before.suffix(banner == nil ? 10 : 1)))
        guard let backtrace, let json = try? JSONSerialization.jsonObject(with: backtrace) as? [String: Any] else { return }
        signal = json["description"] as? String
        let threads = json["threads"] as? [[String: Any]] ?? []
        guard let crashed = threads.first(where: { $0["crashed"] as? Bool == true }) ?? threads.first else { return }
        var bases: [String: UInt64] = [:]
        for image in json["images"] as? [[String: Any]] ?? [] {
            if let name = image["name"] as? String, let base = (image["baseAddress"] as? String).flatMap(Self.hex) { bases[name] = base }
        }
        for frame in crashed["frames"] as? [[String: Any]] ?? [] {
            let location = frame["sourceLocation"] as? [String: Any]
            let image = frame["image"] as? String
            var start: UInt64?
            if let address = (frame["address"] as? String).flatMap(Self.hex), let offset = frame["offset"] as? Int,
               let image, let base = bases[image], address >= base + UInt64(max(0, offset)) {
                start = address - UInt64(offset) - base
            }
            var function = frame["description"] as? String ?? frame["symbol"] as? String ?? "?"
            // `closure #1 in ContentView.body.getter + 132`: the offset says nothing to a reader.
            if let plus = function.range(of: " + ", options: .backwards), function[plus.upperBound...].allSatisfy(\.isNumber) {
                function = String(function[..<plus.lowerBound])
            }
            frames.append(Frame(function: function, file: location?["file"] as? String, line: location?["line"] as? Int,
                                image: image, functionStart: start))
        }
    }

    static func hex(_ text: String) -> UInt64? {
        UInt64(text.hasPrefix("0x") ? String(text.dropFirst(2)) : text, radix: 16)
    }

    /// The line a function of `library` starts at (a closure's `{`), from its line tables, asked
    /// of the toolchain's `llvm-symbolizer`; nil without one.
    public static func declarationLine(of frame: Frame, library: String) -> Int? {
        guard let start = frame.functionStart, let place = symbolize([start], library: library).first ?? nil, place.line > 0 else { return nil }
        return place.line
    }

    /// The frames of the code at `addresses` (relative to the library's load address) of
    /// `library`, in their order, their functions as the runtime's backtrace names them
    /// (`closure #1 in ContentView.body.getter`, where the toolchain's `swift-demangle` is
    /// found); those the line tables say nothing of left out.
    static func frames(at addresses: [UInt64], library: String) -> [Frame] {
        let places = symbolize(addresses, library: library).compactMap { $0 }
        let mangled = places.map(\.function).filter { $0.hasPrefix("$s") }
        let demangled = mangled.isEmpty ? [] : (run("swift-demangle", ["--simplified", "--compact"] + mangled)?.split(separator: "\n").map(String.init) ?? [])
        let names = Dictionary(zip(mangled, demangled), uniquingKeysWith: { first, _ in first })
        return places.map { place in
            Frame(function: names[place.function] ?? place.function, file: place.file, line: place.line,
                  image: (library as NSString).lastPathComponent, functionStart: place.functionStart)
        }
    }

    /// What `llvm-symbolizer` says of each of `addresses` in `library`: its function (mangled),
    /// its file and line (0 for code the compiler made up), and where its function starts; nil
    /// for an address it knows nothing of.
    static func symbolize(_ addresses: [UInt64], library: String) -> [(function: String, file: String, line: Int, functionStart: UInt64?)?] {
        guard !addresses.isEmpty,
              let output = run("llvm-symbolizer", ["--obj=\(library)", "--no-inlines", "--output-style=JSON"] + addresses.map { "0x" + String($0, radix: 16) }),
              let json = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]] else { return [] }
        return json.map { entry in
            guard let place = (entry["Symbol"] as? [[String: Any]])?.first, let file = place["FileName"] as? String, !file.isEmpty,
                  let line = place["Line"] as? Int else { return nil }
            return (place["FunctionName"] as? String ?? "?", file, line, (place["StartAddress"] as? String).flatMap(hex))
        }
    }

    /// Runs a tool of the toolchain found on PATH and returns what it printed; nil without it.
    private static func run(_ tool: String, _ arguments: [String]) -> String? {
        guard let path = Executables.onPath(tool) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return output
    }

    /// The last `…: Fatal error: …` (or precondition, assertion) line's message, without the
    /// place the runtime names (its own file for an index out of range).
    static func runtimeMessage(in lines: [String]) -> String? {
        let kinds = ["Fatal error", "Precondition failed", "Assertion failed"]
        for line in lines.reversed() {
            for kind in kinds {
                guard let range = line.range(of: kind) else { continue }
                let before = line[..<range.lowerBound]
                // Either the whole line, or after a `FILE:LINE: ` prefix.
                if before.isEmpty || before.hasSuffix(": ") { return String(line[range.lowerBound...]) }
            }
        }
        return nil
    }

    /// The innermost frame in the user's file (`file`, or the copy of it that was compiled).
    public func userFrame(file: String, copy: String?, library: String? = nil) -> Frame? {
        let names = Set([file, copy].compactMap { $0 }.map { ($0 as NSString).standardizingPath })
        let absolute = Set(names.map { $0.hasPrefix("/") ? $0 : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent($0) })
        let wanted = names.union(absolute.map { ($0 as NSString).standardizingPath })
        // Line 0 is code the compiler made up (its file may be no file at all, `<stdin>`): a
        // frame further out names a real line; else the file's own library says whose code it is.
        let image = library.map { ($0 as NSString).lastPathComponent }
        let inFile = frames.filter { frame in frame.file.map { wanted.contains(($0 as NSString).standardizingPath) } ?? false }
        if let named = inFile.first(where: { ($0.line ?? 0) > 0 }) { return named }
        let inLibrary = frames.first { image != nil && $0.image == image }
        return (inFile.first ?? inLibrary).map { frame in
            var unplaced = frame
            unplaced.line = nil
            return unplaced
        }
    }

    /// The modifiers and callbacks whose closures a hang is named by, as a reader wrote them.
    static let callbackNames = [
        "onTapGesture", "onLongPressGesture", "onLongTouchGesture", "onChanged", "onEnded", "updating", "onStarted",
        "onCancelled", "onAppear", "onDisappear", "onChange", "onReceive", "onContinuousHover", "onHover", "task",
        "sink", "map", "gesture", "simultaneousGesture", "highPriorityGesture", "withAnimation", "scheduledTimer",
        "asyncAfter", "addAnimationCompletion",
    ]

    /// What the code at `line` of `source` runs inside, as the user wrote it: the nearest
    /// callback modifier at or above the line (`onTapGesture at Card.swift:12`), `Button`'s
    /// action, else the frame's own function (`ContentView.body at Card.swift:8`).
    public static func callbackName(at line: Int, in source: String, fileName: String, function: String?) -> String {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        // A body getter itself (not a closure inside it): the body.
        if let function, !function.contains("closure"), let body = function.range(of: ".body.getter") {
            let type = function[..<body.lowerBound].split(separator: ".").last.map(String.init) ?? "the view"
            return "\(type).body at \(fileName):\(line)"
        }
        var index = min(line, lines.count)
        while index >= 1, index > line - 40 {
            if let name = lastCallback(in: lines[index - 1]) { return "\(name) at \(fileName):\(index)" }
            index -= 1
        }
        if let function { return "\(function) at \(fileName):\(line)" }
        return "the code at \(fileName):\(line)"
    }

    /// The last callback a line of source opens: `.onTapGesture {`, `.onChanged(…`, `Button(…`.
    static func lastCallback(in line: Substring) -> String? {
        var found: String?
        var rest = line[...]
        while let dot = rest.firstIndex(where: { $0 == "." || $0 == "B" }) {
            let after = rest[rest.index(after: dot)...]
            let word = (rest[dot] == "B" ? rest[dot...] : after).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            let next = (rest[dot] == "B" ? rest[dot...] : after).dropFirst(word.count).drop { $0 == " " }
            let opens = next.first == "{" || next.first == "("
            if opens, rest[dot] == ".", callbackNames.contains(String(word)) {
                found = String(word)
            } else if opens, rest[dot] == "B", word == "Button", dot == line.startIndex || !(line[line.index(before: dot)].isLetter) {
                found = "Button's action"
            }
            rest = after
        }
        return found
    }

    /// A function as a reader knows it: `closure #1 in ContentView.body.getter` reads
    /// `a closure in ContentView.body`.
    public static func readable(_ function: String) -> String {
        var parts = function.components(separatedBy: " in ")
        let closures = parts.filter { $0.hasPrefix("closure #") }.count
        parts.removeAll { $0.hasPrefix("closure #") }
        let text = parts.joined(separator: " in ").replacingOccurrences(of: ".getter", with: "")
        return closures > 0 ? "a closure in \(text)" : text
    }
}
