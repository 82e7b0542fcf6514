import Testing
@testable import GestureUI

private struct Onboarding: View {
    @AppStorage("tests.onboarding.seen") var seen = false
    var body: some View {
        if seen {
            Text("Home")
        } else {
            Text("Welcome").onTapGesture { seen = true }
        }
    }
}

private struct Settings: View {
    @AppStorage("tests.settings.volume") var volume = 0.5
    @AppStorage("tests.settings.name") var name: String?
    var body: some View {
        VStack {
            Slider(value: $volume)
            Text("\(name ?? "nobody") \(volume, specifier: "%.1f")")
        }
    }
}

@Suite("AppStorage")
struct AppStorageTests {
    @Test("a stored flag changes the view, and a view made later under the same key starts from the stored value")
    func storedFlag() {
        let first = ViewHarness(Onboarding())
        #expect(first.center(of: "Welcome") != nil)
        first.tap(195, 422, at: 0.5)
        first.advance(to: 1)
        #expect(first.center(of: "Home") != nil)
        // A fresh host (a reload of the file) reads what the session stored.
        let second = ViewHarness(Onboarding())
        #expect(second.center(of: "Home") != nil)
    }

    @Test("a binding to stored state drives a control; an optional key starts nil")
    func bindings() {
        let lab = ViewHarness(Settings())
        #expect(lab.center(of: "nobody 0.5") != nil)
    }
}
