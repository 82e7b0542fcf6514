import Testing
@testable import GestureUI

/// An iPhone's safe area in portrait, as `--safe-area` gives it.
private let iPhone = EdgeInsets(top: 47, bottom: 34)

/// A frame's top-left corner and size, to compare in one line.
private func rect(_ item: DisplayItem) -> CGRect {
    CGRect(x: item.center.x - item.size.width / 2, y: item.center.y - item.size.height / 2,
           width: item.size.width, height: item.size.height)
}

private struct Backdrop: View {
    var edges: Edge.Set = .all
    var body: some View {
        ZStack {
            Color.indigo.ignoresSafeArea(edges: edges)
            Text("Swipe up")
        }
    }
}

private struct InsetReader: View {
    let ignores: Bool
    var body: some View {
        if ignores {
            GeometryReader { proxy in
                let _ = print("insets \(proxy.safeAreaInsets.top) \(proxy.safeAreaInsets.bottom) height \(proxy.size.height)")
                Color.clear
            }
            .ignoresSafeArea()
        } else {
            GeometryReader { proxy in
                let _ = print("insets \(proxy.safeAreaInsets.top) \(proxy.safeAreaInsets.bottom) height \(proxy.size.height)")
                Color.clear
            }
        }
    }
}

@Suite("Safe area")
struct SafeAreaTests {
    @Test("without a safe area (the default canvas) the root fills the canvas and ignoring the safe area changes nothing")
    func noSafeArea() {
        let plain = ViewHarness(Color.red)
        #expect(rect(plain.item()) == CGRect(x: 0, y: 0, width: 390, height: 844))
        let ignoring = ViewHarness(Backdrop())
        #expect(rect(ignoring.item()) == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test("with an iPhone's safe area the root is laid out inside it: below the status bar, above the home indicator")
    func rootInsideSafeArea() {
        let lab = ViewHarness(Color.red, safeArea: iPhone)
        #expect(rect(lab.item()) == CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 34))
    }

    @Test("a colour that ignores the safe area reaches the canvas's edges; the text beside it stays centred in the safe area")
    func backdropFillsTheCanvas() {
        let lab = ViewHarness(Backdrop(), safeArea: iPhone)
        #expect(rect(lab.item()) == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(abs(lab.center(of: "Swipe up")!.y - (47 + (844 - 47 - 34) / 2)) <= 0.5)
    }

    @Test("only the named edges reach past the safe area")
    func onlyNamedEdges() {
        let lab = ViewHarness(Backdrop(edges: .bottom), safeArea: iPhone)
        #expect(rect(lab.item()) == CGRect(x: 0, y: 47, width: 390, height: 844 - 47))
    }

    @Test("a view that does not reach the safe area's edge is not stretched")
    func awayFromTheEdges() {
        let view = VStack {
            Spacer()
            Color.green.frame(height: 100).ignoresSafeArea()
            Spacer()
        }
        let lab = ViewHarness(view, safeArea: iPhone)
        #expect(lab.item().size.height == 100)
    }

    @Test("a background style reaches past the safe area where its view reaches the edge; a background view does not")
    func backgroundStyle() {
        let style = ViewHarness(Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background(.yellow), safeArea: iPhone)
        #expect(rect(style.item()) == CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = ViewHarness(Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background(Rectangle().fill(Color.yellow)),
                               safeArea: iPhone)
        #expect(rect(view.item()) == CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 34))
    }

    @Test("a reader that ignores the safe area is the canvas's height and reads the insets it covers; one inside reads none")
    func readerInsets() {
        let outside = ViewHarness(InsetReader(ignores: true), safeArea: iPhone)
        #expect(outside.printed == ["insets 47.0 34.0 height 844.0"])
        let inside = ViewHarness(InsetReader(ignores: false), safeArea: iPhone)
        #expect(inside.printed == ["insets 0.0 0.0 height 763.0"])
    }

    @Test("a navigation title sits below the status bar once, with or without a safe area")
    func navigationBarOnce() {
        let stack = NavigationStack { Text("Body").navigationTitle("Gestures") }
        let plain = ViewHarness(stack).center(of: "Gestures")!
        let safe = ViewHarness(stack, safeArea: iPhone).center(of: "Gestures")!
        #expect(plain.y == safe.y)
    }

    @Test("a drag on a view in the safe area's layout hits where the view is drawn")
    func hitTestingFollows() {
        struct Card: View {
            @State var offset = CGSize.zero
            var body: some View {
                VStack {
                    Color.orange.frame(width: 100, height: 100)
                        .offset(offset)
                        .gesture(DragGesture().onChanged { offset = $0.translation })
                    Spacer()
                }
            }
        }
        let lab = ViewHarness(Card(), safeArea: iPhone)
        // The card is at the top of the safe area: 47…147.
        lab.drag(from: (195, 60), to: (195, 160), start: 0.1)
        #expect(abs(lab.item().center.y - (97 + 100)) < 0.001)
    }
}

private struct Tabs: View {
    var body: some View {
        TabView {
            // Content under the bar, so that the bar has its colour.
            List(0..<40, id: \.self) { Text("Feed row \($0)") }.tabItem { Text("Feed") }
            Text("Settings page").tabItem { Text("Settings") }
        }
    }
}

/// A reader in a scroll view, printing its insets.
private struct ScrolledReader: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                GeometryReader { proxy in
                    let _ = print("top \(proxy.safeAreaInsets.top)")
                    Color.blue
                }
                .frame(height: 200)
                Color.gray.frame(height: 2_000)
            }
        }
    }
}

extension SafeAreaTests {
    @Test("a tab bar sits above the home indicator once, with or without a safe area, and its colour reaches the canvas's edge")
    func tabBarOnce() {
        let plain = ViewHarness(Tabs()).center(of: "Feed")!
        let lab = ViewHarness(Tabs(), safeArea: iPhone)
        #expect(abs(lab.center(of: "Feed")!.y - plain.y) < 0.01)
        lab.advance(to: 0.5)
        let bar = lab.frame().first { item in
            if case .shape(_, let fill, _, _) = item.content { return fill == Color.barBackground && item.opacity > 0 }
            return false
        }
        #expect(bar.map { rect($0).maxY } == 844)
    }

    @Test("a reader scrolled past the canvas's top reads no insets on a canvas without a safe area, and at most the bar's with one")
    func scrolledReaderInsets() {
        let plain = ViewHarness(ScrolledReader())
        plain.drag(from: (195, 600), to: (195, 450), start: 0.5)
        plain.advance(to: 3)
        #expect(plain.printed.allSatisfy { $0 == "top 0.0" })
        let safe = ViewHarness(ScrolledReader(), safeArea: iPhone)
        safe.drag(from: (195, 600), to: (195, 450), start: 0.5)
        safe.advance(to: 3)
        let tops = safe.printed.compactMap { Double($0.dropFirst(4)) }
        #expect(tops.count > 1 && tops.allSatisfy { $0 <= 47 })
    }
}

extension SafeAreaTests {
    @Test("a colour given to background(_:) reaches past the safe area where the view reaches it, as since iOS 15; a view given as background stays inside")
    func colourBackgroundReachesTheEdges() {
        let full = ViewHarness(VStack { Text("Hi") }.frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.yellow),
                               safeArea: iPhone)
        let yellow = full.frame().first { if case .shape(_, .yellow?, _, _) = $0.content { true } else { false } }!
        #expect(rect(yellow) == CGRect(x: 0, y: 0, width: 390, height: 844))
        let small = ViewHarness(Text("Hi").padding().background(Color.yellow), safeArea: iPhone)
        let inside = small.frame().first { if case .shape(_, .yellow?, _, _) = $0.content { true } else { false } }!
        #expect(rect(inside).minY > 47)
        let asView = ViewHarness(VStack { Text("Hi") }.frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(alignment: .center) { Color.yellow }, safeArea: iPhone)
        let view = asView.frame().first { if case .shape(_, .yellow?, _, _) = $0.content { true } else { false } }!
        #expect(rect(view).minY == 47)
    }
}

private struct Stripes: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<40) { i in (i % 2 == 0 ? Color.orange : Color.blue).frame(height: 50) }
            }
        }
    }
}

extension SafeAreaTests {
    @Test("a scroll view that reaches the safe area's edges scrolls its content under the status bar and the home indicator: at rest it starts below the bar")
    func scrollsUnderTheBars() {
        let lab = ViewHarness(Stripes(), safeArea: iPhone)
        func stripes() -> [CGRect] {
            lab.frame().compactMap { item -> CGRect? in
                if case .shape = item.content, item.size.height == 50 { return rect(item) } else { return nil }
            }
        }
        // At rest: the first stripe just below the status bar; stripes drawn down to the canvas's bottom edge.
        #expect(stripes().map(\.minY).min() == 47)
        #expect(stripes().contains { $0.maxY > 844 - 34 })
        lab.drag(from: (195, 600), to: (195, 200), start: 1.0, duration: 0.3)
        lab.advance(to: 3.0)
        // Scrolled: a stripe is drawn under the status bar.
        #expect(stripes().contains { $0.minY < 47 && $0.maxY > 0 })
    }

    @Test("a sheet shows its grabber only when it has more than one height, or when asked")
    func sheetGrabber() {
        struct Sheets: View {
            let detents: Set<PresentationDetent>
            let indicator: Visibility
            @State var shows = true
            var body: some View {
                Color.white.sheet(isPresented: $shows) {
                    Text("Sheet").presentationDetents(detents).presentationDragIndicator(indicator)
                }
            }
        }
        func grabbers(_ view: some View) -> Int {
            ViewHarness(view).frame().filter { item in
                if case .shape(.capsule, _, _, _) = item.content { return item.size == CGSize(width: 36, height: 5) } else { return false }
            }.count
        }
        #expect(grabbers(Sheets(detents: [.large], indicator: .automatic)) == 0)
        #expect(grabbers(Sheets(detents: [.medium, .large], indicator: .automatic)) == 1)
        #expect(grabbers(Sheets(detents: [.large], indicator: .visible)) == 1)
    }
}

extension SafeAreaTests {
    @Test("scrolled to its end under the bars, a scroll view's views settle: no update is left owed")
    func scrolledToTheEndSettles() {
        let lab = ViewHarness(Stripes(), safeArea: iPhone)
        for start in stride(from: 1.0, through: 8.0, by: 1.0) {
            lab.drag(from: (195, 700), to: (195, 100), start: start, duration: 0.2)
        }
        lab.advance(to: 12.0)
        _ = lab.frame()
        #expect(!lab.host.needsUpdate)
        // At its end the last stripe's bottom is at the safe area's bottom edge.
        let last = lab.frame().compactMap { item -> CGRect? in
            if case .shape = item.content, item.size.height == 50 { return rect(item) } else { return nil }
        }.max { $0.maxY < $1.maxY }!
        #expect(abs(last.maxY - (844 - 34)) < 0.5)
    }

    @Test("with the bars, scrollTo puts a row's bottom at the safe area's bottom edge with the bottom anchor")
    func scrollToWithTheBars() {
        struct Chat: View {
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView {
                        VStack(spacing: 0) { ForEach(0..<60) { i in Text("Row \(i)").frame(height: 40).id(i) } }
                    }
                    .onAppear { proxy.scrollTo(59, anchor: .bottom) }
                }
            }
        }
        let lab = ViewHarness(Chat(), safeArea: iPhone)
        lab.advance(to: 1.0)
        #expect(abs(lab.center(of: "Row 59")!.y + 20 - (844 - 34)) < 0.5)
    }
}
