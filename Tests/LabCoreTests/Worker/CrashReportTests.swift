import Foundation
import GestureKit
@testable import LabCore
import Testing

@Suite("Reading a stopped worker's crash report")
struct CrashReportTests {
    @Test("the runtime's message is read without the place it names", arguments: [
        ("Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range", "Fatal error: Index out of range"),
        ("Card.swift:9: Fatal error: Unexpectedly found nil while unwrapping an Optional value",
         "Fatal error: Unexpectedly found nil while unwrapping an Optional value"),
        ("Card.swift:4: Precondition failed: count must be positive", "Precondition failed: count must be positive"),
        ("Fatal error: boom", "Fatal error: boom"),
        ("print(\"Fatal error in my data\") said so", nil),
    ] as [(String, String?)])
    func runtimeMessages(line: String, message: String?) {
        #expect(CrashReport.runtimeMessage(in: ["an earlier line", line]) == message)
    }

    static let backtrace = """
        {"kind": "crashReport", "description": "Illegal instruction", "threads": [
          {"name": "other", "frames": [{"description": "ppoll + 166"}]},
          {"name": "gesture-lab", "crashed": true, "frames": [
            {"description": "closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623"},
            {"description": "specialized Array.subscript.getter + 84"},
            {"description": "closure #1 in ContentView.body.getter + 12", "sourceLocation": {"file": "/tmp/scene/copy1/Card.swift", "line": 0, "column": 0}},
            {"description": "closure #2 in ContentView.body.getter + 40", "sourceLocation": {"file": "/tmp/scene/copy1/Card.swift", "line": 14, "column": 20}},
            {"description": "CallbackRecognizer.runCallback(entry:reason:) + 82", "sourceLocation": {"file": "/src/CallbackRecognizer.swift", "line": 173, "column": 48}}
          ]}
        ]}
        """

    @Test("the innermost frame of the user's file with a real line is where it stopped (the compiled copy counts as the file)")
    func userFrame() {
        let report = CrashReport(standardError: ["Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range"],
                                 backtrace: Data(Self.backtrace.utf8))
        #expect(report.message == "Fatal error: Index out of range")
        #expect(report.signal == "Illegal instruction")
        #expect(report.frames.count == 5)
        let frame = report.userFrame(file: "Card.swift", copy: "/tmp/scene/copy1/Card.swift")
        #expect(frame?.line == 14)
        #expect(frame?.function == "closure #2 in ContentView.body.getter")
        #expect(report.userFrame(file: "Other.swift", copy: nil) == nil)
        // Code the compiler made up names no file, only its library.
        let madeUp = CrashReport(standardError: [], backtrace: Data("""
            {"threads": [{"crashed": true, "frames": [
              {"description": "State.wrappedValue.getter + 20", "image": "gesture-lab"},
              {"description": "closure #1 in ContentView.body.getter + 248", "image": "scene4.so", "sourceLocation": {"file": "/tmp/<stdin>", "line": 0}}
            ]}]}
            """.utf8))
        let madeUpFrame = madeUp.userFrame(file: "Card.swift", copy: nil, library: "/tmp/x/scene4.so")
        #expect(madeUpFrame?.function == "closure #1 in ContentView.body.getter")
        #expect(madeUpFrame?.line == nil)
        // Where its function starts in its library: the address less the offset and the library's base.
        let placed = CrashReport(standardError: [], backtrace: Data("""
            {"images": [{"name": "scene4.so", "path": "/tmp/x/scene4.so", "baseAddress": "0x00007f0000100000"}],
             "threads": [{"crashed": true, "frames": [
              {"description": "closure #1 in ContentView.body.getter + 248", "image": "scene4.so", "address": "0x00007f0000101a10", "offset": 16}
            ]}]}
            """.utf8))
        #expect(placed.frames.first?.functionStart == 0x1a00)
        #expect(CrashReport(standardError: [], backtrace: Data("not json".utf8)).frames.isEmpty)
    }

    static let card = """
        import SwiftUI

        struct ContentView: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Circle()
                        .onTapGesture(count: 2) {
                            while true { count += 0 }
                        }
                    Button("Add") {
                        while true {}
                    }
                    Text("x").gesture(DragGesture()
                        .onChanged { value in
                            while true {}
                        })
                }
            }
        }
        """

    @Test("a hang is named by the callback it is in, as the user wrote it", arguments: [
        (9, "closure #1 in ContentView.body.getter", "onTapGesture at Card.swift:8"),
        (12, "closure #2 in ContentView.body.getter", "Button's action at Card.swift:11"),
        (16, "closure #3 in ContentView.body.getter", "onChanged at Card.swift:15"),
        (6, "ContentView.body.getter", "ContentView.body at Card.swift:6"),
    ])
    func callbackNames(line: Int, function: String, name: String) {
        #expect(CrashReport.callbackName(at: line, in: Self.card, fileName: "Card.swift", function: function) == name)
    }

    @Test("a function reads as its reader knows it")
    func readableFunctions() {
        #expect(CrashReport.readable("closure #1 in ContentView.body.getter") == "a closure in ContentView.body")
        #expect(CrashReport.readable("Model.load()") == "Model.load()")
    }

    @Test("the failure's three forms: the banner, the contract's error line, the log's last line")
    func failureForms() {
        let failure = SceneFailure(kind: .trap, file: "scenes/Trap.swift", line: 8, message: "Fatal error: Index out of range",
                                   time: GestureTime(seconds: 0.45)!)
        #expect(failure.description == "Trap.swift:8: Fatal error: Index out of range")
        #expect(failure.errorLine == "scenes/Trap.swift:8: runtime error: Fatal error: Index out of range")
        #expect(failure.logLine == #"{"t": 0.45, "type": "error", "text": "Fatal error: Index out of range", "at": "Trap.swift:8"}"#)
        let unplaced = SceneFailure(kind: .memory, file: "Big.swift", line: nil, message: "used more than 64 MiB of memory", time: .zero)
        #expect(unplaced.errorLine == "Big.swift: runtime error: used more than 64 MiB of memory")
    }
}
