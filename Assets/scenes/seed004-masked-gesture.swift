// Rows with a masked drag inside a ScrollView: vertical drags scroll the list (seed 004, GestureMask)
//
// MaskedGesture of the seed "Choose Gesture Composition Strategy". Changed: SwiftUI has no
// `.gestureMask(_:)` modifier; a gesture's mask is the `including:` argument of `gesture`, so the
// seed's `.gestureMask(.subviews)` is written `including: .subviews` (the row's own drag is off,
// its subviews' gestures stay on), and the seed's `ItemRow`, which it never defines, is given a
// small body here, nested in an extension of MaskedGesture so that MaskedGesture stays the
// file's only top-level view (the root the lab shows). The rest is verbatim.
import SwiftUI

struct MaskedGesture: View {
    var body: some View {
        ScrollView {
            VStack {
                ForEach(0..<20) { index in
                    ItemRow(index: index)
                        // Only recognize horizontal drags, let vertical scroll through
                        .gesture(
                            DragGesture()
                                .onChanged { value in
                                    // Handle horizontal swipe
                                },
                            including: .subviews // Or .all, .none
                        )
                }
            }
        }
    }
}

extension MaskedGesture {
/// Not in the seed: one row of the list.
struct ItemRow: View {
    let index: Int

    var body: some View {
        HStack {
            Circle().fill(index % 2 == 0 ? Color.blue : Color.orange).frame(width: 36, height: 36)
            Text("Item \(index)")
                .font(.system(size: 20))
            Spacer()
        }
        .padding(.horizontal)
        .frame(height: 56)
        .background(RoundedRectangle(cornerRadius: 10).fill(Color(white: 0.94)))
        .padding(.horizontal)
    }
}
}
