import Foundation

/// A JSON document with values replaced at paths of keys and indices, for
/// hostile variants of real answers.
enum JSONEdit {
  /// `bytes` with each path's value replaced (a path's last step may be a
  /// key that is not there yet); `NSNull()` for null, `Remove()` to delete.
  static func edited(_ bytes: [UInt8], _ edits: [([JSONPathStep], Any)]) throws -> [UInt8] {
    var root = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    for (path, value) in edits {
      root = try set(root, path[...], value, path)
    }
    return Array(try JSONSerialization.data(withJSONObject: root, options: [.fragmentsAllowed]))
  }

  struct Remove {}

  struct NotFound: Error, CustomStringConvertible {
    var path: [JSONPathStep]
    var description: String { "no such path: \(path)" }
  }

  /// `container` with the value at `path` replaced (or removed).
  private static func set(
    _ container: Any, _ path: ArraySlice<JSONPathStep>, _ value: Any, _ whole: [JSONPathStep]
  ) throws -> Any {
    guard let step = path.first else { return value }
    let rest = path.dropFirst()
    switch (step, container) {
    case (.key(let key), var object as [String: Any]):
      if rest.isEmpty {
        object[key] = value is Remove ? nil : value
      } else {
        guard let inner = object[key] else { throw NotFound(path: whole) }
        object[key] = try set(inner, rest, value, whole)
      }
      return object
    case (.index(let index), var array as [Any]) where index < array.count:
      if rest.isEmpty, value is Remove {
        array.remove(at: index)
      } else {
        array[index] = try set(array[index], rest, value, whole)
      }
      return array
    default:
      throw NotFound(path: whole)
    }
  }
}

enum JSONPathStep: CustomStringConvertible, ExpressibleByStringLiteral,
  ExpressibleByIntegerLiteral, Sendable
{
  case key(String)
  case index(Int)

  init(stringLiteral value: String) { self = .key(value) }
  init(integerLiteral value: Int) { self = .index(value) }

  var description: String {
    switch self {
    case .key(let key): return key
    case .index(let index): return "[\(index)]"
    }
  }
}
