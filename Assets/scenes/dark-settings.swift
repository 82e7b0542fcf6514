import SwiftUI

// Settings in the dark: the whole screen follows preferredColorScheme. Drag the brightness
// slider, switch Dark Appearance off and the screen turns light, switch it on again.

struct ContentView: View {
    @State private var darkAppearance = true
    @State private var brightness = 0.35
    @State private var textSize = 1
    @State private var notifications = true

    var body: some View {
        NavigationStack {
            List {
                Section("Appearance") {
                    Toggle("Dark Appearance", isOn: $darkAppearance)
                    HStack {
                        Image(systemName: "sun.min.fill")
                        Slider(value: $brightness)
                        Image(systemName: "sun.max.fill")
                    }
                    Picker("Text Size", selection: $textSize) {
                        Text("Small").tag(0)
                        Text("Medium").tag(1)
                        Text("Large").tag(2)
                    }
                    .pickerStyle(.segmented)
                }
                Section {
                    Toggle("Notifications", isOn: $notifications)
                    NavigationLink("Wallpaper") { Text("Wallpaper") }
                    Label("Favourites", systemImage: "star.fill")
                } header: {
                    Text("General")
                } footer: {
                    Text("Brightness \(Int(brightness * 100)) %")
                }
            }
            .navigationTitle("Display")
        }
        .preferredColorScheme(darkAppearance ? .dark : .light)
    }
}
