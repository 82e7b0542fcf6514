import SwiftUI

// A list of gestures in a navigation stack: swipe a row left to delete it, tap a row to push
// its demo, drag the dot there, and go back.

struct Demo: Identifiable, Hashable {
    let id: Int
    let name: String
    let symbol: String
}

struct DotDemo: View {
    let demo: Demo
    @State private var offset = CGSize.zero
    var body: some View {
        VStack(spacing: 24) {
            Text("Drag the dot").font(.headline)
            Circle()
                .fill(Color.orange)
                .frame(width: 80, height: 80)
                .offset(offset)
                .gesture(DragGesture()
                    .onChanged { offset = $0.translation }
                    .onEnded { _ in withAnimation(.spring()) { offset = .zero } })
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .navigationTitle(demo.name)
    }
}

struct ContentView: View {
    @State private var demos = [
        Demo(id: 1, name: "Tap", symbol: "hand.tap"),
        Demo(id: 2, name: "Drag", symbol: "hand.draw"),
        Demo(id: 3, name: "Pinch", symbol: "arrow.up.left.and.arrow.down.right"),
        Demo(id: 4, name: "Rotate", symbol: "arrow.clockwise"),
    ]
    @State private var showsAbout = false

    var body: some View {
        NavigationStack {
            List {
                Section("Gestures") {
                    ForEach(demos) { demo in
                        NavigationLink(value: demo) {
                            Label(demo.name, systemImage: demo.symbol)
                        }
                    }
                    .onDelete { demos.remove(atOffsets: $0) }
                }
            }
            .navigationTitle("Lab")
            .navigationDestination(for: Demo.self) { DotDemo(demo: $0) }
            .toolbar { Button("About") { showsAbout = true } }
            .sheet(isPresented: $showsAbout) {
                Text("Made with gesture-lab").font(.title2)
            }
        }
    }
}
