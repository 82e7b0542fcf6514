/// The screen, as UIKit's `UIScreen` tells SwiftUI code about it: the lab's canvas.
///
/// ```swift
/// let width = UIScreen.main.bounds.width   // 390 on the lab's phone canvas
/// ```
public final class UIScreen {
    /// The screen the views are on.
    public static let main = UIScreen()
    /// The canvas of the host the code runs under, at the origin (an iPhone's 390 × 844 points
    /// outside one).
    public var bounds: CGRect {
        CGRect(origin: .zero, size: HostContext.current?.host?.canvasSize ?? CGSize(width: Constants.canvasWidth, height: Constants.canvasHeight))
    }
    /// Pixels per point of the phone the canvas stands for.
    public var scale: CGFloat { 3 }
    private init() {}
}
