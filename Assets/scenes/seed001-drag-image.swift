// Drag a picture placed with position(x:y:), its offset kept in @GestureState while dragging (seed 001)
//
// The view model and view of the seed "SwiftUI: Gesture". Changed: the view model
// loads a bundled picture instead of fetching one over the network with Combine (no network
// here), so `import Combine`, the URL request and its cancellable are gone; the view is
// verbatim. As the seed's view says, the picture starts centred on the top-left corner
// (position (0, 0)) until it is dragged.
import SwiftUI

class ViewModel: ObservableObject {
    @Published var uiImage: UIImage? = nil

    init() {
        uiImage = UIImage(named: "landscape.bmp")
    }
}

struct ContentView: View {
    @StateObject var viewModel = ViewModel()
    
    @State var offset: (x: CGFloat, y: CGFloat) = (x: 0, y: 0)
    
    var offsetWithDragging: (x: CGFloat, y: CGFloat) {
        (offset.x + changingOffset.x, offset.y + changingOffset.y)
    }
    
    @GestureState var changingOffset: (x: CGFloat, y: CGFloat) = (x: 0, y: 0)
    
    var body: some View {
        if let image = viewModel.uiImage {
            Image(uiImage: image)
                .position(x: offsetWithDragging.x, y: offsetWithDragging.y)
                .gesture(gestureDragImage())
        }
    }
    
    private func gestureDragImage() -> some Gesture {
        DragGesture(minimumDistance: 0)
            .updating($changingOffset) { newOffset, inOutChangingOffset, _ in
                inOutChangingOffset = (
                    x: newOffset.location.x - newOffset.startLocation.x,
                    y: newOffset.location.y - newOffset.startLocation.y
                )
            }
            .onEnded { finalPosition in
                offset = (x: offset.x + finalPosition.location.x - finalPosition.startLocation.x,
                          y: offset.y + finalPosition.location.y - finalPosition.startLocation.y)
            }
    }
}
