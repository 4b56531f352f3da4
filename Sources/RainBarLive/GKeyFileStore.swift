import CKeyFileShim
import Glibc
import RainBarCore
import RainBarEngine
import RainBarFeatures
import RainBarModel

/// The config file: read through rain-bar's own parser (`KeyFileParser`) for the
/// plain files rain-bar and most people write, or GLib's GKeyFile for anything
/// else (escapes, translations, odd spacing, errors); changed line by line by
/// `KeyFileEditor`, so comments and keys stay exactly as written. GLib is opened
/// with dlopen only when it is needed.
public struct GKeyFileStore: ConfigStore {
  public var fileSystem: LiveFileSystem

  public init(fileSystem: LiveFileSystem = LiveFileSystem()) {
    self.fileSystem = fileSystem
  }

  public func read(path: String) throws(ConfigError) -> KeyFileDocument? {
    do {
      guard let bytes = try fileSystem.readRegularFile(path) else { return nil }
      if let document = KeyFileParser.document(bytes) { return document }
    } catch {
      // Not readable here (permissions, a directory): GLib says why. Not a
      // FIFO or a device, which GLib would wait on or read for ever.
      var info = stat()
      let type = stat(path, &info) == 0 ? info.st_mode & S_IFMT : S_IFREG
      if type != S_IFREG && type != S_IFDIR {
        throw ConfigError(path: path, problem: "not a regular file.")
      }
    }
    return try readWithGLib(path: path)
  }

  /// What GKeyFile reads from the file: the reference `KeyFileParser` follows.
  func readWithGLib(path: String) throws(ConfigError) -> KeyFileDocument? {
    try loadGLib(path)
    guard let file = rb_key_file_new() else {
      throw ConfigError(path: path, problem: "GLib could not allocate a key file.", cause: .access)
    }
    defer { rb_key_file_free(file) }
    var error: UnsafeMutablePointer<rb_gerror>?
    let flags = Int32(RB_KEY_FILE_KEEP_COMMENTS)
    if rb_key_file_load_from_file(file, path, flags, &error) == 0 {
      defer { rb_g_error_free(error) }
      if isMissingFile(error) { return nil }
      throw loadError(error, path: path)
    }
    var groups: [KeyFileDocument.Group] = []
    // GLib does not check that names and keys are UTF-8: one that is not could
    // be neither looked up as a String nor shown, so it is the mistake named.
    for raw in rawStrings(rb_key_file_get_groups(file, nil)) {
      guard let name = String(validating: raw, as: UTF8.self) else {
        throw ConfigError.notUTF8(
          path: path, group: String(decoding: raw, as: UTF8.self),
          line: line(path) { Self.isHeader($0, of: raw) })
      }
      var entries: [(key: String, value: String)] = []
      for rawKey in rawStrings(rb_key_file_get_keys(file, name, nil, nil)) {
        guard let key = String(validating: rawKey, as: UTF8.self) else {
          throw ConfigError.notUTF8(
            path: path, group: name, key: String(decoding: rawKey, as: UTF8.self),
            line: line(path) { Self.isEntry($0, of: rawKey) })
        }
        var valueError: UnsafeMutablePointer<rb_gerror>?
        guard let raw = rb_key_file_get_string(file, name, key, &valueError) else {
          let text = message(of: valueError)
          rb_g_error_free(valueError)
          // GLib quotes the value: never a secret's (ConfigQuote).
          let secret = ConfigQuote.isSecret(key: key)
          throw ConfigError(
            path: path,
            problem:
              "[\(ConfigQuote.text(name))] \(ConfigQuote.text(key)): \(ConfigQuote.glib(text, secretValue: secret))"
          )
        }
        entries.append((key: key, value: String(cString: raw)))
        rb_g_free(raw)
      }
      groups.append(KeyFileDocument.Group(name: name, entries: entries))
    }
    return KeyFileDocument(groups: groups)
  }

  /// Seconds to wait for another run that is changing the config.
  static let lockWait = 5.0

  public func apply(_ changes: [ConfigChange], in path: String, lock lockPath: String)
    throws(ConfigError)
  {
    func folder(_ path: String) -> String {
      String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
    }
    let directory = folder(path)
    let lock: (any FileLock)?
    do {
      if !directory.isEmpty { try fileSystem.makePrivateDirectory(directory) }
      if !folder(lockPath).isEmpty { try fileSystem.makePrivateDirectory(folder(lockPath)) }
      lock = try fileSystem.lock(lockPath, waitingAtMost: Self.lockWait)
    } catch {
      throw ConfigError(path: path, problem: "cannot be written: \(error.reason).")
    }
    guard let lock else {
      throw ConfigError(path: path, problem: "another rain-bar run is changing it; not changed.")
    }
    defer { lock.unlock() }
    try loadGLib(path)
    guard let file = rb_key_file_new() else {
      throw ConfigError(path: path, problem: "GLib could not allocate a key file.", cause: .access)
    }
    defer { rb_key_file_free(file) }
    let flags = Int32(RB_KEY_FILE_KEEP_COMMENTS | RB_KEY_FILE_KEEP_TRANSLATIONS)
    var error: UnsafeMutablePointer<rb_gerror>?
    if rb_key_file_load_from_file(file, path, flags, &error) == 0 {
      defer { rb_g_error_free(error) }
      guard isMissingFile(error) else {
        var failure = loadError(error, path: path)
        failure.problem =
          String(failure.problem.dropLast(failure.problem.hasSuffix(".") ? 1 : 0))
          + "; not changed."
        throw failure
      }
    }
    // GKeyFile checked that the file parses; the change itself is made line by
    // line, so nothing else in the file moves (GKeyFile's own writer adds blank lines).
    let old = (try? fileSystem.read(path)).flatMap { $0 } ?? []
    let bytes = KeyFileEditor.apply(changes, to: old)
    do {
      try fileSystem.writeAtomically(bytes, to: path)
    } catch {
      // Not a mistake in the file: a full disk or a read-only one (exit 1, not 64).
      throw ConfigError(path: path, problem: "cannot be written: \(error.reason).", cause: .access)
    }
  }

  /// Why GLib could not load the file: its message with the file's text it
  /// quotes made safe (ConfigQuote), after the line's number when it quotes a
  /// line; a file GLib could not read (permissions, a directory) is no mistake
  /// in it.
  private func loadError(_ error: UnsafeMutablePointer<rb_gerror>?, path: String) -> ConfigError {
    let text = message(of: error)
    if let error, error.pointee.domain == rb_g_file_error_quark() {
      return ConfigError(path: path, problem: Sanitized.line(text, limit: 300), cause: .access)
    }
    return ConfigError(
      path: path, problem: ConfigQuote.glib(text), line: lineNumber(of: text, in: path))
  }

  /// The line GLib's message quotes, numbered from 1 (it gives no number).
  private func lineNumber(of message: String, in path: String) -> Int? {
    guard let open = message.firstRange(of: "“"), let close = message.firstRange(of: "”"),
      open.upperBound <= close.lowerBound,
      let bytes = try? fileSystem.read(path)
    else { return nil }
    let quoted = message[open.upperBound..<close.lowerBound]
    // Lines as GLib reads them: split at each "\n" byte, one "\r" before it
    // dropped ("\r\n" is one Character: a String split on "\n" misses it).
    let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map {
      String(decoding: $0.last == 0x0D ? $0.dropLast() : $0, as: UTF8.self)
    }
    guard let index = lines.firstIndex(where: { $0 == quoted }) else { return nil }
    return index + 1
  }

  /// Opens GLib, or says that it cannot be.
  private func loadGLib(_ path: String) throws(ConfigError) {
    var error = [CChar](repeating: 0, count: 256)
    guard rb_glib_load(&error, error.count) == 1 else {
      throw ConfigError(path: path, problem: CText.string(error) + ".", cause: .access)
    }
  }

  private func isMissingFile(_ error: UnsafeMutablePointer<rb_gerror>?) -> Bool {
    guard let error else { return false }
    return error.pointee.domain == rb_g_file_error_quark()
      && error.pointee.code == Int32(RB_G_FILE_ERROR_NOENT)
  }

  private func message(of error: UnsafeMutablePointer<rb_gerror>?) -> String {
    // Decoded even when not UTF-8 (invalid bytes become U+FFFD): it may quote the file.
    error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unreadable"
  }

  /// The bytes of a NULL-terminated `gchar**`'s strings; frees it.
  private func rawStrings(_ list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
    -> [[UInt8]]
  {
    guard let list else { return [] }
    defer { rb_g_strfreev(list) }
    var result: [[UInt8]] = []
    var index = 0
    while let item = list[index] {
      result.append(
        Array(
          UnsafeBufferPointer(
            start: UnsafeRawPointer(item).assumingMemoryBound(to: UInt8.self), count: strlen(item)))
      )
      index += 1
    }
    return result
  }

  /// The number (from 1) of the file's first line that `matches` (without
  /// its line ending and the blanks GLib skips at its start).
  private func line(_ path: String, where matches: (ArraySlice<UInt8>) -> Bool) -> Int? {
    guard let bytes = try? fileSystem.read(path) else { return nil }
    for (index, var line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
      .enumerated()
    {
      if line.last == 0x0D { line = line.dropLast() }
      while let first = line.first, first == 0x20 || first == 0x09 { line = line.dropFirst() }
      if matches(line) { return index + 1 }
    }
    return nil
  }

  /// `[name]`, blanks after it allowed.
  private static func isHeader(_ line: ArraySlice<UInt8>, of name: [UInt8]) -> Bool {
    var line = line
    while let last = line.last, last == 0x20 || last == 0x09 { line = line.dropLast() }
    return line.elementsEqual([UInt8(ascii: "[")] + name + [UInt8(ascii: "]")])
  }

  /// `key=…`, blanks before the `=` allowed.
  private static func isEntry(_ line: ArraySlice<UInt8>, of key: [UInt8]) -> Bool {
    guard line.starts(with: key) else { return false }
    let rest = line.dropFirst(key.count).drop { $0 == 0x20 || $0 == 0x09 }
    return rest.first == UInt8(ascii: "=")
  }

}
