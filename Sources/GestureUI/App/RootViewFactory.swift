/// Makes the root view of a compiled Swift scene: the lab loads a file's library and asks its
/// generated entry point for one of these.
public final class RootViewFactory {
    public let make: () -> any View
    public init(_ make: @escaping () -> any View) { self.make = make }
}
