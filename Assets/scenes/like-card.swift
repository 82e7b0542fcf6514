// Like card: double-tap the photo card to like it (the heart pops and fills), drag it to move
// it (it springs back when let go). A card with a gradient, a symbol, a bold title and a soft
// shadow: the look of a tutorial, as a recording shows it.
import SwiftUI

struct ContentView: View {
    @State private var liked = false
    @State private var likes = 41
    @GestureState private var drag = CGSize.zero

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            ZStack {
                LinearGradient(colors: [.orange, .pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
                Image(systemName: liked ? "heart.fill" : "heart")
                    .font(.system(size: 72))
                    .foregroundStyle(.white)
                    .scaleEffect(liked ? 1.15 : 0.9)
                    .shadow(color: .black.opacity(0.25), radius: 8, y: 4)
            }
            .frame(height: 220)
            .clipShape(RoundedRectangle(cornerRadius: 20))
            VStack(alignment: .leading, spacing: 4) {
                Text("Sunset Ride").font(.title2).bold()
                Text("Double-tap to like · drag to move").font(.subheadline).foregroundStyle(.secondary)
            }
            HStack(spacing: 6) {
                Image(systemName: "heart.fill").foregroundStyle(.pink)
                Text("\(likes) likes").font(.headline)
                Spacer()
                Image(systemName: "bubble.right")
                Image(systemName: "paperplane")
            }
        }
        .padding(18)
        .background(Color.white, in: RoundedRectangle(cornerRadius: 28))
        .shadow(color: .black.opacity(0.18), radius: 18, y: 10)
        .padding(24)
        .offset(drag)
        .gesture(DragGesture().updating($drag) { value, state, _ in state = value.translation })
        .onTapGesture(count: 2) {
            withAnimation(.spring(response: 0.35, dampingFraction: 0.5)) {
                liked.toggle()
                likes += liked ? 1 : -1
            }
        }
        .animation(.spring(response: 0.4, dampingFraction: 0.7), value: drag)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(white: 0.95))
    }
}
