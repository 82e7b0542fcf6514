import Testing
@testable import GestureUI

/// The fills, text colours and the canvas's scheme a view draws.
private func colours(_ list: DisplayList) -> (fills: [Color], texts: [String: Color]) {
    var fills: [Color] = [], texts: [String: Color] = [:]
    for item in list.items {
        switch item.content {
        case .shape(_, let fill?, _, _): fills.append(fill)
        case .text(let lines, _, let color, _): texts[lines.joined(separator: " ")] = color
        default: break
        }
    }
    return (fills, texts)
}

@Suite("Light and dark colour schemes")
struct ColorSchemeTests {
    struct Card: View {
        var body: some View {
            VStack {
                Text("Title")
                Text("Detail").foregroundStyle(.secondary)
                Color.blue.frame(width: 20, height: 20)
                Color(red: 0.2, green: 0.4, blue: 0.6).frame(width: 20, height: 20)
            }
        }
    }

    @Test("a view preferring the dark scheme turns the whole canvas dark: text white, system colours in their dark shades, plain colours as they are")
    func preferredDarkScheme() {
        let list = drawnList(Card().preferredColorScheme(.dark))
        #expect(list.colorScheme == .dark)
        let (fills, texts) = colours(list)
        #expect(texts["Title"] == .white)
        #expect(texts["Detail"] == Color(hex: 0xEBEBF5, opacity: 0.6))
        #expect(fills == [Color(hex: 0x0A84FF), Color(red: 0.2, green: 0.4, blue: 0.6)])
    }

    @Test("without a preference the canvas is light and every colour is its light shade")
    func lightByDefault() {
        let list = drawnList(Card())
        #expect(list.colorScheme == .light)
        let (fills, texts) = colours(list)
        #expect(texts["Title"]?.resolved(.light) == .black)
        #expect(fills.first?.resolved(.light) == Color(hex: 0x007AFF))
    }

    @Test("a view reading the colour scheme reads the preferred one, even outside the view that prefers it")
    func readersSeeThePreferredScheme() {
        struct Reader: View {
            @Environment(\.colorScheme) var scheme
            var body: some View { Text(scheme == .dark ? "dark" : "light") }
        }
        struct Screen: View {
            var body: some View { VStack { Reader(); Text("x").preferredColorScheme(.dark) } }
        }
        #expect(colours(drawnList(Screen())).texts["dark"] == .white)
    }

    @Test("environment(\\.colorScheme, .dark) darkens only its subtree; the canvas stays light")
    func environmentSubtree() {
        let view = VStack {
            Text("Outside")
            Text("Inside").environment(\.colorScheme, .dark)
        }
        let list = drawnList(view)
        #expect(list.colorScheme == .light)
        let texts = colours(list).texts
        #expect(texts["Outside"]?.resolved(.light) == .black)
        #expect(texts["Inside"] == .white)
    }

    @Test("a grouped list in the dark scheme has a black background and dark grey rows, as iOS's dark Settings")
    func darkList() {
        let view = NavigationStack {
            List { Text("Row") }.navigationTitle("Settings")
        }.preferredColorScheme(.dark)
        let fills = colours(drawnList(view)).fills
        #expect(fills.contains(.black))
        #expect(fills.contains(Color(hex: 0x1C1C1E)))
        #expect(!fills.contains { $0.resolved(.dark) == .white })
    }

    @Test("switching the preference at run time redraws the canvas in the new scheme")
    func switchingAtRunTime() {
        struct Switcher: View {
            @State var dark = false
            var body: some View {
                Text(dark ? "Dark" : "Light")
                    .onTapGesture { dark.toggle() }
                    .preferredColorScheme(dark ? .dark : .light)
            }
        }
        let lab = ViewHarness(Switcher())
        #expect(lab.host.displayList(at: .zero).colorScheme == .light)
        lab.tap(195, 422, at: 1)
        let list = lab.host.displayList(at: lab.engine.now)
        #expect(list.colorScheme == .dark)
        #expect(colours(list).texts["Dark"] == .white)
        lab.tap(195, 422, at: 2)
        #expect(lab.host.displayList(at: lab.engine.now).colorScheme == .light)
    }

    @Test("a colour's opacity, mix and filters apply to both of its shades")
    func shadesFollowChanges() {
        #expect(Color.blue.opacity(0.5).resolved(.dark) == Color(hex: 0x0A84FF, opacity: 0.5))
        #expect(Color.primary.mix(with: .white, by: 0.5).resolved(.dark) == .white)
        #expect(Color.primary.mix(with: .white, by: 0.5).resolved(.light) == Color(white: 0.5))
        #expect(ColorFilter.invert.apply(.primary).resolved(.dark) == .black)
    }

    @Test("a dynamic UIColor is asked for both appearances")
    func dynamicUIColor() {
        let color = Color(uiColor: UIColor { $0.userInterfaceStyle == .dark ? .white : .black })
        #expect(color.resolved(.light) == .black)
        #expect(color.resolved(.dark) == .white)
        #expect(Color(uiColor: .systemGray6).resolved(.dark) == Color(hex: 0x1C1C1E))
    }

    @Test("a preference goes with its view: once the view that prefers dark is gone, the canvas is light again")
    func preferenceGoesWithItsView() {
        struct Screen: View {
            @State var showsViewer = true
            var body: some View {
                VStack {
                    if showsViewer { Text("Viewer").preferredColorScheme(.dark) }
                    Text("Close").onTapGesture { showsViewer = false }
                }
            }
        }
        let lab = ViewHarness(Screen())
        #expect(lab.host.displayList(at: .zero).colorScheme == .dark)
        let close = lab.frame().first { if case .text(["Close"], _, _, _) = $0.content { true } else { false } }!
        lab.tap(close.center.x, close.center.y, at: 1)
        #expect(lab.host.displayList(at: lab.engine.now).colorScheme == .light)
    }

    @Test("where views prefer different schemes the first in the tree wins, nil prefers nothing, and the host settles")
    func conflictingPreferencesSettle() {
        let view = VStack {
            Text("A").preferredColorScheme(nil)
            Text("B").preferredColorScheme(.dark)
            Text("C").preferredColorScheme(.light)
        }
        let host = ViewHost(view, size: CGSize(width: 390, height: 844))
        host.update()
        #expect(host.colorScheme == .dark)
        #expect(!host.needsUpdate)
        let passes = host.stats.passes
        host.update()
        #expect(host.stats.passes == passes)
    }

    @Test("materials, a group box and a colour multiplied by a system colour take their dark shades")
    func builtInsInDark() {
        #expect(Material.regular.color.resolved(.dark) == Color(hex: 0x1C1C1E, opacity: 0.65))
        let box = drawnItems(GroupBox { Text("In a box") }.preferredColorScheme(.dark))
        #expect(box.contains { if case .shape(_, Color(hex: 0x1C1C1E)?, _, _) = $0.content { true } else { false } })
        let tinted = drawnItems(Color.white.frame(width: 10, height: 10).colorMultiply(.blue).preferredColorScheme(.dark))
        #expect(tinted.contains { if case .shape(_, Color(hex: 0x0A84FF)?, _, _) = $0.content { true } else { false } })
    }

    @Test("a colour clear in light mode but not in dark is drawn in dark mode")
    func visibleOnlyInDark() {
        let ink = Color(uiColor: UIColor { $0.userInterfaceStyle == .dark ? .white : .clear })
        #expect(drawnItems(ink.frame(width: 10, height: 10)).isEmpty)
        #expect(drawnItems(ink.frame(width: 10, height: 10).preferredColorScheme(.dark)).count == 1)
    }
}
