import RainBarModel

/// A few texts by name (option values, environment variables), found by
/// looking through them. A run has a handful; a `[String: String]` costs the
/// first run-time lookup of String's Hashable conformance, about 0.15 M
/// instructions, far more than looking through a handful.
public struct NamedValues: Equatable, Sendable, ExpressibleByDictionaryLiteral {
  private var pairs: [(name: String, value: String)] = []

  public init() {}

  public init(dictionaryLiteral elements: (String, String)...) {
    for (name, value) in elements { self[name] = value }
  }

  /// Setting nil removes the name.
  public subscript(_ name: String) -> String? {
    get { pairs.first { $0.name == name }?.value }
    set {
      if let index = pairs.firstIndex(where: { $0.name == name }) {
        if let newValue { pairs[index].value = newValue } else { pairs.remove(at: index) }
      } else if let newValue {
        pairs.append((name, newValue))
      }
    }
  }

  public var isEmpty: Bool { pairs.isEmpty }

  /// The same names with the same values, in any order.
  public static func == (a: NamedValues, b: NamedValues) -> Bool {
    a.pairs.count == b.pairs.count && a.pairs.allSatisfy { b[$0.name] == $0.value }
  }
}
