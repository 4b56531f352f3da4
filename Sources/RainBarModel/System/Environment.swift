/// The process environment, read one variable at a time: a run looks up the
/// few variables it uses, so its cost does not grow with the environment's
/// size. The live version asks `getenv`; a dictionary is one for tests.
public protocol Environment: Sendable {
  /// The variable's value, or nil when it is not set.
  subscript(_ name: String) -> String? { get }
}

extension Dictionary: Environment where Key == String, Value == String {}
