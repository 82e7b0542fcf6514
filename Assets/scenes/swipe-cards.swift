// Swipe cards: drag the top card sideways and let go past 100 points to send it away
//
// Each card is a gradient clipped to a rounded rectangle with a soft shadow and an image
// clipped to a circle; the top card follows the drag with @GestureState, turns with it, and
// springs back unless it went far enough.
import SwiftUI

struct Card: Identifiable {
    let id: Int
    let title: String
    let colors: [Color]
}

struct CardView: View {
    let card: Card
    var body: some View {
        VStack(spacing: 16) {
            Image("landscape")
                .resizable()
                .scaledToFill()
                .frame(width: 120, height: 120)
                .clipShape(Circle())
                .overlay(Circle().stroke(.white, lineWidth: 4))
            Text(card.title)
                .foregroundColor(.white)
        }
        .frame(width: 280, height: 360)
        .background(LinearGradient(colors: card.colors, startPoint: .topLeading, endPoint: .bottomTrailing))
        .cornerRadius(24)
        .shadow(color: .black.opacity(0.25), radius: 12, x: 0, y: 8)
    }
}

struct ContentView: View {
    @State private var cards = [
        Card(id: 0, title: "Mountains", colors: [.blue, .purple]),
        Card(id: 1, title: "Lakes", colors: [.teal, .blue]),
        Card(id: 2, title: "Forests", colors: [.green, .mint]),
    ]
    @GestureState private var drag = CGSize.zero

    var body: some View {
        ZStack {
            ForEach(cards) { card in
                let isTop = card.id == cards.last?.id
                CardView(card: card)
                    .offset(x: isTop ? drag.width : 0, y: isTop ? drag.height : 0)
                    .rotationEffect(.degrees(isTop ? Double(drag.width) / 20 : 0))
                    .gesture(
                        DragGesture()
                            .updating($drag) { value, state, _ in state = value.translation }
                            .onEnded { value in
                                if abs(value.translation.width) > 100 {
                                    print("swiped", card.title, value.translation.width > 0 ? "right" : "left")
                                    withAnimation(.spring()) { cards.removeAll { $0.id == card.id } }
                                }
                            }
                    )
                    .allowsHitTesting(isTop)
            }
        }
        .animation(.spring(), value: drag)
    }
}
