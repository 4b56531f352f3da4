/// The groups and keys of a desktop key file as read, in file order. What
/// reads the file (GLib's GKeyFile) lives outside the core.
public struct KeyFileDocument: Equatable, Sendable {
  public struct Group: Equatable, Sendable {
    public var name: String
    private let source: Source

    /// Pairs of strings (GKeyFile, tests), or ranges of a text KeyFileParser read.
    private enum Source: Sendable {
      case pairs([(key: String, value: String)])
      case text(KeyFileText, first: Int, count: Int)
    }

    public init(name: String, entries: [(key: String, value: String)]) {
      self.name = name
      source = .pairs(entries)
    }

    /// The `count` entries of `text` from `first`.
    init(name: String, text: KeyFileText, first: Int, count: Int) {
      self.name = name
      source = .text(text, first: first, count: count)
    }

    /// The keys and values in file order.
    public var entries: [(key: String, value: String)] {
      switch source {
      case .pairs(let pairs):
        return pairs
      case .text(let text, let first, let count):
        return (first..<first + count).map { (key: text.key($0), value: text.value($0)) }
      }
    }

    public func value(_ key: String) -> String? {
      switch source {
      case .pairs(let pairs): return pairs.last { $0.key == key }?.value
      case .text(let text, let first, let count): return text.value(key, first: first, count: count)
      }
    }

    /// `value(key)` for a key known when compiling; for files KeyFileParser
    /// read, without making a string for the key.
    func value(_ key: StaticString) -> String? {
      switch source {
      case .pairs: return value(key.description)
      case .text(let text, let first, let count):
        return text.index(of: key, first: first, count: count).map(text.value)
      }
    }

    /// `value(key)` read as `Double(value)` reads it; for files KeyFileParser
    /// read, plain decimals without making a string.
    func double(_ key: StaticString) -> Double? {
      switch source {
      case .pairs: return value(key.description).flatMap(Double.init)
      case .text(let text, let first, let count):
        return text.index(of: key, first: first, count: count).flatMap(text.double)
      }
    }

    public static func == (a: Group, b: Group) -> Bool {
      let (x, y) = (a.entries, b.entries)
      return a.name == b.name && x.map(\.key) == y.map(\.key) && x.map(\.value) == y.map(\.value)
    }
  }

  private let storage: Storage

  /// Groups (GKeyFile, tests), or the names and entry spans of a text
  /// KeyFileParser read: no Group value kept per group, whose destruction
  /// (an array of a thousand of them) cost more than reading them.
  private enum Storage: Sendable {
    case groups([Group])
    case text(KeyFileText, names: [String], firsts: [Int], counts: [Int])
  }

  public init(groups: [Group]) {
    storage = .groups(groups)
  }

  /// Group `index` has the `counts[index]` entries of `text` from `firsts[index]`.
  init(text: KeyFileText, names: [String], firsts: [Int], counts: [Int]) {
    storage = .text(text, names: names, firsts: firsts, counts: counts)
  }

  public var groups: [Group] { (0..<count).map(group(at:)) }

  /// The number of groups.
  public var count: Int {
    switch storage {
    case .groups(let groups): return groups.count
    case .text(_, let names, _, _): return names.count
    }
  }

  public func group(at index: Int) -> Group {
    switch storage {
    case .groups(let groups): return groups[index]
    case .text(let text, let names, let firsts, let counts):
      return Group(name: names[index], text: text, first: firsts[index], count: counts[index])
    }
  }

  public func group(_ name: String) -> Group? {
    groups.first { $0.name == name }
  }

  public static func == (a: KeyFileDocument, b: KeyFileDocument) -> Bool {
    a.groups == b.groups
  }
}

/// Reads and changes the config file. The live version is GLib's GKeyFile, so
/// comments and keys a person wrote survive a change.
public protocol ConfigStore: Sendable {
  /// nil when there is no file.
  func read(path: String) throws(ConfigError) -> KeyFileDocument?
  /// Applies the changes in order, creating the file (mode 0600) and its
  /// directory (0700) when needed; written atomically. A file that does not
  /// parse is not touched.
  func apply(_ changes: [ConfigChange], in path: String) throws(ConfigError)
}

public enum ConfigChange: Equatable, Sendable {
  case set(group: String, key: String, value: String)
  case removeKey(group: String, key: String)
  case removeGroup(String)
}

/// A config file that cannot be used, with the file and what is wrong.
public struct ConfigError: Error, Equatable, Sendable {
  public var path: String
  public var problem: String

  public init(path: String, problem: String) {
    self.path = path
    self.problem = problem
  }

  public var message: String { "Config file \(path): \(problem)" }
}
