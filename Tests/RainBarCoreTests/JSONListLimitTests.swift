import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// Hostile answers are refused by the length of their lists before anything
/// is decoded (`Plausible.maxListEntries`).
@Suite struct JSONListLimitTests {
  static func list(_ count: Int) -> String {
    "[" + Array(repeating: "1", count: count).joined(separator: ",") + "]"
  }

  static let cases: [(String, Bool)] = {
    let long = list(5_001)
    let nested: String = "{\"a\":{\"b\":[" + long + "]}}"
    let short: String = "{\"a\":" + list(3) + ",\"b\":" + list(5_000) + "}"
    return [
      (list(5_000), false), (long, true), (nested, true), (short, false), ("[]", false),
      // Not JSON: not refused here (the provider's reader says malformed).
      ("[1,2,", false), ("<html>", false),
    ]
  }()

  @Test(arguments: cases)
  func longListsAreFound(document: String, refused: Bool) {
    #expect(
      JSONScanner.hasArray(longerThan: Plausible.maxListEntries, in: Array(document.utf8))
        == refused)
    #expect((Plausible.problem(inAnswer: Array(document.utf8)) != nil) == refused)
  }

  @Test func theProblemNamesTheLimit() {
    #expect(
      Plausible.problem(inAnswer: Array(Self.list(6_000).utf8))
        == "a list of more than 5000 entries")
  }

  @Test func aPlaceAnswerIsReadUpToTwoMebibytesAndACountryFeedToEight() {
    #expect(HTTPRequest(url: "http://x/", timeout: 1).maxBodyBytes == 2 << 20)
    let feed = MeteoAlarmSource.feedRequest(
      baseURL: "http://x/", country: "HR", userAgent: "t", timeout: 1)
    #expect(feed.maxBodyBytes == 8 << 20)
  }
}
