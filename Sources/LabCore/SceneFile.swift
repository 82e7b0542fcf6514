import GestureKit
import GestureUI
import LabSyntax

/// A scene file as written: validated JSON, every field checked, every gesture modifier
/// parsed as Swift. See the contract's "Scene file" section.
public struct SceneFile {
    public var path: String
    public var version: Int
    public var size: CGSize
    public var title: String?
    public var summary: String?
    public var background: String?
    public var shapes: [ShapeSpec]

    /// One shape as written in the file.
    public struct ShapeSpec {
        public enum Kind: String, CaseIterable {
            case circle, ellipse, rectangle, roundedRectangle, capsule, text, image
        }
        public var id: String
        public var idLocation: SourceLocation
        public var kind: Kind
        public var center: CGPoint
        public var size: CGSize
        public var cornerRadius: Double
        public var rotation: Double
        public var scale: Double
        public var color: String?
        public var label: String?
        public var text: String?
        /// The image as the file names it.
        public var asset: String?
        /// Where that image is: a file inside the scene's folder or the project's Assets folder
        /// (``Assets/resolveAsset(_:sceneFile:)``), checked when the scene is read.
        public var assetPath: String?
        public var fontSize: Double?
        public var transformable: Bool
        public var coordinateSpace: String?
        public var gestures: [(expr: Expr, location: SourceLocation)]
        public var children: [ShapeSpec]
    }

    static let topKeys: Set<String> = ["version", "size", "shapes", "title", "description", "background"]
    static let shapeKeys: Set<String> = ["id", "kind", "center", "size", "cornerRadius", "rotation", "scale", "color",
                                         "label", "text", "asset", "fontSize", "transformable", "coordinateSpace",
                                         "gestures", "children"]

    /// Parses and validates a scene file's bytes; `path` names the file in errors.
    public static func parse(_ bytes: [UInt8], path: String) throws(LabError) -> SceneFile {
        let root: JSONNode
        do { root = try JSON.parse(bytes) } catch { throw LabError(file: path, error) }
        var reader = Reader(path: path)
        return try reader.scene(root)
    }

    /// Reads a scene file from disk.
    public static func load(_ path: String) throws(LabError) -> SceneFile {
        try parse(try FileReader.read(path), path: path)
    }

    /// Every shape id, depth first.
    public var allShapes: [ShapeSpec] {
        var result: [ShapeSpec] = []
        func visit(_ shape: ShapeSpec) { result.append(shape); shape.children.forEach(visit) }
        shapes.forEach(visit)
        return result
    }
}

/// Strict field-by-field reading with exact positions.
struct Reader {
    let path: String
    var ids: Set<String> = []

    init(path: String) { self.path = path }

    func fail(_ node: JSONNode, _ message: String) -> LabError { LabError(file: path, at: node.location, message) }

    func object(_ node: JSONNode, _ what: String, allowed: Set<String>) throws(LabError) -> JSONObject {
        guard let object = node.object else { throw fail(node, "\(what) must be an object, not \(node.value.kindName)") }
        for member in object.members where !allowed.contains(member.key) {
            let known = allowed.sorted().joined(separator: ", ")
            throw LabError(file: path, at: member.keyLocation, "unknown key '\(member.key)' in \(what) (known keys: \(known))")
        }
        return object
    }

    func number(_ node: JSONNode, _ what: String) throws(LabError) -> Double {
        guard let number = node.number else { throw fail(node, "\(what) must be a number, not \(node.value.kindName)") }
        guard number.double.isFinite else { throw fail(node, "\(what) is out of range") }
        return number.double
    }

    func string(_ node: JSONNode, _ what: String, maximumLength: Int = Limits.nameLength) throws(LabError) -> String {
        guard let value = node.stringValue else { throw fail(node, "\(what) must be a string, not \(node.value.kindName)") }
        // Counted in Unicode scalars: a character can hold any number of combining marks.
        guard value.unicodeScalars.count <= maximumLength else { throw fail(node, "\(what) must be at most \(maximumLength) characters long") }
        return value
    }

    func bool(_ node: JSONNode, _ what: String) throws(LabError) -> Bool {
        guard let value = node.boolValue else { throw fail(node, "\(what) must be true or false, not \(node.value.kindName)") }
        return value
    }

    func pair(_ node: JSONNode, _ what: String) throws(LabError) -> (Double, Double) {
        guard let array = node.array, array.count == 2 else {
            throw fail(node, "\(what) must be an array of two numbers, like [400, 300]")
        }
        return (try number(array[0], what), try number(array[1], what))
    }

    mutating func scene(_ node: JSONNode) throws(LabError) -> SceneFile {
        let top = try object(node, "the scene", allowed: SceneFile.topKeys)
        guard let versionNode = top["version"] else { throw fail(node, "the scene needs \"version\": 1") }
        let version = try number(versionNode, "version")
        guard version == 1 else { throw fail(versionNode, "unsupported version \(formatNumber(version)); this gesture-lab reads version 1") }
        var size = CGSize(width: 800, height: 600)
        if let sizeNode = top["size"] {
            let (w, h) = try pair(sizeNode, "size")
            guard w >= 1, h >= 1, w <= 16384, h <= 16384 else { throw fail(sizeNode, "size must be between [1, 1] and [16384, 16384]") }
            size = CGSize(width: w, height: h)
        }
        guard let shapesNode = top["shapes"] else { throw fail(node, "the scene needs a \"shapes\" array") }
        guard let shapeNodes = shapesNode.array else { throw fail(shapesNode, "shapes must be an array, not \(shapesNode.value.kindName)") }
        var shapes: [SceneFile.ShapeSpec] = []
        for shapeNode in shapeNodes { shapes.append(try shape(shapeNode, depth: 0)) }
        return SceneFile(path: path, version: 1, size: size,
                         title: try top["title"].map { node throws(LabError) in try string(node, "title") },
                         summary: try top["description"].map { node throws(LabError) in try string(node, "description") },
                         background: try top["background"].map { node throws(LabError) in try color(node, "background") },
                         shapes: shapes)
    }

    /// A colour: `#RGB`, `#RRGGBB`, `#RRGGBBAA`, or one of SwiftUI's colour names (`"blue"`),
    /// which becomes its `#RRGGBB` as iOS draws it in light mode.
    func color(_ node: JSONNode, _ what: String) throws(LabError) -> String {
        let text = try string(node, what)
        if let named = SceneFile.namedColors[text] { return named }
        let hex = text.hasPrefix("#") ? text.dropFirst() : ""
        guard [3, 6, 8].contains(hex.count), hex.allSatisfy(\.isHexDigit) else {
            throw fail(node, "\(what) must be a colour like \"#3478F6\" (#RGB, #RRGGBB or #RRGGBBAA) or a SwiftUI colour name such as \"blue\"")
        }
        return text
    }

    mutating func shape(_ node: JSONNode, depth: Int) throws(LabError) -> SceneFile.ShapeSpec {
        let object = try object(node, "a shape", allowed: SceneFile.shapeKeys)
        guard let idNode = object["id"] else { throw fail(node, "a shape needs an \"id\"") }
        let id = try string(idNode, "id")
        guard !id.isEmpty else { throw fail(idNode, "id must not be empty") }
        guard !ids.contains(id) else { throw fail(idNode, "duplicate shape id '\(id)'") }
        ids.insert(id)
        guard let kindNode = object["kind"] else { throw fail(node, "shape '\(id)' needs a \"kind\"") }
        let kindName = try string(kindNode, "kind")
        guard let kind = SceneFile.ShapeSpec.Kind(rawValue: kindName) else {
            let known = SceneFile.ShapeSpec.Kind.allCases.map(\.rawValue).joined(separator: ", ")
            throw fail(kindNode, "unknown kind '\(kindName)' (known kinds: \(known))")
        }
        guard let centerNode = object["center"] else { throw fail(node, "shape '\(id)' needs a \"center\"") }
        let (cx, cy) = try pair(centerNode, "center")
        guard abs(cx) <= Limits.coordinate, abs(cy) <= Limits.coordinate else {
            throw fail(centerNode, "center must be within \(formatNumber(Limits.coordinate)) points of the origin")
        }
        guard let sizeNode = object["size"] else { throw fail(node, "shape '\(id)' needs a \"size\"") }
        let (w, h) = try pair(sizeNode, "size")
        guard w >= 0, h >= 0 else { throw fail(sizeNode, "size must not be negative") }
        guard w <= Limits.shapeSize, h <= Limits.shapeSize else {
            throw fail(sizeNode, "size must be at most \(formatNumber(Limits.shapeSize)) points each way")
        }
        var spec = SceneFile.ShapeSpec(id: id, idLocation: idNode.location, kind: kind,
                                       center: CGPoint(x: cx, y: cy), size: CGSize(width: w, height: h),
                                       cornerRadius: 0, rotation: 0, scale: 1, color: nil, label: nil, text: nil,
                                       asset: nil, assetPath: nil, fontSize: nil, transformable: true, coordinateSpace: nil,
                                       gestures: [], children: [])
        if let n = object["cornerRadius"] {
            spec.cornerRadius = try number(n, "cornerRadius")
            guard spec.cornerRadius >= 0, spec.cornerRadius <= Limits.shapeSize else {
                throw fail(n, "cornerRadius must be between 0 and \(formatNumber(Limits.shapeSize))")
            }
        }
        if let n = object["rotation"] {
            spec.rotation = try number(n, "rotation")
            guard abs(spec.rotation) <= Limits.rotation else {
                throw fail(n, "rotation must be within \(formatNumber(Limits.rotation)) degrees either way")
            }
        }
        if let n = object["scale"] {
            spec.scale = try number(n, "scale")
            guard Limits.scale.contains(spec.scale) else {
                throw fail(n, "scale must be between \(formatNumber(Limits.scale.lowerBound)) and \(formatNumber(Limits.scale.upperBound))")
            }
        }
        if let n = object["color"] { spec.color = try color(n, "color") }
        if let n = object["label"] { spec.label = try string(n, "label", maximumLength: Limits.textLength) }
        if let n = object["text"] { spec.text = try string(n, "text", maximumLength: Limits.textLength) }
        if let n = object["fontSize"] {
            spec.fontSize = try number(n, "fontSize")
            guard spec.fontSize! > 0, spec.fontSize! <= 400 else { throw fail(n, "fontSize must be between 0 and 400") }
        }
        if let n = object["asset"] {
            let name = try string(n, "asset", maximumLength: Limits.nameLength)
            spec.asset = name
            do { spec.assetPath = try Assets.resolveAsset(name, sceneFile: path) } catch { throw fail(n, error.message) }
        }
        if let n = object["transformable"] { spec.transformable = try bool(n, "transformable") }
        if let n = object["coordinateSpace"] { spec.coordinateSpace = try string(n, "coordinateSpace", maximumLength: Limits.nameLength) }
        if kind == .text && spec.text == nil { throw fail(node, "a text shape needs \"text\"") }
        if kind == .image && spec.asset == nil {
            throw fail(node, "an image shape needs \"asset\" (an image file in the scene's folder or in Assets/)")
        }
        if let n = object["gestures"] {
            guard let list = n.array else { throw fail(n, "gestures must be an array of strings") }
            for item in list {
                guard let source = item.string else { throw fail(item, "each gesture must be a string of SwiftUI modifier code") }
                let expr: Expr
                do { expr = try SwiftSubset.parseModifier(source) } catch { throw LabError(file: path, error) }
                // Interpreted here too, on a stand-in shape, so that a gesture's error is reported
                // before anything that comes after it in the file (errors in file order).
                try GestureInterpreter(file: path, shapeID: spec.id, sink: PrintSink()).attach(expr, to: ShapeNode(id: spec.id))
                spec.gestures.append((expr, item.location))
            }
        }
        if let n = object["children"] {
            guard let list = n.array else { throw fail(n, "children must be an array of shapes") }
            guard depth < Limits.nesting else { throw fail(n, "shapes nest deeper than \(Limits.nesting) levels") }
            for child in list { spec.children.append(try shape(child, depth: depth + 1)) }
        }
        return spec
    }
}

extension SceneFile {
    /// SwiftUI's colour names, as the view layer draws them (GestureUI's `Color`).
    static let namedColors: [String: String] = Dictionary(uniqueKeysWithValues: GestureUI.Color.names.map { ($0.0, $0.1.hex) })
}
