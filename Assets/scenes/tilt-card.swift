// Tilt card: drag on the card to tilt it in perspective (its title, badge and symbol tilt with
// it) and let go to see it spring back; pinch to grow it. The badge's letters are cut out of it
// (a blend mode inside a compositing group), the title casts a soft shadow, and the card's
// glow behind it fades and blurs as one picture.
import SwiftUI

struct ContentView: View {
    @GestureState private var tilt = CGSize.zero
    @GestureState private var zoom: CGFloat = 1

    var body: some View {
        ZStack {
            // The glow: the whole card, faded and blurred as one picture.
            card
                .compositingGroup()
                .opacity(0.45)
                .blur(radius: 16)
                .offset(y: 24)
            card
                .rotation3DEffect(.degrees(Double(tilt.width) / 3), axis: (x: 0, y: 1, z: 0))
                .rotation3DEffect(.degrees(Double(-tilt.height) / 3), axis: (x: 1, y: 0, z: 0))
        }
        .scaleEffect(zoom)
        .gesture(
            DragGesture()
                .updating($tilt) { value, state, _ in state = value.translation }
                .simultaneously(with: MagnificationGesture().updating($zoom) { value, state, _ in state = value })
        )
        .animation(.spring(response: 0.45, dampingFraction: 0.55), value: tilt)
    }

    private var card: some View {
        VStack(spacing: 18) {
            ZStack {
                Capsule()
                    .fill(.white)
                    .frame(width: 110, height: 36)
                Text("NEW")
                    .font(.headline)
                    .blendMode(.destinationOut)
            }
            .compositingGroup()
            Text("Layers")
                .font(.system(size: 44))
                .foregroundColor(.white)
                .shadow(color: .black.opacity(0.55), radius: 6, x: 0, y: 5)
            Text("drag to tilt, pinch to grow")
                .foregroundColor(.white.opacity(0.85))
        }
        .frame(width: 260, height: 340)
        .background(LinearGradient(colors: [.purple, .pink, .orange], startPoint: .topLeading, endPoint: .bottomTrailing))
        .clipShape(RoundedRectangle(cornerRadius: 28))
    }
}
