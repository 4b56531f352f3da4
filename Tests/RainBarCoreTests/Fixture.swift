import Foundation

@testable import RainBarCore

enum Fixture {
  static let directory: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path + "/Tests/Fixtures"
  }()

  static func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name)))
  }

  static func openMeteo(_ name: String, status: Int = 200) throws -> HTTPResponse {
    HTTPResponse(status: status, body: try bytes("open-meteo/" + name))
  }

  static func names(in folder: String, prefix: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory + "/" + folder)) ?? [])
      .filter { $0.hasPrefix(prefix) }.sorted()
  }
}
