import Foundation
import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

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

  /// A zone's rules from the copy of tzdata's file under Fixtures/zoneinfo.
  static func zone(_ name: String, folder: String = "zoneinfo") throws -> TimeZoneRules {
    try #require(TimeZoneRules(tzif: try bytes(folder + "/" + name), name: name))
  }

  /// Europe/Berlin, from tzdata 2025b.
  static var berlin: TimeZoneRules {
    get throws { try zone("Europe/Berlin") }
  }

  static func names(in folder: String, prefix: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory + "/" + folder)) ?? [])
      .filter { $0.hasPrefix(prefix) }.sorted()
  }
}
