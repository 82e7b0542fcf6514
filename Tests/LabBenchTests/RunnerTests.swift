import Foundation
import GestureKit
import LabBench
import Testing

/// The runner on the sanity streams and on small pieces of W1 and W2, through both paths.
/// No timing is asserted anywhere.
@Suite("Bench runner: counters prove the work happened")
struct RunnerTests {
    @Test("W1check: a plain tap in the W1 scene fires the tap only", arguments: BenchPath.allCases)
    func w1check(path: BenchPath) throws {
        let result = try BenchRunner.run(.w1check, path: path)
        #expect(result.passed == true, "\(result.verifyLines)")
        #expect(result.streamHash == WorkloadName.w1check.publishedHash)
    }

    @Test("W2check: one double tap and two single taps", arguments: BenchPath.allCases)
    func w2check(path: BenchPath) throws {
        let result = try BenchRunner.run(.w2check, path: path)
        #expect(result.passed == true, "\(result.verifyLines)")
    }

    @Test("--warm: a second pass on the same scene gives the same counters", arguments: [WorkloadName.w1check, .w2check])
    func warm(name: WorkloadName) throws {
        let cold = try BenchRunner.run(name)
        let warm = try BenchRunner.run(name, warm: true)
        #expect(warm.passed == true, "\(warm.verifyLines)")
        #expect(warm.verifyLines == cold.verifyLines)
        #expect(warm.streamHash == name.publishedHash)
    }

    @Test("several passes, each through a scene built afresh, give the same counters and the median pass's time",
          arguments: [WorkloadName.w1check, .w2check])
    func passes(name: WorkloadName) throws {
        let one = try BenchRunner.run(name)
        let three = try BenchRunner.run(name, passes: 3)
        #expect(three.passed == true, "\(three.verifyLines)")
        #expect(three.verifyLines == one.verifyLines)
        #expect(three.passSeconds.count == 3 && three.passSeconds == three.passSeconds.sorted())
        #expect(three.seconds == three.passSeconds[1])
        #expect(one.passSeconds.count == 1 && one.seconds == one.passSeconds[0])
    }

    @Test("the first 16 pinch sequences of W1: pinch+rotate only, scale 4 and 60 degrees at lift")
    func w1Pinches() throws {
        let events = Array(Workload.w1().prefix(16 * 124))
        let bench = EngineBench(kind: .transform)
        _ = BenchRunner.deliver(events, to: bench, resets: true)
        let c = bench.counters
        #expect(c.pinches == 16 && c.drags == 0 && c.taps == 0)
        #expect(c.pinchLifts == 16 && abs(c.scaleSum / 16 - 4) < 1e-9 && abs(c.rotationSum / 16 - 60) < 1e-9)
        #expect(c.stateUpdates > 16 * 50)
        #expect(bench.shapes.allSatisfy { $0.scale == 1 && $0.rotation == .zero && bench.follower.effect(on: $0).isIdentity })
        #expect(bench.leftovers.sessions == 0 && bench.leftovers.touches == 0)
    }

    @Test("the first 20 drag sequences of W1: drags only, 240 px each", arguments: BenchPath.allCases)
    func w1Drags(path: BenchPath) throws {
        let events = Array(Workload.w1()[248_000..<(248_000 + 20 * 62)])
        let target = try BenchRunner.makeTarget(.w1, path: path, items: 100)
        let seconds: Double = switch target {
        case let engine as EngineBench: BenchRunner.deliver(events, to: engine, resets: true)
        case let app as AppBench: BenchRunner.deliver(events, to: app, resets: true)
        default: -1
        }
        #expect(seconds >= 0)
        let c = target.counters
        #expect(c.drags == 20 && c.pinches == 0 && c.taps == 0)
        #expect(c.dragLifts == 20 && abs(c.translationSum / 20 - 240) < 1e-9)
    }

    @Test("a 2,000-event prefix of W2: every tap a single, fired after the window", arguments: BenchPath.allCases)
    func w2Prefix(path: BenchPath) throws {
        let result = try BenchRunner.run(.w2, path: path, limit: 2000)
        #expect(result.events == 2000 && result.passed == nil)
        #expect(result.verifyLines.contains("verify: single_taps=1000"))
        #expect(result.verifyLines.contains("verify: double_taps=0"))
        #expect(result.verifyLines.contains("verify: live_sessions_at_end=0"))
    }

    @Test("W1 prefix with 1,000 items runs in the grown scene")
    func scaled() throws {
        let result = try BenchRunner.run(.w1, items: 1000, limit: 2 * 124)
        #expect(result.verifyLines.contains("verify: pinch_rotate_sequences=2"))
        #expect(result.figureLine.hasPrefix("gesture-lab W1 events=248 seconds="))
    }

    @Test("the lab scene file of the benchmark parses and interprets")
    func sceneFile() throws {
        let lab = try BenchSceneFile.load(kind: .transform, labels: true)
        #expect(lab.scene.shapes.count == 100)
        #expect(lab.scene.size == CGSize(width: 1280, height: 800))
        #expect(try BenchSceneFile.load(kind: .taps).scene.shapes.count == 100)
    }
}
