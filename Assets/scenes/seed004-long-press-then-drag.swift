// Press, hold 0.3 s, then drag; the circle springs back on release (seed 004, sequenced)
//
// LongPressThenDrag of the seed "Choose Gesture Composition Strategy", copied verbatim. As in
// SwiftUI, a long press reports `true` as soon as the finger is down, so `.first(true)` (and
// the blue fill) comes at touch-down, not after 0.3 s; a press released early leaves it blue,
// since the sequence then fails and `onEnded` never runs.
import SwiftUI

struct LongPressThenDrag: View {
    @State private var isActivated = false
    @State private var offset: CGSize = .zero

    var body: some View {
        Circle()
            .fill(isActivated ? .blue : .gray)
            .frame(width: 80, height: 80)
            .offset(offset)
            .animation(.spring(), value: offset)
            .gesture(
                LongPressGesture(minimumDuration: 0.3)
                    .sequenced(before: DragGesture())
                    .onChanged { value in
                        switch value {
                        case .first(true):
                            // Long press recognized
                            isActivated = true
                        case .second(true, let drag):
                            // Now dragging
                            if let drag = drag {
                                offset = drag.translation
                            }
                        default:
                            break
                        }
                    }
                    .onEnded { _ in
                        isActivated = false
                        offset = .zero
                    }
            )
    }
}
