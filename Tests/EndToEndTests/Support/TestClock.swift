import Foundation
import TestTiming

/// The two clocks of the end-to-end tests, and the only place a test takes a
/// time of day from.
///
/// A process a test starts runs either at a fixed date (its clock starts there
/// through libfaketime, so that it agrees with the fixtures), or on the world
/// clock: the real clock moved by `RAIN_BAR_TEST_CLOCK_SHIFT_DAYS` days (0
/// unless set). Times a test puts into the world (a file's time, a cache
/// entry's fetch time) come from the date the binary under test runs at, or
/// from `now()`; durations come from `Stopwatch`.
///
/// Moving the world clock moves every fixed date the other way relative to all
/// else a test touches (the fixture server, the proxy, the runs without a fixed
/// date, the test's own `now()`). `scripts/test` runs the end-to-end tests once
/// more with a shift, so a test that mixes the two clocks fails on any day, not
/// on the day its fixed date falls behind the real one. (The test runner itself
/// cannot run under libfaketime: Foundation's Process hangs there.)
enum TestClock {
  /// Days the world clock is off the real one.
  static let shiftDays: Int = {
    let text = ProcessInfo.processInfo.environment["RAIN_BAR_TEST_CLOCK_SHIFT_DAYS"] ?? "0"
    return Int(text.trimmingCharacters(in: .whitespaces)) ?? 0
  }()

  /// Now on the world clock.
  static func now() -> Date {
    Date().addingTimeInterval(Double(shiftDays) * 86_400)
  }

  /// A fixed UTC date, "YYYY-MM-DD HH:MM:SS" (as `at:` takes it).
  static func date(_ fixed: String) -> Date {
    var parts = fixed.split(whereSeparator: { "- :".contains($0) }).compactMap { Int($0) }
    while parts.count < 6 { parts.append(0) }
    var components = DateComponents()
    components.timeZone = TimeZone(identifier: "UTC")
    (components.year, components.month, components.day) = (parts[0], parts[1], parts[2])
    (components.hour, components.minute, components.second) = (parts[3], parts[4], parts[5])
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar.date(from: components) ?? Date(timeIntervalSince1970: 0)
  }

  /// The environment that puts a process on a clock: started at `fixed`
  /// ("YYYY-MM-DD HH:MM:SS" UTC, optionally followed by a libfaketime rate such
  /// as " x60"), or on the world clock. Empty for the real clock.
  static func environment(at fixed: String?) -> [String: String] {
    if let fixed { return ["LD_PRELOAD": libfaketime, "FAKETIME": "@" + fixed] }
    guard shiftDays != 0 else { return [:] }
    return ["LD_PRELOAD": libfaketime, "FAKETIME": (shiftDays > 0 ? "+" : "") + "\(shiftDays)d"]
  }

  /// libfaketime, preloaded into the process itself (the `faketime` command
  /// forks, so a signal to it would not reach rain-bar).
  static let libfaketime: String = {
    let base = "/usr/lib"
    let triples = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
    for triple in triples {
      let path = "\(base)/\(triple)/faketime/libfaketime.so.1"
      if FileManager.default.fileExists(atPath: path) { return path }
    }
    return "\(base)/faketime/libfaketime.so.1"
  }()
}
