// Parser for the Swift subset that scene files use for gesture modifiers.
//
// Grammar (a subset of Swift's):
//
//   expression   := primary postfix*
//   postfix      := '.' name                      member (a newline before '.' continues the chain)
//                 | '(' arguments ')' trailing?   call ('(' must be on the same line)
//                 | trailing                      call without parentheses
//   trailing     := closure (name ':' closure)*   SwiftUI-style multiple trailing closures
//   primary      := identifier | '.' name | number | string | '[' elements ']'
//                 | closure | '(' expression ')'
//   arguments    := (name ':')? expression (',' ...)* ','?
//   closure      := '{' signature? statements '}'
//   signature    := names 'in' | '(' names? ')' 'in'        names: identifiers or '_'
//   statements   := expression separated by newlines or ';'
//   number       := '-'? decimal (with '_', fraction, exponent) | 0x.. | 0o.. | 0b..
//   string       := '"' (text | escape | '\(' expression ')')* '"'
//
// Comments (`//`, nested `/* */`) are skipped. Everything else (operators,
// statements such as `let`/`if`/`return`, tuples, subscripts, `#`, `@`, key
// paths) is reported with a message naming what was found.

public enum SwiftSubset {
    /// Argument lists, brackets, parentheses, braces and string interpolations
    /// may nest at most this deep; one more is reported as "nesting deeper than
    /// 32 levels". Real gestures nest well under 10 levels; the limit keeps the
    /// recursive parser's worst case under 256 KB of stack even in unoptimised
    /// builds (about 7 KB per level there), so it is safe on secondary threads.
    public static let maximumNesting = 32
    /// The syntax tree may be at most this deep (this bounds long member chains
    /// such as `a.b.c.d...`), so walking it recursively (`description`, `==`,
    /// an interpreter) is always safe, even on a thread with a small stack.
    public static let maximumExpressionDepth = 128

    /// Parses the decoded contents of a JSON string as one expression; every
    /// location in the result (and in any error) is a location in the JSON file.
    public static func parseModifier(_ string: JSONString) throws(SyntaxError) -> Expr {
        try parseExpression(string.value, locate: { string.location(ofScalarOffset: $0) })
    }

    /// Parses `source` as one expression. `locate` maps a Unicode-scalar
    /// offset into `source` (0...count, where count means "the end") to the
    /// location to report.
    public static func parseExpression(_ source: String, locate: (Int) -> SourceLocation) throws(SyntaxError) -> Expr {
        let tokens = SwiftLexer.tokenize(source, locate: locate)
        var parser = SwiftParser(tokens: tokens)
        return try parser.parseTopLevel()
    }

    /// Parses `source` as one expression, with locations counted inside the
    /// string itself: its first scalar is at `start`, and a line break in the
    /// source ("\n", "\r\n" or "\r") moves to column 1 of the next line.
    public static func parseExpression(_ source: String, startingAt start: SourceLocation = .start) throws(SyntaxError) -> Expr {
        var lineStarts = [0]
        var offset = 0
        var previousWasCR = false
        for c in source.unicodeScalars {
            offset += 1
            if c == "\n" {
                if previousWasCR { lineStarts[lineStarts.count - 1] = offset } else { lineStarts.append(offset) }
            } else if c == "\r" {
                lineStarts.append(offset)
            }
            previousWasCR = c == "\r"
        }
        return try parseExpression(source, locate: { o in
            var lo = 0, hi = lineStarts.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if lineStarts[mid] <= o { lo = mid } else { hi = mid - 1 }
            }
            let column = (lo == 0 ? start.column : 1) + (o - lineStarts[lo])
            return SourceLocation(line: start.line + lo, column: column)
        })
    }
}

/// Words that are Swift keywords and cannot start an expression here.
/// (`true`, `false`, `nil`, `self` and `Self` are accepted as identifiers.)
private let unsupportedKeywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
    "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
    "as", "is", "try", "await", "throws", "super", "some", "any",
]

struct SwiftParser {
    // Recursion goes parseExpression -> parsePrimary -> parseClosure/parseArray/...
    // -> parseExpression. Those functions keep their frames small (no message
    // building, no token copies) so deep but legal nesting stays cheap on the
    // stack even in debug builds; every error message is built in a separate
    // non-inlined helper.

    typealias Node = (expr: Expr, height: Int)

    let tokens: [Token]
    var index = 0
    var nesting = 0

    init(tokens: [Token]) {
        self.tokens = tokens
    }

    // MARK: Token access

    private func at(_ k: Int) -> Int { min(k, tokens.count - 1) }

    @inline(never)
    private func isPunctuation(_ c: Unicode.Scalar, _ ahead: Int = 0) -> Bool {
        tokens[at(index + ahead)].isPunctuation(c)
    }

    private var location: SourceLocation { locationOf(index) }

    @inline(never)
    private func locationOf(_ k: Int) -> SourceLocation { tokens[at(k)].location }

    @inline(never)
    private func newlineBefore(_ k: Int) -> Bool { tokens[at(k)].newlineBefore }

    /// The current token's punctuation character, if it is punctuation.
    @inline(never)
    private func punctuation() -> Unicode.Scalar? {
        if case .punctuation(let p) = tokens[index].kind { return p }
        return nil
    }

    @inline(never)
    private func number() -> NumberLiteral? {
        if case .number(let n) = tokens[index].kind { return n }
        return nil
    }

    @inline(never)
    private func isKind(_ kind: Token.Kind) -> Bool { tokens[index].kind == kind }

    @inline(never)
    private func stringText() -> String? {
        if case .stringText(let t) = tokens[index].kind { return t }
        return nil
    }


    private var isEnd: Bool { isKind(.end) }

    @inline(never)
    private func isCloser(_ k: Int) -> Bool {
        switch tokens[at(k)].kind {
        case .end, .interpolationEnd, .stringEnd: return true
        case .punctuation(let p): return p == ")" || p == "]" || p == "}"
        default: return false
        }
    }

    /// The word at `index + ahead`, if that token is a word.
    @inline(never)
    private func word(_ ahead: Int = 0) -> String? {
        if case .word(let w, _) = tokens[at(index + ahead)].kind { return w }
        return nil
    }

    @inline(never)
    private func isKeyword(_ k: Int) -> Bool {
        if case .word(let w, false) = tokens[at(k)].kind {
            return w == "_" || unsupportedKeywords.contains(w)
        }
        return false
    }

    // MARK: Errors (built out of line)

    /// An error at token `k`: lexical errors, operators and keywords get their
    /// own message; anything else gets `message`.
    @inline(never)
    private func fail(_ message: String, at k: Int) -> SyntaxError {
        let t = tokens[at(k)]
        switch t.kind {
        case .invalid(let m):
            return SyntaxError(m, at: t.location)
        case .operatorSymbol(let op):
            if op == "=" {
                return SyntaxError("assignment is not supported in scene gestures: '='", at: t.location)
            }
            return SyntaxError("operators are not supported in scene gestures: '\(op)'", at: t.location)
        case .word(let w, backticked: false) where w == "_":
            return SyntaxError("'_' can only be used as a closure parameter, as in '{ _ in ... }'", at: t.location)
        case .word(let w, backticked: false) where w == "in":
            return SyntaxError("'in' can only follow the parameters at the start of a closure, as in '{ value in ... }'", at: t.location)
        case .word(let w, backticked: false) where w == "return":
            return SyntaxError("'return' is not supported in scene gestures: a closure body is a list of expressions", at: t.location)
        case .word(let w, backticked: false) where unsupportedKeywords.contains(w):
            return SyntaxError("'\(w)' is not supported in scene gestures: only calls, member accesses, literals and closures are allowed", at: t.location)
        default:
            return SyntaxError(message, at: t.location)
        }
    }

    /// An error at the current token.
    @inline(never)
    private func fail(_ message: String) -> SyntaxError { fail(message, at: index) }

    @inline(never)
    private func failExpectedExpression() -> SyntaxError {
        fail("expected an expression, found \(tokens[index].quoted)")
    }

    @inline(never)
    private func failAfterEnd() -> SyntaxError {
        fail("found \(tokens[index].quoted) after the end of the expression; a gesture string holds exactly one expression")
    }

    /// After a '.' at `index`, something other than a name.
    @inline(never)
    private func failMemberName(implicit: Bool) -> SyntaxError {
        let dot = tokens[index]
        let next = tokens[at(index + 1)]
        if case .number(let number) = next.kind {
            if implicit && next.offset == dot.offset + 1 {
                return SyntaxError("'.\(number.text)' is not a valid number literal; write '0.\(number.text)'", at: dot.location)
            }
            if !implicit {
                return SyntaxError("tuple element access is not supported in scene gestures", at: next.location)
            }
        }
        return fail("expected a member name after '.', found \(next.quoted)", at: index + 1)
    }

    @inline(never)
    private func failClosing(_ closer: String, _ what: String, opened open: Int, allowsComma: Bool) -> SyntaxError {
        let opened = tokens[open].location
        let base = "expected '\(closer)' to close the \(what) opened at \(opened)"
        if isCloser(index) { return fail(base) }
        if allowsComma {
            return fail("expected ',' or '\(closer)' in the \(what) opened at \(opened), found \(tokens[index].quoted)")
        }
        return fail(base + ", found \(tokens[index].quoted)")
    }

    @inline(never)
    private func failStatements() -> SyntaxError {
        fail("consecutive statements on a line must be separated by ';' (found \(tokens[index].quoted))")
    }

    @inline(never)
    private func failLabelValue(label: Int) -> SyntaxError {
        fail("expected a value after the argument label '\(word(label - index) ?? ""):'")
    }

    @inline(never)
    private func failNesting(at k: Int) -> SyntaxError {
        SyntaxError("nesting deeper than \(SwiftSubset.maximumNesting) levels", at: tokens[k].location)
    }

    @inline(never)
    private func failDepth(at k: Int) -> SyntaxError {
        SyntaxError("expression nested deeper than \(SwiftSubset.maximumExpressionDepth) levels", at: tokens[k].location)
    }

    private mutating func enter() throws(SyntaxError) {
        nesting += 1
        if nesting > SwiftSubset.maximumNesting { throw failNesting(at: index) }
    }

    private mutating func leave() { nesting -= 1 }

    // MARK: Expressions

    mutating func parseTopLevel() throws(SyntaxError) -> Expr {
        if isEnd {
            throw SyntaxError("expected an expression, found an empty string", at: location)
        }
        let e = try parseExpression().expr
        guard isEnd else { throw failAfterEnd() }
        return e
    }

    mutating func parseExpression() throws(SyntaxError) -> Node {
        var node = try parsePrimary()
        while true {
            let start = index
            if isPunctuation(".") {
                guard let name = word(1) else { throw failMemberName(implicit: false) }
                index += 2
                node = (.member(base: node.expr, name: name, locationOf(start + 1)), node.height + 1)
            } else if isPunctuation("(") && !newlineBefore(index) {
                let arguments = try parseArguments()
                let closures = try parseTrailingClosures()
                node = (.call(callee: node.expr, arguments: arguments.list, trailingClosures: closures.list, locationOf(start)),
                        max(node.height, arguments.height, closures.height) + 1)
            } else if isPunctuation("{") {
                let closures = try parseTrailingClosures()
                node = (.call(callee: node.expr, arguments: [], trailingClosures: closures.list, locationOf(start)),
                        max(node.height, closures.height) + 1)
            } else if isPunctuation("[") && !newlineBefore(index) {
                throw fail("subscripts are not supported in scene gestures")
            } else {
                return node
            }
            if node.height > SwiftSubset.maximumExpressionDepth { throw failDepth(at: start) }
        }
    }

    mutating func parsePrimary() throws(SyntaxError) -> Node {
        if let w = word() {
            if isKeyword(index) { throw fail("") }
            index += 1
            return (.identifier(w, locationOf(index - 1)), 1)
        }
        switch punctuation() {
        case ".":
            guard let name = word(1) else { throw failMemberName(implicit: true) }
            index += 2
            return (.implicitMember(name, locationOf(index - 2)), 1)
        case "[":
            return try parseArray()
        case "{":
            let closure = try parseClosure()
            return (.closure(closure.closure, closure.closure.location), closure.height)
        case "(":
            return try parseParenthesized()
        default:
            break
        }
        if let n = number() {
            index += 1
            return (.number(n, locationOf(index - 1)), 1)
        }
        if isKind(.stringBegin) {
            return try parseString()
        }
        throw failExpectedExpression()
    }

    mutating func parseParenthesized() throws(SyntaxError) -> Node {
        let open = index
        try enter()
        index += 1
        if isPunctuation(")") {
            throw fail("expected an expression inside '()'")
        }
        if word() != nil && isPunctuation(":", 1) {
            throw fail("tuples are not supported in scene gestures")
        }
        let node = try parseExpression()
        if isPunctuation(",") {
            throw fail("tuples are not supported in scene gestures")
        }
        guard isPunctuation(")") else {
            throw failClosing(")", "parenthesis", opened: open, allowsComma: false)
        }
        index += 1
        leave()
        return node
    }

    mutating func parseArguments() throws(SyntaxError) -> (list: [Argument], height: Int) {
        let open = index
        try enter()
        index += 1
        var arguments: [Argument] = []
        var height = 0
        while true {
            if isPunctuation(")") {
                index += 1
                break
            }
            var label: String? = nil
            var labelLocation: SourceLocation? = nil
            if let w = word(), isPunctuation(":", 1) {
                label = w
                labelLocation = location
                index += 2
                if isPunctuation(")") || isPunctuation(",") {
                    throw failLabelValue(label: index - 2)
                }
            }
            let value = try parseExpression()
            arguments.append(Argument(label: label, labelLocation: labelLocation, value: value.expr))
            height = max(height, value.height)
            if isPunctuation(",") {
                index += 1
                continue
            }
            if isPunctuation(")") {
                index += 1
                break
            }
            throw failClosing(")", "argument list", opened: open, allowsComma: true)
        }
        leave()
        return (arguments, height)
    }

    /// Parses `{ ... } label: { ... } ...` when the current token is `{`; otherwise returns nothing.
    mutating func parseTrailingClosures() throws(SyntaxError) -> (list: [TrailingClosure], height: Int) {
        guard isPunctuation("{") else { return ([], 0) }
        let first = try parseClosure()
        var closures = [TrailingClosure(closure: first.closure)]
        var height = first.height
        while let w = word(), w != "_" || !isKeyword(index), isPunctuation(":", 1), isPunctuation("{", 2) {
            let labelLocation = location
            index += 2
            let next = try parseClosure()
            closures.append(TrailingClosure(label: w, labelLocation: labelLocation, closure: next.closure))
            height = max(height, next.height)
        }
        return (closures, height)
    }

    mutating func parseClosure() throws(SyntaxError) -> (closure: Closure, height: Int) {
        let open = index
        try enter()
        index += 1
        var parameters: [String]? = nil
        var parameterLocations: [SourceLocation] = []
        if let signature = try closureSignature() {
            parameters = signature.names
            parameterLocations = signature.locations
            index = signature.next
        }
        var body: [Expr] = []
        var height = 0
        // After a statement, the next one must come after a `;` or on a new line.
        var needsSeparator = false
        while true {
            if isPunctuation("}") {
                index += 1
                break
            }
            if isPunctuation(";") {
                index += 1
                needsSeparator = false
                continue
            }
            if isCloser(index) {
                throw failClosing("}", "closure", opened: open, allowsComma: false)
            }
            if needsSeparator && !newlineBefore(index) {
                throw failStatements()
            }
            let statement = try parseExpression()
            body.append(statement.expr)
            height = max(height, statement.height)
            needsSeparator = true
        }
        leave()
        let closure = Closure(parameters: parameters, parameterLocations: parameterLocations, body: body,
                              location: locationOf(open))
        return (closure, height + 1)
    }

    /// Looks for `a, b in`, `_ in` or `(a, b) in` at the start of a closure.
    /// Returns the names, their locations and the index after `in`, or nil.
    @inline(never)
    func closureSignature() throws(SyntaxError) -> (names: [String], locations: [SourceLocation], next: Int)? {
        func token(_ k: Int) -> Token { tokens[min(k, tokens.count - 1)] }
        func parameterName(_ t: Token) -> String? {
            guard case .word(let w, let backticked) = t.kind else { return nil }
            if backticked { return w }
            if w == "_" { return w }
            if w.hasPrefix("$") || unsupportedKeywords.contains(w) { return nil }
            return w
        }
        func isIn(_ t: Token) -> Bool { t.kind == .word("in", backticked: false) }
        var k = index
        var names: [String] = []
        var locations: [SourceLocation] = []
        if token(k).isPunctuation("(") {
            k += 1
            if token(k).isPunctuation(")") {
                k += 1
            } else {
                while true {
                    guard let name = parameterName(token(k)) else { return nil }
                    names.append(name)
                    locations.append(token(k).location)
                    k += 1
                    if token(k).isPunctuation(":") {
                        // `(a: Int) in`: only report it if this really is a signature.
                        var j = k
                        while !isCloser(j) && !token(j).isPunctuation("{") && !isIn(token(j)) { j += 1 }
                        if token(j).isPunctuation(")") && isIn(token(j + 1)) {
                            throw SyntaxError("closure parameter types are not supported in scene gestures; write '(a, b) in'", at: token(k).location)
                        }
                        return nil
                    }
                    if token(k).isPunctuation(",") {
                        k += 1
                        continue
                    }
                    if token(k).isPunctuation(")") {
                        k += 1
                        break
                    }
                    return nil
                }
            }
            guard isIn(token(k)) else { return nil }
            return (names, locations, k + 1)
        }
        while let name = parameterName(token(k)) {
            names.append(name)
            locations.append(token(k).location)
            k += 1
            if token(k).isPunctuation(",") {
                k += 1
                if parameterName(token(k)) == nil { return nil }
                continue
            }
            break
        }
        guard !names.isEmpty, isIn(token(k)) else { return nil }
        return (names, locations, k + 1)
    }

    mutating func parseArray() throws(SyntaxError) -> Node {
        let open = index
        try enter()
        index += 1
        var items: [Expr] = []
        var height = 0
        if isPunctuation(":") {
            throw fail("dictionary literals are not supported in scene gestures")
        }
        while true {
            if isPunctuation("]") {
                index += 1
                break
            }
            let item = try parseExpression()
            items.append(item.expr)
            height = max(height, item.height)
            if isPunctuation(",") {
                index += 1
                continue
            }
            if isPunctuation("]") {
                index += 1
                break
            }
            if isPunctuation(":") {
                throw fail("dictionary literals are not supported in scene gestures")
            }
            throw failClosing("]", "array", opened: open, allowsComma: true)
        }
        leave()
        return (.array(items, locationOf(open)), height + 1)
    }

    mutating func parseString() throws(SyntaxError) -> Node {
        let open = index
        index += 1
        var segments: [StringLiteral.Segment] = []
        var height = 0
        while true {
            if let text = stringText() {
                segments.append(.text(text))
                index += 1
            } else if isKind(.interpolationBegin) {
                let interpolation = index
                try enter()
                index += 1
                if isKind(.interpolationEnd) {
                    throw fail("expected an expression inside the interpolation '\\()'")
                }
                let e = try parseExpression()
                guard isKind(.interpolationEnd) else {
                    throw failClosing(")", "interpolation", opened: interpolation, allowsComma: false)
                }
                index += 1
                leave()
                segments.append(.interpolation(e.expr))
                height = max(height, e.height)
            } else if isKind(.stringEnd) {
                index += 1
                return (.string(StringLiteral(segments: segments), locationOf(open)), height + 1)
            } else {
                // Only a lexical error can interrupt a string.
                throw fail("unterminated string literal")
            }
        }
    }
}
