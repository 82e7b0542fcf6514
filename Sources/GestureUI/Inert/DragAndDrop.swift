import Foundation

/// Drag and drop between views and apps (`draggable`, `dropDestination`): accepted and inert,
/// because the lab has one app and no system drag session; a view's own gestures still work.
/// The README lists them.
///
/// ```swift
/// Circle().fill(color).draggable(color)
/// Rectangle().dropDestination(for: Color.self) { colors, location in true }
/// ```
public protocol Transferable {}

extension String: Transferable {}
extension Data: Transferable {}
extension URL: Transferable {}
extension Color: Transferable {}
extension Image: Transferable {}
extension Int: Transferable {}
extension Double: Transferable {}
extension Array: Transferable where Element: Transferable {}

extension View {
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { self }
    public func draggable<T: Transferable, V: View>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View {
        self
    }
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View {
        self
    }
}
