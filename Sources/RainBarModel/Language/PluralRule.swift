/// A catalogue's `Plural-Forms` rule, `plural=` a C expression of `n`
/// ("n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2"),
/// read once per run that needs it and evaluated as gettext does (integers;
/// a comparison is 0 or 1). Read byte by byte: no generic splitting.
public struct PluralRule: Sendable {
  /// An operator, by the bytes that spell it.
  package enum Operator: UInt8, Sendable {
    case or, and, equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
    case plus, minus, times, divide, remainder

    package var precedence: Int {
      switch self {
      case .or: return 1
      case .and: return 2
      case .equal, .notEqual: return 3
      case .less, .lessOrEqual, .greater, .greaterOrEqual: return 4
      case .plus, .minus: return 5
      case .times, .divide, .remainder: return 6
      }
    }
  }

  package indirect enum Node: Sendable {
    case n
    case number(Int)
    case not(Node)
    case binary(Operator, Node, Node)
    case ternary(Node, Node, Node)
  }

  package let root: Node
  /// `nplurals=`: how many forms a message has.
  public let count: Int

  /// The rule in a `Plural-Forms` header value, or nil when it cannot be read.
  public init?(header: String) {
    let bytes = Array(header.utf8)
    guard let start = Self.value(of: "plural=", in: bytes) else { return nil }
    var end = start
    while end < bytes.count, bytes[end] != UInt8(ascii: ";") { end += 1 }
    var parser = Parser(text: Array(bytes[start..<end]))
    guard let root = parser.ternary(), parser.atEnd else { return nil }
    self.root = root
    var count = 0
    if var at = Self.value(of: "nplurals=", in: bytes) {
      while at < bytes.count, bytes[at] >= UInt8(ascii: "0"), bytes[at] <= UInt8(ascii: "9") {
        count = count * 10 + Int(bytes[at] - UInt8(ascii: "0"))
        at += 1
      }
    }
    self.count = count > 0 ? count : 2
  }

  /// Where the value of `field` starts: just after "plural=" where it begins
  /// the header or follows a ";" or a space (not inside "nplurals=").
  package static func value(of field: StaticString, in bytes: [UInt8]) -> Int? {
    let name = field.withUTF8Buffer { Array($0) }
    var at = 0
    while at + name.count <= bytes.count {
      let boundary =
        at == 0 || bytes[at - 1] == UInt8(ascii: ";") || bytes[at - 1] == UInt8(ascii: " ")
      if boundary, bytes[at..<at + name.count].elementsEqual(name) { return at + name.count }
      at += 1
    }
    return nil
  }

  /// The form for `n`, within 0..<count.
  public func form(_ n: Int) -> Int {
    let value = Self.evaluate(root, n)
    return value >= 0 && value < count ? value : 0
  }

  package static func evaluate(_ node: Node, _ n: Int) -> Int {
    switch node {
    case .n: return n
    case .number(let value): return value
    case .not(let inner): return evaluate(inner, n) == 0 ? 1 : 0
    case .ternary(let condition, let then, let otherwise):
      return evaluate(condition, n) != 0 ? evaluate(then, n) : evaluate(otherwise, n)
    case .binary(let op, let left, let right):
      let a = evaluate(left, n)
      if op == .and { return a != 0 && evaluate(right, n) != 0 ? 1 : 0 }
      if op == .or { return a != 0 || evaluate(right, n) != 0 ? 1 : 0 }
      let b = evaluate(right, n)
      switch op {
      case .equal: return a == b ? 1 : 0
      case .notEqual: return a != b ? 1 : 0
      case .less: return a < b ? 1 : 0
      case .lessOrEqual: return a <= b ? 1 : 0
      case .greater: return a > b ? 1 : 0
      case .greaterOrEqual: return a >= b ? 1 : 0
      case .remainder: return b == 0 ? 0 : a % b
      case .divide: return b == 0 ? 0 : a / b
      case .times: return a &* b
      case .plus: return a &+ b
      case .minus: return a &- b
      case .and, .or: return 0
      }
    }
  }

  /// Precedence climbing over C's operators: ?: || && == != < <= > >= + - * / % !
  package struct Parser {
    package let text: [UInt8]
    package var at = 0

    package var atEnd: Bool {
      mutating get {
        skipSpaces()
        return at == text.count
      }
    }

    package mutating func skipSpaces() {
      while at < text.count, text[at] == UInt8(ascii: " ") { at += 1 }
    }

    package func byte(_ offset: Int) -> UInt8 { at + offset < text.count ? text[at + offset] : 0 }

    package mutating func take(_ character: Unicode.Scalar) -> Bool {
      skipSpaces()
      guard byte(0) == UInt8(ascii: character) else { return false }
      at += 1
      return true
    }

    /// The binary operator here, and its length, without taking it.
    package mutating func peekOperator() -> (Operator, Int)? {
      skipSpaces()
      let equals = byte(1) == UInt8(ascii: "=")
      switch byte(0) {
      case UInt8(ascii: "|"): return byte(1) == UInt8(ascii: "|") ? (.or, 2) : nil
      case UInt8(ascii: "&"): return byte(1) == UInt8(ascii: "&") ? (.and, 2) : nil
      case UInt8(ascii: "="): return equals ? (.equal, 2) : nil
      case UInt8(ascii: "!"): return equals ? (.notEqual, 2) : nil
      case UInt8(ascii: "<"): return equals ? (.lessOrEqual, 2) : (.less, 1)
      case UInt8(ascii: ">"): return equals ? (.greaterOrEqual, 2) : (.greater, 1)
      case UInt8(ascii: "+"): return (.plus, 1)
      case UInt8(ascii: "-"): return (.minus, 1)
      case UInt8(ascii: "*"): return (.times, 1)
      case UInt8(ascii: "/"): return (.divide, 1)
      case UInt8(ascii: "%"): return (.remainder, 1)
      default: return nil
      }
    }

    package mutating func ternary() -> Node? {
      guard let condition = binary(1) else { return nil }
      guard take("?") else { return condition }
      guard let then = ternary(), take(":"), let otherwise = ternary() else { return nil }
      return .ternary(condition, then, otherwise)
    }

    package mutating func binary(_ minimum: Int) -> Node? {
      guard var left = unary() else { return nil }
      while let (op, length) = peekOperator(), op.precedence >= minimum {
        at += length
        guard let right = binary(op.precedence + 1) else { return nil }
        left = .binary(op, left, right)
      }
      return left
    }

    package mutating func unary() -> Node? {
      skipSpaces()
      if byte(0) == UInt8(ascii: "!"), byte(1) != UInt8(ascii: "=") {
        at += 1
        return unary().map { .not($0) }
      }
      if take("(") {
        guard let inner = ternary(), take(")") else { return nil }
        return inner
      }
      if byte(0) == UInt8(ascii: "n") {
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
