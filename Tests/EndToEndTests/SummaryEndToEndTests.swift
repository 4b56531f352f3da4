import Foundation
import TestTiming
import Testing

/// The morning and evening summary (`summary=07:30,20:00`) on a real
/// session bus (python3-dbusmock's notification daemon), in English and in
/// Arabic: one notification at each time, however often alert and bars run.
@Suite(.serialized) struct SummaryEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  let bus: NotificationBus

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox()
    bus = try NotificationBus(directory: sandbox.home + "/runtime")
    sandbox.environment["RAIN_BAR_OPEN_METEO_URL"] = server.url
    sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
    try server.setDefault(.init(file: ShowEndToEndTests.berlin))
  }

  func config(language: String? = nil, times: String = "07:30,20:00") throws {
    try sandbox.writeConfig(
      """
      [rain-bar]
      location=Berlin
      summary=\(times)
      \(language.map { "language=\($0)" } ?? "")

      [location Berlin]
      latitude=52.52
      longitude=13.41
      """)
  }

  /// Runs at these UTC times of 30 November and 1 December (Berlin is UTC+1).
  func run(_ times: [String]) throws {
    for (index, time) in times.enumerated() {
      let run = try sandbox.run(index % 2 == 0 ? ["alert"] : ["--notify"], at: time, expect: 0)
      #expect(run.stderr == "", "\(time): \(run.stderr)")
    }
  }

  @Test func eveningThenMorningOnceEach() throws {
    try config()
    try run([
      "2026-11-30 18:55:00", "2026-11-30 19:00:00", "2026-11-30 19:10:00", "2026-11-30 19:40:00",
      "2026-12-01 06:35:00", "2026-12-01 06:50:00",
    ])
    // 20:00 in Berlin: tomorrow's; 07:35 the next morning: the rest of today.
    #expect(
      try bus.calls() == [
        .init(
          app: "rain-bar", replaces_id: 0, icon: "weather-showers", summary: "Tomorrow in Berlin",
          body:
            "Rain 17:00–20:00: up to 70%, 2.7 mm.\nTemperature 5°C to 10°C.\nWind up to 20 km/h.",
          urgency: 0),
        .init(
          app: "rain-bar", replaces_id: 0, icon: "weather-showers", summary: "Today in Berlin",
          body:
            "Rain 17:00–20:00: up to 70%, 2.7 mm.\nTemperature 5°C to 8°C.\nWind up to 20 km/h.",
          urgency: 0),
      ])
  }

  /// `watch --notify` wakes at a summary's minute: 20:01 in Berlin is
  /// neither the top of an hour nor a renewal of the forecast (fetched at
  /// 20:00:57, fresh for 10 minutes), and the summary comes at once.
  @Test func watchSendsItAtItsMinute() throws {
    try config(times: "20:01")
    let watch = try Watching(sandbox, ["--notify"], at: "2026-11-30 19:00:57")
    #expect(watch.waitForLine { !$0.isEmpty } != nil, "\(watch.lines) \(watch.stderr)")
    try NotificationBus.wait { (try? bus.calls().count) == 1 }
    #expect(try bus.calls().map(\.summary) == ["Tomorrow in Berlin"])
    #expect(try server.requests().count == 1)
    #expect(watch.stderr.isEmpty)
  }

  @Test func inArabic() throws {
    try config(language: "ar")
    try run(["2026-11-30 19:00:00", "2026-11-30 19:10:00"])
    // The place's name and the values isolated (U+2068 ... U+2069) in the
    // right-to-left sentences.
    let (open, close) = ("\u{2068}", "\u{2069}")
    #expect(
      try bus.calls() == [
        .init(
          app: "rain-bar", replaces_id: 0, icon: "weather-showers",
          summary: "غدًا في \(open)Berlin\(close)",
          body: """
            مطر \(open)17:00\(close)–\(open)20:00\(close): حتى \(open)70%\(close)، 2.7 مم.
            درجة الحرارة من \(open)5°C\(close) إلى \(open)10°C\(close).
            رياح تصل إلى 20 كم/س.
            """, urgency: 0)
      ])
  }
}
