import CGLib
import RainBarCore

/// Reads the config file with GLib's GKeyFile, the desktop key-file parser.
public struct GKeyFileReader: ConfigReader {
  public init() {}

  public func read(path: String) throws(ConfigError) -> KeyFileDocument? {
    guard let file = g_key_file_new() else {
      throw ConfigError(path: path, problem: "GLib could not allocate a key file.")
    }
    defer { g_key_file_free(file) }
    var error: UnsafeMutablePointer<GError>?
    let flags = GKeyFileFlags(rawValue: G_KEY_FILE_KEEP_COMMENTS.rawValue)
    if g_key_file_load_from_file(file, path, flags, &error) == 0 {
      defer { g_error_free(error) }
      if let error, error.pointee.domain == g_file_error_quark(),
        error.pointee.code == G_FILE_ERROR_NOENT.rawValue
      {
        return nil
      }
      let text = error.flatMap { String(validatingCString: $0.pointee.message) } ?? "unreadable"
      throw ConfigError(path: path, problem: text)
    }
    var groups: [KeyFileDocument.Group] = []
    for name in strings(g_key_file_get_groups(file, nil)) {
      var entries: [(key: String, value: String)] = []
      for key in strings(g_key_file_get_keys(file, name, nil, nil)) {
        var valueError: UnsafeMutablePointer<GError>?
        guard let raw = g_key_file_get_string(file, name, key, &valueError) else {
          let text =
            valueError.flatMap { String(validatingCString: $0.pointee.message) } ?? "unreadable"
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
