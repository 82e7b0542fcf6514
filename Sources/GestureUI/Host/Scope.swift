/// The user views around a view ("ContentView/ItemRow[3]"), as a chain made while the views are
/// resolved and spelled out only when a name is needed (a new shape's id): most updates name
/// nothing, so no string is built per view.
struct Scope: CustomStringConvertible {
    private let path: ScopePath?

    /// Outside every user view: spelled "".
    static let root = Scope(path: nil)

    private init(path: ScopePath?) { self.path = path }

    /// Inside a user view of this name.
    func appending(view name: String) -> Scope { Scope(path: ScopePath(parent: path, step: .view(name))) }

    /// At an element of a `ForEach` (a row, a level), spelled as `name` says.
    func appending(element name: ElementName) -> Scope {
        Scope(path: ScopePath(parent: path, step: .element(name)))
    }

    /// "ContentView/ItemRow[3]": view names joined by "/", element labels in brackets.
    var description: String { path?.string ?? "" }
}

/// How an element of a `ForEach` (a row, a level) is spelled in names: a word, or a value
/// spelled as string interpolation spells it (an element's id: "3", "Optional(3)"), only when a
/// name is needed.
enum ElementName {
    case text(String)
    case value(Any)
}

/// One step of a ``Scope``, with the spelling of the whole chain up to it once asked for.
private final class ScopePath {
    enum Step {
        case view(String)
        case element(ElementName)
    }

    let parent: ScopePath?
    let step: Step

    init(parent: ScopePath?, step: Step) {
        self.parent = parent
        self.step = step
    }

    lazy var string: String = {
        let above = parent?.string ?? ""
        switch step {
        case .view(let name): return above.isEmpty ? name : above + "/" + name
        case .element(.text(let text)): return above + "[" + text + "]"
        case .element(.value(let value)): return above + "[" + "\(value)" + "]"
        }
    }()
}
