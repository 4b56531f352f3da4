/// The groups and keys of a desktop key file as read, in file order. What
/// reads the file (GLib's GKeyFile) lives outside the core.
public struct KeyFileDocument: Equatable, Sendable {
  public struct Group: Equatable, Sendable {
    public var name: String
    public var entries: [(key: String, value: String)]

    public init(name: String, entries: [(key: String, value: String)]) {
      self.name = name
      self.entries = entries
    }

    public func value(_ key: String) -> String? {
      entries.last { $0.key == key }?.value
    }

    public static func == (a: Group, b: Group) -> Bool {
      a.name == b.name && a.entries.map(\.key) == b.entries.map(\.key)
        && a.entries.map(\.value) == b.entries.map(\.value)
    }
  }

  public var groups: [Group]

  public init(groups: [Group]) {
    self.groups = groups
  }

  public func group(_ name: String) -> Group? {
    groups.first { $0.name == name }
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
