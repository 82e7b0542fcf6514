import Testing
@testable import GestureUI

/// What a removed view held is freed in the update that removes it, as SwiftUI drops a view
/// when it leaves: a model's `deinit` (which tutorials print from, to show a view's lifetime)
/// runs at that moment, inside the host, so its print is logged at that time.
@Suite("When a removed view's objects go")
struct NodeLifetimeTests {
    @Test("a removed view's @StateObject is freed, and its deinit prints, in the update that removes the view")
    func removedModelIsFreedInItsUpdate() {
        let harness = ViewHarness(Remover())
        #expect(harness.printed.isEmpty)
        // The rectangle below the 50-point circle, in a 150-point column centred in the canvas.
        let time = GestureTime(seconds: 0.1)!
        harness.host.run { harness.engine.send(TouchEvent(time: 0.1, phase: .began, id: 1, location: CGPoint(x: 195, y: 447))) }
        harness.host.run { harness.host.update() }
        harness.host.run { harness.engine.advance(to: time + GestureTime.Duration(seconds: 0.05)) }
        harness.host.run { harness.engine.send(TouchEvent(time: 0.15, phase: .ended, id: 1, location: CGPoint(x: 195, y: 447))) }
        harness.host.run { harness.host.update() }
        #expect(harness.printed == ["hide", "model freed"])
    }
}

private final class FreedModel: ObservableObject {
    deinit { print("model freed") }
}

private struct Owner: View {
    @StateObject private var model = FreedModel()
    var body: some View {
        Circle().frame(width: 50, height: 50).onTapGesture { print(model) }
    }
}

private struct Remover: View {
    @State private var show = true
    var body: some View {
        VStack(spacing: 0) {
            if show { Owner() }
            Rectangle().fill(.red).frame(width: 100, height: 100)
                .onTapGesture {
                    print("hide")
                    show = false
                }
        }
    }
}
