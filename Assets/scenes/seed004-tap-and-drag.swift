// Drag the circle and it springs back; it turns blue and shrinks while pressed (seed 004, simultaneousGesture)
//
// TapAndDrag of the seed "Choose Gesture Composition Strategy", copied verbatim.
import SwiftUI

struct TapAndDrag: View {
    @State private var isPressed = false
    @State private var offset: CGSize = .zero

    var body: some View {
        Circle()
            .fill(isPressed ? .blue : .gray)
            .frame(width: 80, height: 80)
            .offset(offset)
            .scaleEffect(isPressed ? 0.95 : 1.0)
            // Primary: drag
            .gesture(
                DragGesture()
                    .onChanged { value in
                        offset = value.translation
                    }
                    .onEnded { _ in
                        withAnimation(.spring()) {
                            offset = .zero
                        }
                    }
            )
            // Simultaneous: press detection alongside drag
            .simultaneousGesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { _ in isPressed = true }
                    .onEnded { _ in isPressed = false }
            )
    }
}
