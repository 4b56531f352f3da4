/// A catalogue's `Plural-Forms` rule, `plural=` a C expression of `n`
/// ("n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2"),
/// read once and evaluated as gettext does (integers; a comparison is 0 or 1).
public struct PluralRule: Sendable {
  indirect enum Node: Sendable {
    case n
    case number(Int)
    case not(Node)
    case binary(String, Node, Node)
    case ternary(Node, Node, Node)
  }

  let root: Node
  /// `nplurals=`: how many forms a message has.
  public let count: Int

  /// The rule in a `Plural-Forms` header value, or nil when it cannot be read.
  public init?(header: String) {
    var count = 2
    var expression: Substring?
    for part in header.split(separator: ";") {
      let field = part.drop { $0 == " " }
      if field.hasPrefix("nplurals=") {
        count = Int(field.dropFirst("nplurals=".count).filter { $0 != " " }) ?? 2
      } else if field.hasPrefix("plural=") {
        expression = field.dropFirst("plural=".count)
      }
    }
    guard let expression else { return nil }
    var parser = Parser(text: Array(expression.utf8))
    guard let root = parser.ternary(), parser.atEnd else { return nil }
    self.root = root
    self.count = max(1, count)
  }

  /// The form for `n`, within 0..<count.
  public func form(_ n: Int) -> Int {
    let value = Self.evaluate(root, n)
    return value >= 0 && value < count ? value : 0
  }

  static func evaluate(_ node: Node, _ n: Int) -> Int {
    switch node {
    case .n: return n
    case .number(let value): return value
    case .not(let inner): return evaluate(inner, n) == 0 ? 1 : 0
    case .ternary(let condition, let then, let otherwise):
      return evaluate(condition, n) != 0 ? evaluate(then, n) : evaluate(otherwise, n)
    case .binary(let op, let left, let right):
      let a = evaluate(left, n)
      if op == "&&" { return a != 0 && evaluate(right, n) != 0 ? 1 : 0 }
      if op == "||" { return a != 0 || evaluate(right, n) != 0 ? 1 : 0 }
      let b = evaluate(right, n)
      switch op {
      case "==": return a == b ? 1 : 0
      case "!=": return a != b ? 1 : 0
      case "<": return a < b ? 1 : 0
      case "<=": return a <= b ? 1 : 0
      case ">": return a > b ? 1 : 0
      case ">=": return a >= b ? 1 : 0
      case "%": return b == 0 ? 0 : a % b
      case "/": return b == 0 ? 0 : a / b
      case "*": return a &* b
      case "+": return a &+ b
      case "-": return a &- b
      default: return 0
      }
    }
  }

  /// Recursive descent over C's precedence: ?: || && == != < <= > >= + - * / % !
  struct Parser {
    let text: [UInt8]
    var at = 0

    var atEnd: Bool {
      mutating get {
        skipSpaces()
        return at == text.count
      }
    }

    mutating func skipSpaces() {
      while at < text.count, text[at] == UInt8(ascii: " ") { at += 1 }
    }

    mutating func take(_ token: String) -> Bool {
      skipSpaces()
      let bytes = Array(token.utf8)
      guard at + bytes.count <= text.count, Array(text[at..<at + bytes.count]) == bytes else {
        return false
      }
      // "<" is not "<=", "!" is not "!=", "=" alone is no operator.
      if bytes.count == 1, at + 1 < text.count, text[at + 1] == UInt8(ascii: "="),
        token == "<" || token == ">" || token == "!"
      {
        return false
      }
      at += bytes.count
      return true
    }

    mutating func ternary() -> Node? {
      guard let condition = binary(0) else { return nil }
      guard take("?") else { return condition }
      guard let then = ternary(), take(":"), let otherwise = ternary() else { return nil }
      return .ternary(condition, then, otherwise)
    }

    static let levels: [[String]] = [
      ["||"], ["&&"], ["==", "!="], ["<=", ">=", "<", ">"], ["+", "-"], ["*", "/", "%"],
    ]

    mutating func binary(_ level: Int) -> Node? {
      guard level < Self.levels.count else { return unary() }
      guard var left = binary(level + 1) else { return nil }
      while let op = Self.levels[level].first(where: { take($0) }) {
        guard let right = binary(level + 1) else { return nil }
        left = .binary(op, left, right)
      }
      return left
    }

    mutating func unary() -> Node? {
      if take("!") { return unary().map { .not($0) } }
      if take("(") {
        guard let inner = ternary(), take(")") else { return nil }
        return inner
      }
      skipSpaces()
      if at < text.count, text[at] == UInt8(ascii: "n") {
        at += 1
        return .n
      }
      var value = 0
      let start = at
      while at < text.count, text[at] >= UInt8(ascii: "0"), text[at] <= UInt8(ascii: "9") {
        value = value &* 10 &+ Int(text[at] - UInt8(ascii: "0"))
        at += 1
      }
      return at > start ? .number(value) : nil
    }
  }
}
