// Flip card: drag the card sideways to turn it in perspective; let go past a quarter turn and
// it flips over, otherwise it turns back. A tap flips it too.
//
// The card is an Animatable view: its angle is on its way at every frame of the spring, so
// the face it shows changes exactly when it turns edge-on.
import SwiftUI

struct FlipCard: View, Animatable {
    var angle: Double
    var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }

    private var showsBack: Bool { cos(angle * .pi / 180) < 0 }

    var body: some View {
        ZStack {
            if showsBack {
                face("Back", [.pink, .orange])
                    .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
            } else {
                face("Front", [.indigo, .blue])
            }
        }
        .rotation3DEffect(.degrees(angle), axis: (x: 0, y: 1, z: 0))
    }

    private func face(_ title: String, _ colors: [Color]) -> some View {
        VStack(spacing: 20) {
            Circle()
                .fill(.white.opacity(0.85))
                .frame(width: 90, height: 90)
            Text(title)
                .font(.largeTitle)
                .foregroundColor(.white)
        }
        .frame(width: 240, height: 340)
        .background(LinearGradient(colors: colors, startPoint: .topLeading, endPoint: .bottomTrailing))
        .clipShape(RoundedRectangle(cornerRadius: 24))
    }
}

struct ContentView: View {
    @State private var flipped = false
    @State private var dragAngle = 0.0

    var body: some View {
        FlipCard(angle: (flipped ? 180 : 0) + dragAngle)
            .gesture(
                DragGesture()
                    .onChanged { value in dragAngle = Double(value.translation.width) * 0.8 }
                    .onEnded { _ in
                        withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) {
                            if abs(dragAngle) > 90 { flipped.toggle() }
                            dragAngle = 0
                        }
                    }
            )
            .onTapGesture {
                withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) { flipped.toggle() }
            }
    }
}
