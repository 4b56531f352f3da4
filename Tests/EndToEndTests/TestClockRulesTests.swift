import Foundation
import TestTiming
import Testing

/// The rules of `TestClock`, checked: the end-to-end tests take a time of day
/// only from it, and the processes they start run on its world clock.
@Suite struct TestClockRulesTests {
  /// Calls that read the real clock. A test that puts such a time into the
  /// world while the binary runs at a fixed date breaks on the day the real
  /// clock passes that date (as `leftoversOfKilledRunsAreRemoved` did on
  /// 2026-11-30); durations come from `Stopwatch` and `Deadline`.
  static let realClock = try? NSRegularExpression(
    pattern:
      #"(?<![A-Za-z0-9_])(Date\(\)|Date\(timeIntervalSinceNow|Date\.now|time\(nil\)|gettimeofday)|\.timeIntervalSinceNow"#
  )

  static func readsRealClock(_ line: String) -> Bool {
    let range = NSRange(line.startIndex..., in: line)
    return realClock?.firstMatch(in: line, range: range) != nil
  }

  @Test func theRuleFindsWhatItLooksFor() {
    #expect(Self.realClock != nil)
    #expect(Self.readsRealClock("let old = Date(timeIntervalSinceNow: -3600)"))
    #expect(Self.readsRealClock("x = Date()"))
    #expect(Self.readsRealClock("let age = written.timeIntervalSinceNow"))
    #expect(!Self.readsRealClock("@Test func committedFilesAreUpToDate() throws {"))
  }

  @Test func endToEndTestsReadNoRealClock() throws {
    let directory = Paths.root + "/Tests/EndToEndTests"
    let files = try FileManager.default.subpathsOfDirectory(atPath: directory)
      .filter {
        $0.hasSuffix(".swift") && !$0.hasSuffix("TestClock.swift")
          && !$0.hasSuffix("TestClockRulesTests.swift")
      }
    #expect(files.count > 30)
    var found: [String] = []
    for file in files {
      let text = try String(contentsOfFile: directory + "/" + file, encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      where Self.readsRealClock(String(line))
        && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
      {
        found.append("\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
      }
    }
    #expect(found == [], "\(found.joined(separator: "\n"))")
  }

  /// A process started with a sandbox's environment (and no fixed date) runs
  /// on the world clock, whatever the shift.
  @Test func processesRunOnTheWorldClock() throws {
    let sandbox = try Sandbox()
    let run = try runProcess(
      "/bin/sh", ["-c", "exec /bin/date +%s"], environment: sandbox.environment, expect: 0)
    let seconds = try #require(Double(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(abs(seconds - TestClock.now().timeIntervalSince1970) < 60, "date said \(seconds)")
  }

  /// At a fixed date, the clock starts there.
  @Test func aFixedDateStartsTheClockThere() throws {
    let sandbox = try Sandbox()
    let run = try runProcess(
      "/bin/sh", ["-c", "exec /bin/date -u '+%Y-%m-%d %H:%M'"],
      environment: sandbox.environment.merging(
        TestClock.environment(at: ShowEndToEndTests.berlinNow)
      ) { $1 }, expect: 0)
    #expect(run.stdout == "2026-11-30 12:15\n")
    #expect(TestClock.date(ShowEndToEndTests.berlinNow).timeIntervalSince1970 == 1_796_040_900)
  }
}
