import CGLib
import RainBarCore

/// The config file: read through GLib's GKeyFile (the desktop key-file parser),
/// changed line by line by `KeyFileEditor`, so comments and keys stay as written.
public struct GKeyFileStore: ConfigStore {
  public var fileSystem: LiveFileSystem

  public init(fileSystem: LiveFileSystem = LiveFileSystem()) {
    self.fileSystem = fileSystem
  }

  public func read(path: String) throws(ConfigError) -> KeyFileDocument? {
    guard let file = g_key_file_new() else {
      throw ConfigError(path: path, problem: "GLib could not allocate a key file.")
    }
    defer { g_key_file_free(file) }
    var error: UnsafeMutablePointer<GError>?
    let flags = GKeyFileFlags(rawValue: G_KEY_FILE_KEEP_COMMENTS.rawValue)
    if g_key_file_load_from_file(file, path, flags, &error) == 0 {
      defer { g_error_free(error) }
      if isMissingFile(error) { return nil }
      let text = message(of: error)
      throw ConfigError(path: path, problem: lineNumber(of: text, in: path) + text)
    }
    var groups: [KeyFileDocument.Group] = []
    for name in strings(g_key_file_get_groups(file, nil)) {
      var entries: [(key: String, value: String)] = []
      for key in strings(g_key_file_get_keys(file, name, nil, nil)) {
        var valueError: UnsafeMutablePointer<GError>?
        guard let raw = g_key_file_get_string(file, name, key, &valueError) else {
          let text = message(of: valueError)
          g_error_free(valueError)
          throw ConfigError(path: path, problem: "[\(name)] \(key): \(text)")
        }
        entries.append((key: key, value: String(cString: raw)))
        g_free(raw)
      }
      groups.append(KeyFileDocument.Group(name: name, entries: entries))
    }
    return KeyFileDocument(groups: groups)
  }

  public func apply(_ changes: [ConfigChange], in path: String) throws(ConfigError) {
    guard let file = g_key_file_new() else {
      throw ConfigError(path: path, problem: "GLib could not allocate a key file.")
    }
    defer { g_key_file_free(file) }
    let flags = GKeyFileFlags(
      rawValue: G_KEY_FILE_KEEP_COMMENTS.rawValue | G_KEY_FILE_KEEP_TRANSLATIONS.rawValue)
    var error: UnsafeMutablePointer<GError>?
    if g_key_file_load_from_file(file, path, flags, &error) == 0 {
      defer { g_error_free(error) }
      guard isMissingFile(error) else {
        let text = message(of: error)
        throw ConfigError(path: path, problem: "\(text); not changed.")
      }
    }
    // GKeyFile checked that the file parses; the change itself is made line by
    // line, so nothing else in the file moves (GKeyFile's own writer adds blank lines).
    let old = (try? fileSystem.read(path)).flatMap { $0 }.map {
      String(decoding: $0, as: UTF8.self)
    }
    let bytes = Array(KeyFileEditor.apply(changes, to: old ?? "").utf8)
    let directory = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
    do {
      if !directory.isEmpty { try fileSystem.makePrivateDirectory(directory) }
      try fileSystem.writeAtomically(bytes, to: path)
    } catch {
      throw ConfigError(path: path, problem: "cannot be written: \(error.reason).")
    }
  }

  /// "line 3: " when GLib's message quotes a line of the file (it gives no number).
  private func lineNumber(of message: String, in path: String) -> String {
    guard let open = message.firstRange(of: "“"), let close = message.firstRange(of: "”"),
      open.upperBound <= close.lowerBound,
      let bytes = try? fileSystem.read(path)
    else { return "" }
    let quoted = message[open.upperBound..<close.lowerBound]
    let lines = String(decoding: bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    guard let index = lines.firstIndex(where: { $0 == quoted }) else { return "" }
    return "line \(index + 1): "
  }

  private func isMissingFile(_ error: UnsafeMutablePointer<GError>?) -> Bool {
    guard let error else { return false }
    return error.pointee.domain == g_file_error_quark()
      && error.pointee.code == G_FILE_ERROR_NOENT.rawValue
  }

  private func message(of error: UnsafeMutablePointer<GError>?) -> String {
    error.flatMap { String(validatingCString: $0.pointee.message) } ?? "unreadable"
  }

  /// Copies a NULL-terminated `gchar**` and frees it.
  private func strings(_ list: UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>?) -> [String] {
    guard let list else { return [] }
    defer { g_strfreev(list) }
    var result: [String] = []
    var index = 0
    while let item = list[index] {
      result.append(String(cString: item))
      index += 1
    }
    return result
  }
}
