// Shapes and paths: drag around the ring to set its progress; tap the star to fill it
//
// A progress ring is a trimmed Circle stroked with round caps and turned to start at 12
// o'clock; the star is a Shape of its own, filled by the even-odd rule when it is hollow;
// the ring's drag reads the finger's angle about the ring's centre.
import SwiftUI

struct Star: Shape {
    var points = 5
    func path(in rect: CGRect) -> Path {
        Path { path in
            let centre = CGPoint(x: rect.midX, y: rect.midY)
            let radius = min(rect.width, rect.height) / 2
            for index in 0..<points {
                let angle = Double(index) * 4 * .pi / Double(points) - .pi / 2
                let point = CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
                if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.closeSubpath()
        }
    }
}

struct ContentView: View {
    @State private var progress = 0.3
    @State private var isFilled = false

    var body: some View {
        VStack(spacing: 40) {
            ZStack {
                Circle()
                    .stroke(Color.gray.opacity(0.25), lineWidth: 18)
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(.green, style: StrokeStyle(lineWidth: 18, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Text("\(Int((progress * 100).rounded()))%")
            }
            .frame(width: 200, height: 200)
            .contentShape(Circle())
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { value in
                        // The finger's angle from 12 o'clock, clockwise, as a fraction of a turn.
                        let dx = value.location.x - 100, dy = value.location.y - 100
                        let angle = atan2(dx, -dy)
                        progress = (angle < 0 ? angle + 2 * .pi : angle) / (2 * .pi)
                    }
                    .onEnded { _ in print("progress", Int((progress * 100).rounded())) }
            )

            Star()
                .fill(isFilled ? Color.yellow : Color.orange, style: FillStyle(eoFill: !isFilled))
                .frame(width: 140, height: 140)
                .onTapGesture {
                    isFilled.toggle()
                    print("star", isFilled ? "filled" : "hollow")
                }

            RoundedRectangle(cornerRadius: 16)
                .stroke(.blue, style: StrokeStyle(lineWidth: 3, dash: [10, 6]))
                .frame(width: 260, height: 60)
                .overlay(Text("Dashed border"))
        }
    }
}
