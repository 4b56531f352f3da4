import RainBarEngine
import RainBarModel

/// Each placeholder's value for one run (nil: unknown). Kept in an array by
/// the placeholder's position: a dictionary keyed by the enum costs a bar run
/// a runtime conformance lookup of about 0.2 M instructions.
public struct PlaceholderValues: Equatable, Sendable, ExpressibleByDictionaryLiteral {
  private var storage = [String?](repeating: nil, count: Placeholder.allCases.count)

  public init() {}

  public init(dictionaryLiteral elements: (Placeholder, String)...) {
    for (placeholder, value) in elements { self[placeholder] = value }
  }

  /// What the default text shows in place of `{pop}` while minute-level data
  /// shows rain within 2 hours ("in 20m", "until 15:40"); nil otherwise.
  public var minuteText: String?

  public subscript(placeholder: Placeholder) -> String? {
    get { storage[placeholder.position] }
    set { storage[placeholder.position] = newValue }
  }
}
