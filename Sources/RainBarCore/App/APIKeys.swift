import RainBarEngine
import RainBarFeatures
import RainBarModel

/// Where a service's API key comes from, in this order: its variable (when not
/// empty), its key file, or the config file (refused when others can read it).
/// Keys are never printed or cached; `doctor` shows only the source.
struct APIKeys {
  var app: RainBar

  enum Source: Equatable {
    case variable(String)
    case keyFile(String)
    case configFile(String)

    var description: String {
      switch self {
      case .variable(let name): return name
      case .keyFile(let path): return "key file \(path)"
      case .configFile(let path): return "the config file \(path)"
      }
    }
  }

  func find(_ spec: APIKeySpec, options: RunOptions) throws(RainBarError) -> (
    key: String, source: Source
  ) {
    if let key = options.variable(spec.variable).map(Self.trimmed), !key.isEmpty {
      return (key, .variable(spec.variable))
    }
    let files = app.dependencies.fileSystem
    let fileKey = spec.file.spec.configKey ?? spec.file.spec.name
    if let path = options.value(spec.file) {
      // A regular file of a few bytes: a FIFO would hang the run, /dev/zero fill memory.
      let bytes: [UInt8]?
      do {
        bytes = try files.readRegularFile(path, limit: Self.keyFileLimit)
      } catch {
        throw .apiKey(tr("The key file %s (%s) cannot be read: %s.", path, fileKey, error.reason))
      }
      guard let bytes, let text = String(validating: bytes, as: UTF8.self)
      else { throw .apiKey(tr("The key file %s (%s) cannot be read.", path, fileKey)) }
      let key = Self.trimmed(text)
      guard !key.isEmpty else { throw .apiKey(tr("The key file %s is empty.", path)) }
      return (key, .keyFile(path))
    }
    let config = app.dependencies.paths.configFile
    if let key = options.value(spec.inline).map(Self.trimmed), !key.isEmpty {
      if let mode = files.mode(config), mode & 0o077 != 0 {
        throw .apiKey(
          tr(
            "The config file %1$s holds an API key but others can read it; run 'chmod 600 %1$s', or move the key to a key file.",
            config)
        )
      }
      return (key, .configFile(config))
    }
    let inlineKey = spec.inline.spec.configKey ?? spec.inline.spec.name
    throw .apiKey(
      "\(spec.displayName) needs an API key: set \(spec.variable), or \(fileKey)= (or \(inlineKey)=) in the config."
    )
  }

  /// A key is tens of bytes; a key file larger than this is not one.
  static let keyFileLimit = 4096

  /// Without the spaces and line breaks around it (a key file ends with a newline).
  static func trimmed(_ text: String) -> String {
    var key = Substring(text)
    while key.first?.isWhitespace == true { key = key.dropFirst() }
    while key.last?.isWhitespace == true { key = key.dropLast() }
    return String(key)
  }
}
