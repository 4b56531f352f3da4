import RainBarModel

/// The groups and keys of a desktop key file as read, in file order. What
/// reads the file (GLib's GKeyFile) lives outside the core.
public struct KeyFileDocument: Equatable, Sendable {
  public struct Group: Equatable, Sendable {
    private let source: Source

    /// Strings (GKeyFile, tests), or group `index` of a text KeyFileParser read.
    private enum Source: Sendable {
      case pairs(name: String, entries: [(key: String, value: String)])
      case text(KeyFileText, index: Int)
    }

    public init(name: String, entries: [(key: String, value: String)]) {
      source = .pairs(name: name, entries: entries)
    }

    package init(text: KeyFileText, index: Int) {
      source = .text(text, index: index)
    }

    public var name: String {
      switch source {
      case .pairs(let name, _): return name
      case .text(let text, let index): return text.name(index)
      }
    }

    /// The keys and values in file order.
    public var entries: [(key: String, value: String)] {
      switch source {
      case .pairs(_, let entries):
        return entries
      case .text(let text, let index):
        let group = text.groups[index]
        return (group.first..<group.first + group.count).map {
          (key: text.key($0), value: text.value($0))
        }
      }
    }

    public func value(_ key: String) -> String? {
      switch source {
      case .pairs(_, let entries): return entries.last { $0.key == key }?.value
      case .text(let text, let index): return text.index(of: key, in: index).map(text.value)
      }
    }

    /// A problem of this group's (`[NAME] sentence`) in the file at `path`,
    /// at the line of `key`'s entry when it is known.
    public func problem(_ sentence: String, key: String?, path: String) -> ConfigError {
      ConfigError(
        path: path, problem: "[\(ConfigQuote.text(name))] \(sentence)",
        line: key.flatMap { line(of: $0) })
    }

    /// The line (from 1) of the key's entry, when the file's text was read
    /// here (GKeyFile's groups have none).
    public func line(of key: String) -> Int? {
      switch source {
      case .pairs: return nil
      case .text(let text, let index): return text.index(of: key, in: index).map(text.line)
      }
    }

    /// `value(key)` for a key known when compiling; for files KeyFileParser
    /// read, without making a string for the key.
    package func value(_ key: StaticString) -> String? {
      switch source {
      case .pairs: return value(key.description)
      case .text(let text, let index): return text.index(of: key, in: index).map(text.value)
      }
    }

    /// `value(key)` read as a plain decimal (`ValueReader.decimal`); for files
    /// KeyFileParser read, without making a string.
    package func double(_ key: StaticString) -> Double? {
      switch source {
      case .pairs: return value(key.description).flatMap(ValueReader.decimal)
      case .text(let text, let index): return text.index(of: key, in: index).flatMap(text.double)
      }
    }

    /// The name's UTF-8, without making a string for it.
    package func withName<T>(_ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
      switch source {
      case .pairs(var name, _): return name.withUTF8(body)
      case .text(let text, let index): return text.withName(index, body)
      }
    }

    public static func == (a: Group, b: Group) -> Bool {
      let (x, y) = (a.entries, b.entries)
      return a.name == b.name && x.map(\.key) == y.map(\.key) && x.map(\.value) == y.map(\.value)
    }
  }

  private let storage: Storage

  /// Groups (GKeyFile, tests), or a text KeyFileParser read: no Group value
  /// kept per group, whose destruction (a thousand of them) cost more than
  /// reading them.
  private enum Storage: Sendable {
    case groups([Group])
    case text(KeyFileText)
  }

  public init(groups: [Group]) {
    storage = .groups(groups)
  }

  package init(text: KeyFileText) {
    storage = .text(text)
  }

  public var groups: [Group] { (0..<count).map(group(at:)) }

  /// The number of groups.
  public var count: Int {
    switch storage {
    case .groups(let groups): return groups.count
    case .text(let text): return text.groups.count
    }
  }

  public func group(at index: Int) -> Group {
    switch storage {
    case .groups(let groups): return groups[index]
    case .text(let text): return Group(text: text, index: index)
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
  /// parse is not touched. Read, changed and written under the lock file
  /// `lock` (`Paths.configLock`), so that runs changing it at once each see
  /// the others' changes.
  func apply(_ changes: [ConfigChange], in path: String, lock: String) throws(ConfigError)
}

public enum ConfigChange: Equatable, Sendable {
  case set(group: String, key: String, value: String)
  case removeKey(group: String, key: String)
  case removeGroup(String)
}

/// A config file that cannot be used, with the file and what is wrong.
public struct ConfigError: Error, Equatable, Sendable {
  /// Whose the fault is: what the file says (a mistake to fix, exit 64), or
  /// the file could not be read or written, or GLib could not be used (exit 1).
  public enum Cause: Equatable, Sendable {
    case content
    case access
  }

  public var path: String
  public var problem: String
  public var cause: Cause
  /// The line of the file `problem` is about, when GLib quotes one.
  public var line: Int?

  public init(path: String, problem: String, cause: Cause = .content, line: Int? = nil) {
    self.path = path
    self.problem = problem
    self.cause = cause
    self.line = line
  }

  public var message: String {
    let what = line.map { tr("line %d: %s", String($0), problem) } ?? problem
    return tr("Config file %s: %s", path, what)
  }
}

extension ConfigError {
  /// A group's name, or a key, that is not UTF-8 (GLib reads them as they
  /// are): the mistake, named with its line. `group` and `key` as read, with
  /// U+FFFD for the bytes that are not text.
  public static func notUTF8(path: String, group: String, key: String? = nil, line: Int?)
    -> ConfigError
  {
    let problem =
      key.map {
        tr("[%s] %s: the key is not UTF-8 text.", ConfigQuote.text(group), ConfigQuote.text($0))
      } ?? tr("[%s]: the group's name is not UTF-8 text.", ConfigQuote.text(group))
    return ConfigError(path: path, problem: problem, line: line)
  }
}
