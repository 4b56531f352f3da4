import Foundation

enum Paths {
  /// The package root, from this file's place in it.
  static let root: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.path
  }()

  static let fixtures = root + "/Tests/Fixtures"

  /// The version in the file VERSION, the one source of it.
  static let version: String = {
    let text = (try? String(contentsOfFile: root + "/VERSION", encoding: .utf8)) ?? ""
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
  }()

  /// The rain-bar binary built next to the test bundle, or RAIN_BAR_BINARY.
  static let binary: String = {
    if let path = ProcessInfo.processInfo.environment["RAIN_BAR_BINARY"] { return path }
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for candidate in [
      bundle, Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
    ] {
      let path = candidate.appendingPathComponent("rain-bar").path
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return root + "/.build/debug/rain-bar"
  }()
}
