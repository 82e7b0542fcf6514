import Foundation
import GestureKit
import LabCore
import LabSyntax
import Testing

/// Swift scenes: the seeds' views compiled, loaded and replayed to their golden logs; the
/// choice of root view; compile errors with their positions.
@Suite("Swift scenes", .serialized)
struct SwiftSceneTests {
    /// Every built-in Swift scene: the seeds' views and the lab's own examples.
    static let swiftSceneNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Fixture.scenesDirectory)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
    }()
    static let seedNames = swiftSceneNames.filter { $0.hasPrefix("seed") }

    static func swiftPath(_ name: String) -> String { (Fixture.scenesDirectory as NSString).appendingPathComponent(name + ".swift") }

    /// Replays a Swift scene in this process.
    static func replay(_ path: String, events: String, tickHz: Int = 120, loader: DocumentLoader = DocumentLoader()) throws -> [String] {
        let document = try loader.load(path)
        var options = Replay.Options()
        options.tickHz = tickHz
        return Replay(document: document, events: try EventFile.load(events), options: options).run()
    }

    @Test("the seeds' views are built-in Swift scenes, each with a description and a recorded input")
    func seedsAreThere() throws {
        #expect(Self.seedNames.count == 14)
        for name in Self.seedNames {
            #expect(FileManager.default.fileExists(atPath: Fixture.eventsPath(name)), "\(name) has no recorded input")
            let listed = Assets.builtInScenes().first { $0.name == name }
            let description = try #require(listed?.description)
            #expect(description.contains("seed 00"), "\(name): \(description)")
        }
    }

    @Test("every built-in Swift scene replays to its golden log", arguments: SwiftSceneTests.swiftSceneNames)
    func seedMatchesGolden(name: String) throws {
        let log = try Self.replay(Self.swiftPath(name), events: Fixture.eventsPath(name))
        let text = log.joined(separator: "\n") + "\n"
        let goldenName = name + ".log.jsonl"
        if Fixture.updatingGoldens {
            try Data(text.utf8).write(to: URL(fileURLWithPath: (Fixture.sourceGoldenDirectory as NSString).appendingPathComponent(goldenName)))
            return
        }
        let path = try #require(Fixture.bundledGolden(goldenName), "Golden/\(goldenName) is missing")
        let golden = try String(contentsOfFile: path, encoding: .utf8)
        #expect(golden == text, "\(name): the log differs from Golden/\(goldenName)")
    }

    @Test("a Swift scene's log does not depend on the tick rate or on frames being drawn",
          arguments: ["seed000-draggable-circle", "seed004-tap-and-drag", "seed004-masked-gesture"])
    func tickIndependent(name: String) throws {
        let loader = DocumentLoader()
        let reference = try Self.replay(Self.swiftPath(name), events: Fixture.eventsPath(name), loader: loader)
        for tickHz in [30, 1000] {
            #expect(try Self.replay(Self.swiftPath(name), events: Fixture.eventsPath(name), tickHz: tickHz, loader: loader) == reference,
                    "\(name) at \(tickHz) Hz")
        }
        // Frames at 24 per second step through every tick and read the display list each time.
        let document = try loader.load(Self.swiftPath(name))
        var options = Replay.Options()
        options.fps = 24
        let host = try #require((document as? SwiftScene)?.host)
        let framed = Replay(document: document, events: try EventFile.load(Fixture.eventsPath(name)), options: options)
            .run { time in _ = host.displayList(at: time) }
        #expect(framed == reference, "\(name) with frames")
    }

    /// Writes a Swift file into a fresh temporary folder.
    static func file(_ source: String, name: String = "Scene.swift") -> String {
        let folder = Fixture.temporaryDirectory()
        let path = folder.appendingPathComponent(name).path
        FileManager.default.createFile(atPath: path, contents: Data(source.utf8))
        return path
    }

    @Test("a compile error is reported as the compiler writes it, starting FILE:LINE:COLUMN: error:")
    func compileErrorHasPosition() throws {
        let path = Self.file("import SwiftUI\n\nstruct ContentView: View {\n    var body: some View {\n        Circle().fill(.bleu)\n    }\n}\n")
        do {
            _ = try DocumentLoader().load(path)
            Issue.record("the file compiled")
        } catch let error as SwiftCompileError {
            #expect(error.firstLine.hasPrefix("\(path):5:"), "\(error.firstLine)")
            #expect(error.firstLine.contains(": error: "))
        }
    }

    @Test("the root is ContentView, else the only view; several views without ContentView name the candidates")
    func rootChoice() throws {
        #expect(try SwiftSceneCompiler.rootViewName(in: "struct A: View {}\nstruct ContentView: View {}", file: "f", requested: nil) == .view("ContentView"))
        #expect(try SwiftSceneCompiler.rootViewName(in: "struct Only: SwiftUI.View {}\nenum E {}", file: "f", requested: nil) == .view("Only"))
        #expect(try SwiftSceneCompiler.rootViewName(in: "struct A: View {}\nstruct B: View {}", file: "f", requested: "B") == .view("B"))
        #expect(try SwiftSceneCompiler.rootViewName(in: "@main struct MyApp: App {}", file: "f", requested: nil) == .app("MyApp"))
        // Without ContentView, the first preview; with it, ContentView.
        let withPreviews = "struct Card: View {}\nstruct Badge: View {}\nstruct Card_Previews: PreviewProvider {}\nstruct Other_Previews: PreviewProvider {}"
        #expect(try SwiftSceneCompiler.rootViewName(in: withPreviews, file: "f", requested: nil) == .preview("Card_Previews"))
        #expect(try SwiftSceneCompiler.rootViewName(in: withPreviews + "\nstruct ContentView: View {}", file: "f", requested: nil) == .view("ContentView"))
        do {
            _ = try SwiftSceneCompiler.rootViewName(in: "struct A: View {}\n/* struct C: View {} */\nstruct B: View, Equatable {}", file: "f", requested: nil)
            Issue.record("no error")
        } catch {
            #expect(error.message.contains("A, B"), "\(error.message)")
        }
    }

    @Test("a file that imports GestureUI instead of SwiftUI works too, and --view picks the root")
    func importGestureUI() throws {
        let path = Self.file("""
            import GestureUI

            struct Other: View { var body: some View { Color.red } }
            struct Tapper: View {
                @State private var taps = 0
                var body: some View { Rectangle().fill(.blue).onTapGesture { taps += 1; print("tap", taps) } }
            }
            """)
        let events = Self.file(#"{"t": 0.1, "type": "touchDown", "id": 1, "x": 100, "y": 100}"# + "\n" +
                               #"{"t": 0.15, "type": "touchUp", "id": 1, "x": 100, "y": 100}"# + "\n", name: "events.jsonl")
        let log = try Self.replay(path, events: events, loader: DocumentLoader(viewName: "Tapper"))
        #expect(log.contains(#"{"t": 0.15, "type": "print", "text": "tap 1"}"#))
        #expect(log.last == #"{"t": 1.15, "type": "final", "state": {"taps": "1"}}"#)
    }
}

extension SwiftSceneTests {
    @Test("the README's Swift file runs as shown: a long press counts and prints")
    func readmeExample() throws {
        let readme = try String(contentsOfFile: (Fixture.assets as NSString).deletingLastPathComponent + "/README.md", encoding: .utf8)
        let start = try #require(readme.range(of: "// Counter.swift\n"))
        let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        let path = Self.file(String(readme[start.upperBound..<end.lowerBound]), name: "Counter.swift")
        let events = Self.file(#"{"t": 0.1, "type": "touchDown", "id": 1, "x": 195, "y": 422}"# + "\n" +
                               #"{"t": 0.6, "type": "touchUp", "id": 1, "x": 195, "y": 422}"# + "\n", name: "events.jsonl")
        let log = try Self.replay(path, events: events)
        #expect(log.contains(#"{"t": 0.4, "type": "print", "text": "pressed 1"}"#))
        #expect(log.last == #"{"t": 1.6, "type": "final", "state": {"isPressing": "false", "count": "1"}}"#)
    }
}

import GestureUI

private struct TimedSlide: View {
    @State var x: CGFloat = 0
    var body: some View {
        Color.red.frame(width: 80, height: 80).offset(x: x)
            .gesture(LongPressGesture(minimumDuration: 0.5).onEnded { _ in withAnimation(.linear(duration: 1)) { x = 100 } })
    }
}

extension SwiftSceneTests {
    @Test("a file with an @main App and its ContentView compiles, and ContentView is the root")
    func appFileCompiles() throws {
        let path = Self.file("""
            import SwiftUI
            struct ContentView: View { var body: some View { Text("hi") } }
            @main struct MyApp: App { var body: some Scene { WindowGroup { ContentView() } } }
            """)
        let document = try DocumentLoader().load(path)
        #expect((document as? SwiftScene)?.host.rootTypeName == "ContentView")
    }

    @Test("a change a timer causes animates from the deadline, the same at any tick rate")
    func timerChangeAnimatesFromDeadline() throws {
        let events = Self.file(#"{"t": 0.1, "type": "touchDown", "id": 1, "x": 195, "y": 422}"# + "\n" +
                               #"{"t": 2.0, "type": "touchUp", "id": 1, "x": 195, "y": 422}"# + "\n", name: "events.jsonl")
        var centers: [Double] = []
        for tickHz in [7, 30, 120, 1000] {
            let host = ViewHost(TimedSlide())
            var options = Replay.Options()
            options.tickHz = tickHz
            options.fps = 5
            let replay = Replay(document: SwiftScene(host: host, path: "TimedSlide"), events: try EventFile.load(events), options: options)
            var drawn: Double?
            replay.run { time in
                if time == GestureTime(seconds: 0.8)! { drawn = Double(host.displayList(at: time).items[0].center.x) }
            }
            centers.append(try #require(drawn))
        }
        // The long press ends at 0.6 s: 0.2 s into a 1 s linear slide of 100 pt.
        #expect(centers.allSatisfy { abs($0 - (195 + 20)) < 1e-6 }, "\(centers)")
    }
}

extension SwiftSceneTests {
    @Test("logs name a file's own types without the module name the lab gave the build")
    func logsDropTheSceneModule() {
        #expect(SwiftScene.withoutSceneModule("[GestureLabScene12.Card(id: 0), GestureLabScene12.Card(id: 1)]") == "[Card(id: 0), Card(id: 1)]")
        #expect(SwiftScene.withoutSceneModule("GestureLabScene is a word") == "GestureLabScene is a word")
        #expect(SwiftScene.withoutSceneModule("[GestureLabScene3.ContentView.(unknown context at $7fbb844b1598).Line(width: 8.0)]") == "[ContentView.Line(width: 8.0)]")
    }
}

extension SwiftSceneTests {
    @Test("a file as people write it: a @MainActor view model in @StateObject, an @Observable store, @Environment values, all updating the view")
    func mainActorModelsAndObservation() throws {
        let path = Self.file("""
            import SwiftUI

            @Observable final class Store { var items = ["a", "b"] }

            @MainActor final class ViewModel: ObservableObject {
                @Published var taps = 0
                func tap() { taps += 1 }
            }

            struct ContentView: View {
                @State private var store = Store()
                @StateObject private var model = ViewModel()
                @Environment(\\.colorScheme) private var colorScheme
                var body: some View {
                    let _ = print("body", model.taps, store.items.count, colorScheme == .light)
                    Circle().frame(width: 80, height: 80)
                        .onTapGesture { model.tap(); store.items.append("c") }
                }
            }
            """)
        let events = Self.file(#"{"t": 0.1, "type": "touchDown", "id": 1, "x": 195, "y": 422}"# + "\n" +
                               #"{"t": 0.15, "type": "touchUp", "id": 1, "x": 195, "y": 422}"# + "\n", name: "events.jsonl")
        let log = try Self.replay(path, events: events)
        let prints = log.filter { $0.contains(#""type": "print""#) }
        #expect(prints.count == 2, "\(prints)")
        #expect(prints.first?.contains("body 0 2 true") == true)
        #expect(prints.last?.contains("body 1 3 true") == true)
    }
}

extension SwiftSceneTests {
    @Test("import Combine builds against the view layer's Combine: a timer's ticks land at the same moments at any tick rate")
    func combineTimerIsDeterministic() throws {
        let path = Self.file("""
            import Combine
            import SwiftUI

            final class Model: ObservableObject {
                @Published var seconds = 0
                var cancellables = Set<AnyCancellable>()
            }

            struct ContentView: View {
                @StateObject private var model = Model()
                let timer = Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()
                var body: some View {
                    Text("\\(model.seconds)")
                        .onReceive(timer) { _ in
                            model.seconds += 1
                            print("tick", model.seconds)
                        }
                }
            }
            """)
        let events = Self.file(#"{"t": 1.1, "type": "touchDown", "id": 1, "x": 5, "y": 5}"# + "\n" +
                               #"{"t": 1.2, "type": "touchUp", "id": 1, "x": 5, "y": 5}"# + "\n", name: "events.jsonl")
        let slow = try Self.replay(path, events: events, tickHz: 7)
        let fast = try Self.replay(path, events: events, tickHz: 1000)
        #expect(slow == fast)
        let ticks = slow.filter { $0.contains("tick") }
        #expect(ticks.first?.hasPrefix(#"{"t": 0.25,"#) == true, "\(ticks)")
        #expect(ticks.count == 8, "\(ticks)")       // 0.25 … 2.2 s (the run ends a second after the last input)
    }
}

extension SwiftSceneTests {
    @Test("#Preview: the first one is the root without a ContentView, --preview NAME picks one, and a file with ContentView keeps it")
    func previewMacroRoots() throws {
        let source = """
            import SwiftUI

            struct Card: View {
                var title: String
                var body: some View {
                    Text(title).onTapGesture { print("tapped", title) }
                }
            }

            #Preview {
                Card(title: "first")
            }

            #Preview("Second", traits: .sizeThatFitsLayout) {
                let title = "second"
                return Card(title: title)
            }
            """
        let path = Self.file(source, name: "Card.swift")
        #expect(try SwiftSceneCompiler.rootViewName(in: source, file: path, requested: nil)
            == .macroPreview(line: 10))
        let events = Self.file(#"{"t": 0.1, "type": "touchDown", "id": 1, "x": 195, "y": 422}"# + "\n" +
                               #"{"t": 0.15, "type": "touchUp", "id": 1, "x": 195, "y": 422}"# + "\n", name: "events.jsonl")
        let first = try Self.replay(path, events: events)
        #expect(first.contains { $0.contains("tapped first") }, "\(first)")
        let second = try Self.replay(path, events: events, loader: DocumentLoader(previewName: "Second"))
        #expect(second.contains { $0.contains("tapped second") }, "\(second)")
        #expect(throws: LabError.self) { try DocumentLoader(previewName: "Third").load(path) }
        let withContentView = source + "\nstruct ContentView: View { var body: some View { Card(title: \"content\") } }\n"
        #expect(try SwiftSceneCompiler.rootViewName(in: withContentView, file: path, requested: nil) == .view("ContentView"))
    }
}

extension SwiftSceneTests {
    @Test("a file that names its pictures by Xcode's asset symbols (Image(.landscape)) gets the symbols made and the pictures found")
    func assetSymbols() throws {
        let path = Self.file("""
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    Image(.landscape).resizable().frame(width: 100, height: 80)
                        .onTapGesture { print("tapped") }
                }
            }
            """)
        let document = try DocumentLoader().load(path)
        let scene = try #require(document as? SwiftScene)
        scene.host.update()
        guard case .image(let file?, let name) = scene.host.displayList(at: .zero).items.first?.content else {
            Issue.record("no picture"); return
        }
        #expect(name == "landscape")
        #expect(file.hasSuffix("landscape.bmp"))
    }
}

extension SwiftSceneTests {
    @Test("a root view that needs arguments is explained, not shown as the lab's own generated code")
    func rootNeedingArgumentsIsExplained() throws {
        let path = Self.file("""
            import SwiftUI
            struct Meter: View {
                let level: Double
                @Binding var isOn: Bool
                var body: some View { Text("\\(level)") }
            }
            """, name: "Meter.swift")
        do {
            _ = try DocumentLoader().load(path)
            Issue.record("it loaded")
        } catch {
            let message = "\(error)"
            #expect(message.contains("the root view Meter takes arguments (level: isOn:)"), "\(message)")
            #expect(!message.contains("GestureLabEntry"))
        }
    }
}

extension SwiftSceneTests {
    @Test("--safe-area lays the root out below the status bar: a bar at the top of the root is 47 points lower than without it")
    func safeArea() throws {
        let path = Self.file("""
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    VStack {
                        Rectangle().fill(.blue).frame(height: 100).onTapGesture { print("bar") }
                        Spacer()
                    }
                }
            }
            """, name: "SafeBar.swift")
        // y = 120: below the bar on the whole canvas (0…100), inside it in the safe area (47…147).
        let events = Self.file(#"{"t": 0.1, "type": "touchDown", "id": 1, "x": 100, "y": 120}"# + "\n" +
                               #"{"t": 0.15, "type": "touchUp", "id": 1, "x": 100, "y": 120}"# + "\n", name: "events.jsonl")
        let plain = try Self.replay(path, events: events)
        #expect(!plain.contains(#"{"t": 0.15, "type": "print", "text": "bar"}"#))
        let safe = try Self.replay(path, events: events, loader: DocumentLoader(hasSafeArea: true))
        #expect(safe.contains(#"{"t": 0.15, "type": "print", "text": "bar"}"#))
    }
}

extension SwiftSceneTests {
    @Test("a root view the file keeps to itself (fileprivate) runs, and its compile errors still name the file and line")
    func filePrivateRoot() throws {
        let path = Self.file("""
            import SwiftUI

            fileprivate
            struct ContentView: View {
                @State private var taps = 0
                var body: some View { Rectangle().fill(.blue).onTapGesture { taps += 1 } }
            }
            """, name: "Private.swift")
        let events = Self.file(#"{"t": 0.1, "type": "touchDown", "id": 1, "x": 100, "y": 100}"# + "\n" +
                               #"{"t": 0.15, "type": "touchUp", "id": 1, "x": 100, "y": 100}"# + "\n", name: "events.jsonl")
        let log = try Self.replay(path, events: events)
        #expect(log.last == #"{"t": 1.15, "type": "final", "state": {"taps": "1"}}"#)

        let broken = Self.file("""
            import SwiftUI

            private struct ContentView: View {
                var body: some View { Rectangle().fill(.blue).frame(widht: 10) }
            }
            """, name: "Broken.swift")
        do {
            _ = try DocumentLoader().load(broken)
            Issue.record("a broken file loaded")
        } catch let error as SwiftCompileError {
            let first = error.diagnostics.split(separator: "\n").first { $0.contains("error:") }.map(String.init) ?? ""
            #expect(first.hasPrefix(broken + ":4:"), "\(first)")
        }

        let needsArguments = Self.file("""
            import SwiftUI

            @available(iOS 17, *)
            fileprivate struct ContentView: View {
                let title: String
                var body: some View { Text(title) }
            }
            """, name: "Arguments.swift")
        do {
            _ = try DocumentLoader().load(needsArguments)
            Issue.record("a root view without its arguments loaded")
        } catch {
            #expect("\(error)".contains("takes arguments (title:)"), "\(error)")
        }
    }
}

extension SwiftSceneTests {
    @Test("#Preview as Xcode files write it: a wrapper view declared inside it, and @Previewable state that a binding changes")
    func previewBodies() throws {
        let events = Self.file(#"{"t": 0.1, "type": "touchDown", "id": 1, "x": 100, "y": 100}"# + "\n" +
                               #"{"t": 0.15, "type": "touchUp", "id": 1, "x": 100, "y": 100}"# + "\n", name: "events.jsonl")
        let wrapper = Self.file("""
            import SwiftUI

            struct Counter: View {
                @Binding var count: Int
                var body: some View { Rectangle().fill(.blue).onTapGesture { count += 1; print("count", count) } }
            }

            #Preview {
                struct PreviewWrapper: View {
                    @State private var count = 5
                    var body: some View { Counter(count: $count) }
                }
                return PreviewWrapper()
            }
            """, name: "Wrapper.swift")
        #expect(try Self.replay(wrapper, events: events).contains(#"{"t": 0.15, "type": "print", "text": "count 6"}"#))
        let previewable = Self.file("""
            import SwiftUI

            struct Counter: View {
                @Binding var count: Int
                var body: some View { Rectangle().fill(.blue).onTapGesture { count += 1; print("count", count) } }
            }

            #Preview("Counter") {
                @Previewable @State var count = 41
                Counter(count: $count)
                    .padding()
            }
            """, name: "Previewable.swift")
        let log = try Self.replay(previewable, events: events)
        #expect(log.contains(#"{"t": 0.15, "type": "print", "text": "count 42"}"#))
        #expect(log.last == #"{"t": 1.15, "type": "final", "state": {"count": "42"}}"#)
        // An availability attribute on the line before, as packages write it for iOS 17's macro.
        let available = Self.file("""
            import SwiftUI

            @available(iOS 17, macOS 14, *)
            #Preview {
                @Previewable @State var count = 7
                Rectangle().fill(.blue).onTapGesture { count += 1; print("count", count) }
            }
            """, name: "Available.swift")
        #expect(try Self.replay(available, events: events).contains(#"{"t": 0.15, "type": "print", "text": "count 8"}"#))
    }
}

extension SwiftSceneTests {
    @Test("a file that names URLSession and URLRequest compiles as on an iPhone, without importing FoundationNetworking")
    func networkingTypes() throws {
        let path = Self.file("""
            import SwiftUI

            struct ContentView: View {
                @State private var status = "idle"
                var body: some View {
                    Text(status).onTapGesture {
                        var request = URLRequest(url: URL(string: "https://example.com/order")!)
                        request.httpMethod = "POST"
                        let session: URLSession = .shared
                        status = "\\(request.httpMethod ?? "") \\(session === URLSession.shared)"
                        print(status)
                    }
                }
            }
            """, name: "Checkout.swift")
        let events = Self.file(#"{"t": 0.1, "type": "touchDown", "id": 1, "x": 195, "y": 422}"# + "\n" +
                               #"{"t": 0.15, "type": "touchUp", "id": 1, "x": 195, "y": 422}"# + "\n", name: "events.jsonl")
        #expect(try Self.replay(path, events: events).contains(#"{"t": 0.15, "type": "print", "text": "POST true"}"#))
    }

    @Test("a file's Date(), Date.now and dates from now are the simulation's: a stopwatch started at load has run 3.5 s at 3.5 s, and the log names the same date every run")
    func simulationDate() throws {
        let path = Self.file("""
            import SwiftUI

            struct ContentView: View {
                @State private var start = Date()
                var body: some View {
                    Text(start, style: .timer)
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .contentShape(Rectangle())
                        .onTapGesture {
                            print(Int((Date.now.timeIntervalSince(start) * 10).rounded()), Date().timeIntervalSince(start) > 3)
                            print(Date(timeIntervalSinceNow: 60).timeIntervalSince(start), start.timeIntervalSinceNow)
                        }
                }
            }
            """, name: "Stopwatch.swift")
        let events = Self.file(#"{"t": 3.45, "type": "touchDown", "id": 1, "x": 195, "y": 422}"# + "\n" +
                               #"{"t": 3.5, "type": "touchUp", "id": 1, "x": 195, "y": 422}"# + "\n", name: "events.jsonl")
        let log = try Self.replay(path, events: events)
        #expect(log.contains(#"{"t": 3.5, "type": "print", "text": "35 true"}"#), "\(log)")
        #expect(log.contains(#"{"t": 3.5, "type": "print", "text": "63.5 -3.5"}"#), "\(log)")
        #expect(log.last?.contains(#""start": "2026-01-01 00:00:00 +0000""#) == true, "\(log.last ?? "")")
    }

    @Test("a file's own extension Date keeps its members (the lab's are left out), and a type of its own with a `now` changes nothing")
    func ownDateExtension() throws {
        let path = Self.file("""
            import SwiftUI

            extension Date {
                var timeIntervalSinceNow: TimeInterval { 42 }
            }
            struct Sample { static let now = 7 }

            struct ContentView: View {
                @State private var start = Date()
                var body: some View {
                    Color.blue.onTapGesture { print(start.timeIntervalSinceNow, Date.now.timeIntervalSince(start), Sample.now) }
                }
            }
            """, name: "OwnDate.swift")
        let events = Self.file(#"{"t": 1.95, "type": "touchDown", "id": 1, "x": 195, "y": 422}"# + "\n" +
                               #"{"t": 2.0, "type": "touchUp", "id": 1, "x": 195, "y": 422}"# + "\n", name: "events.jsonl")
        let log = try Self.replay(path, events: events)
        #expect(log.contains(#"{"t": 2, "type": "print", "text": "42.0 2.0 7"}"#), "\(log)")
    }

    @Test("a file that imports Foundation itself still gets its Timer on the simulation clock, and its errors keep their lines")
    func foundationImportedTimer() throws {
        let path = Self.file("""
            import Foundation
            import SwiftUI

            struct ContentView: View {
                @State private var ticks = 0
                var body: some View {
                    Text("\\(ticks)").onAppear {
                        Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in ticks += 1 }
                    }
                }
            }
            """, name: "Ticking.swift")
        let events = Self.file(#"{"t": 2.2, "type": "touchDown", "id": 1, "x": 5, "y": 5}"# + "\n", name: "events.jsonl")
        let log = try Self.replay(path, events: events)
        #expect(log.last?.contains(#""ticks": "6""#) == true, "\(log.last ?? "")")

        let broken = Self.file("""
            import Foundation // for dates
            import SwiftUI

            struct ContentView: View {
                var body: some View { Rectangle().frame(widht: 10) }
            }
            """, name: "BrokenTimer.swift")
        do {
            _ = try DocumentLoader().load(broken)
            Issue.record("a broken file loaded")
        } catch let error as SwiftCompileError {
            let first = error.diagnostics.split(separator: "\n").first { $0.contains("error:") }.map(String.init) ?? ""
            #expect(first.hasPrefix(broken + ":5:"), "\(first)")
        }
    }
}

extension SwiftSceneTests {
    @Test("a #Preview in a file that imports Foundation opens (its entry point keeps its line); Core Haptics compiles and has no haptics")
    func previewWithFoundationAndHaptics() throws {
        let events = Self.file(#"{"t": 0.1, "type": "touchDown", "id": 1, "x": 100, "y": 100}"# + "\n" +
                               #"{"t": 0.15, "type": "touchUp", "id": 1, "x": 100, "y": 100}"# + "\n", name: "events.jsonl")
        let path = Self.file("""
            //
            //  Haptic.swift
            //
            import Foundation
            import SwiftUI
            import CoreHaptics

            struct Haptic: View {
                @State private var taps = 0
                @State private var supported = true
                var body: some View {
                    Rectangle().fill(.blue)
                        .onTapGesture {
                            taps += 1
                            supported = CHHapticEngine.capabilitiesForHardware().supportsHaptics
                            let event = CHHapticEvent(eventType: .hapticTransient, parameters: [
                                CHHapticEventParameter(parameterID: .hapticIntensity, value: 1)], relativeTime: 0)
                            if let engine = try? CHHapticEngine(), let pattern = try? CHHapticPattern(events: [event], parameters: []) {
                                try? engine.start()
                                try? engine.makePlayer(with: pattern).start(atTime: CHHapticTimeImmediate)
                            }
                        }
                }
            }

            #Preview {
                Haptic()
            }
            """, name: "Haptic.swift")
        let log = try Self.replay(path, events: events)
        #expect(log.last == #"{"t": 1.15, "type": "final", "state": {"taps": "1", "supported": "false"}}"#, "\(log.last ?? "")")
    }
}

extension SwiftSceneTests {
    @Test("a root view whose stored properties load a picture by name (@State var photo = UIImage(named:)) finds it, as on an iPhone")
    func pictureLoadedInTheRootsInitialValues() throws {
        let path = Self.file("""
            import SwiftUI

            struct ContentView: View {
                @State private var photo = UIImage(named: "landscape") ?? UIImage()

                var body: some View {
                    Image(uiImage: photo).resizable().frame(width: 100, height: 80)
                }
            }
            """)
        let document = try DocumentLoader().load(path)
        let scene = try #require(document as? SwiftScene)
        scene.host.update()
        guard case .image(let file?, _) = scene.host.displayList(at: .zero).items.first?.content else {
            Issue.record("no picture"); return
        }
        #expect(file.hasSuffix("landscape.bmp"))
    }
}
