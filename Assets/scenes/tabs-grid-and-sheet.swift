import SwiftUI

// A tab view: a grid of tiles that open a sheet, and a settings form with a segmented picker,
// a toggle and an alert. Tap a tile, drag its sheet down, switch tabs, pick a size, ask to reset.

struct Tile: Identifiable {
    let id: Int
    let color: Color
}

struct TileSheet: View {
    let tile: Tile
    var body: some View {
        VStack(spacing: 16) {
            RoundedRectangle(cornerRadius: 20).fill(tile.color.gradient).frame(width: 160, height: 160)
            Text("Tile \(tile.id)").font(.title2)
            Text("Drag down to close").foregroundStyle(.secondary)
        }
        .presentationDetents([.medium])
    }
}

struct Tiles: View {
    let tiles = (1...12).map { Tile(id: $0, color: [Color.orange, .pink, .purple, .blue, .teal, .green][$0 % 6]) }
    @State private var selected: Tile?
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 100), spacing: 12)], spacing: 12) {
                ForEach(tiles) { tile in
                    RoundedRectangle(cornerRadius: 14)
                        .fill(tile.color)
                        .aspectRatio(1, contentMode: .fit)
                        .overlay(Text("\(tile.id)").font(.title).foregroundColor(.white))
                        .onTapGesture { selected = tile }
                }
            }
            .padding(16)
        }
        .sheet(item: $selected) { TileSheet(tile: $0) }
    }
}

struct Settings: View {
    @State private var size = 1
    @State private var haptics = true
    @State private var asksReset = false
    var body: some View {
        Form {
            Section("Tiles") {
                Picker("Size", selection: $size) {
                    Text("Small").tag(0)
                    Text("Medium").tag(1)
                    Text("Large").tag(2)
                }
                .pickerStyle(.segmented)
                Toggle("Haptics", isOn: $haptics)
            }
            Section {
                Button("Reset", role: .destructive) { asksReset = true }
            }
        }
        .alert("Reset the tiles?", isPresented: $asksReset) {
            Button("Reset", role: .destructive) { size = 1 }
            Button("Cancel", role: .cancel) {}
        }
    }
}

struct ContentView: View {
    var body: some View {
        TabView {
            Tiles().tabItem { Label("Tiles", systemImage: "square.grid.2x2") }
            Settings().tabItem { Label("Settings", systemImage: "gearshape") }
        }
    }
}
