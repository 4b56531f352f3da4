import Foundation
import Testing

/// An Open-Meteo answer in the shape of rain-bar's request, CONSTRUCTED for
/// the trip tests: the hours from the one `now` falls in (Open-Meteo's first
/// hour is the current one, labelled by its start: by rain-bar's convention
/// it covers the hour before), every hour with `chance` unless `chances`
/// says otherwise, 1.2 mm an hour (light rain); minute steps when given (the
/// 15 minutes before each time, as Open-Meteo's `minutely_15`).
enum ConstructedAnswer {
  static func openMeteo(
    latitude: Double, longitude: Double, zone: String, offset: Int, now: Int64, chance: Int = 90,
    chances: [Int] = [], minutes: (first: Int64, millimetres: [Double])? = nil
  ) -> String {
    let first = now / 3600 * 3600
    let hours = (0..<48).map { first + Int64($0) * 3600 }
    let hourChances = hours.indices.map { $0 < chances.count ? chances[$0] : chance }
    let midnight = (now + Int64(offset)) / 86_400 * 86_400 - Int64(offset)
    let days = (0..<7).map { midnight + Int64($0) * 86_400 }
    func list<T>(_ values: [T]) -> String {
      "[" + values.map { "\($0)" }.joined(separator: ",") + "]"
    }
    func same<T>(_ value: T, _ count: Int) -> String { list([T](repeating: value, count: count)) }
    var minutely = ""
    if let minutes {
      let times = minutes.millimetres.indices.map { minutes.first + Int64($0) * 900 }
      minutely = """
        "minutely_15_units":{"time":"unixtime","precipitation":"mm","rain":"mm","snowfall":"cm","weather_code":"wmo code"},\
        "minutely_15":{"time":\(list(times)),"precipitation":\(list(minutes.millimetres)),\
        "rain":\(list(minutes.millimetres)),"snowfall":\(same(0.0, times.count)),\
        "weather_code":\(list(minutes.millimetres.map { $0 > 0 ? 61 : 3 }))},
        """
    }
    return """
      {"latitude":\(latitude),"longitude":\(longitude),"generationtime_ms":0.2,\
      "utc_offset_seconds":\(offset),"timezone":"\(zone)","timezone_abbreviation":"GMT",\
      "elevation":10.0,"current_units":{"time":"unixtime","interval":"seconds"},\
      "current":{"time":\(now / 900 * 900),"interval":900,"temperature_2m":12.0,\
      "apparent_temperature":10.0,"precipitation":0.2,"weather_code":61,"wind_speed_10m":12.0,\
      "is_day":0},\(minutely)"hourly_units":{"time":"unixtime"},\
      "hourly":{"time":\(list(hours)),"temperature_2m":\(same(12.0, 48)),\
      "apparent_temperature":\(same(10.0, 48)),"precipitation_probability":\(list(hourChances)),\
      "precipitation":\(list(hourChances.map { $0 >= 60 ? 1.2 : 0.0 })),\
      "weather_code":\(list(hourChances.map { $0 >= 60 ? 61 : 3 })),\
      "wind_speed_10m":\(same(12.0, 48))},"daily_units":{"time":"unixtime"},\
      "daily":{"time":\(list(days)),"weather_code":\(same(61, 7)),\
      "temperature_2m_max":\(same(15.0, 7)),"temperature_2m_min":\(same(8.0, 7)),\
      "precipitation_sum":\(same(20.0, 7)),"precipitation_probability_max":\(same(90, 7)),\
      "wind_speed_10m_max":\(same(20.0, 7)),"sunrise":\(list(days.map { $0 + 6 * 3600 })),\
      "sunset":\(list(days.map { $0 + 18 * 3600 }))}}
      """
  }
}

/// Trips on the day the clock springs forward, through the built binary on
/// the place's clock (TZ the place's zone, libfaketime started on a time of
/// it) and the system's zoneinfo (issue 48 item 2). The changes of 2026, as
/// `zdump -v` gives them: New York 2026-03-08 07:00 UTC (02:00 EST becomes
/// 03:00 EDT), Santiago 2026-09-06 04:00 UTC (Saturday 24:00 -04 becomes
/// Sunday 01:00 -03), Lord Howe 2026-10-03 15:30 UTC (Sunday 02:00 +1030
/// becomes 02:30 +11), the Azores 2026-03-29 01:00 UTC (Sunday 00:00 -01
/// becomes 01:00 +00). A time the clock skips starts at the first minute that
/// exists; a trip never ends before it starts; its day is its own.
@Suite(.serialized) struct TripDaylightSavingEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
  }

  struct Place: Sendable, CustomTestStringConvertible {
    var name: String
    var zone: String
    var latitude: Double
    var longitude: Double
    /// The offset in force when the forecast is asked (Saturday evening).
    var offset: Int
    var times: String
    /// Saturday evening, UTC, when `trips` runs.
    var saturday: String
    /// The trip as shown ("01:30–03:00"), and its start and end, UTC.
    var shown: String
    var start: String
    var end: String
    var testDescription: String { zone }
  }

  static let places = [
    // 01:30-02:15 said "Sun 01:30–01:15: rain unlikely (0%)".
    Place(
      name: "New York", zone: "America/New_York", latitude: 40.71, longitude: -74.01,
      offset: -18_000, times: "01:30-02:15", saturday: "2026-03-08 04:00:00",
      shown: "01:30–03:00", start: "2026-03-08 06:30:00", end: "2026-03-08 07:00:00"),
    // Sunday's 00:30-01:30 was listed on Saturday at 23:30.
    Place(
      name: "Santiago", zone: "America/Santiago", latitude: -33.45, longitude: -70.67,
      offset: -14_400, times: "00:30-01:30", saturday: "2026-09-06 00:00:00",
      shown: "01:00–01:30", start: "2026-09-06 04:00:00", end: "2026-09-06 04:30:00"),
    // 02:10-02:50 started at 02:40.
    Place(
      name: "Lord Howe", zone: "Australia/Lord_Howe", latitude: -31.55, longitude: 159.08,
      offset: 37_800, times: "02:10-02:50", saturday: "2026-10-03 09:30:00",
      shown: "02:30–02:50", start: "2026-10-03 15:30:00", end: "2026-10-03 15:50:00"),
    // 00:15-00:45, skipped whole, was Saturday 23:15-23:45.
    Place(
      name: "Azores", zone: "Atlantic/Azores", latitude: 37.74, longitude: -25.67,
      offset: -3600, times: "00:15-00:45", saturday: "2026-03-28 21:00:00",
      shown: "01:00–01:30", start: "2026-03-29 01:00:00", end: "2026-03-29 01:30:00"),
  ]

  /// An instant as the place's clock reads it ("YYYY-MM-DD HH:MM:SS"), for
  /// libfaketime under TZ=zone.
  static func onTheClock(of zone: String, _ date: Date) throws -> String {
    let format = DateFormatter()
    format.locale = Locale(identifier: "en_US_POSIX")
    format.dateFormat = "yyyy-MM-dd HH:mm:ss"
    format.timeZone = try #require(TimeZone(identifier: zone))
    return format.string(from: date)
  }

  static func unix(_ utc: String) -> Int64 { Int64(TestClock.date(utc).timeIntervalSince1970) }

  @Test(arguments: places)
  func aTripOnTheSpringForwardDay(_ place: Place) throws {
    try sandbox.writeConfig(
      """
      [rain-bar]
      location=\(place.name)
      threshold=95

      [location \(place.name)]
      latitude=\(place.latitude)
      longitude=\(place.longitude)
      timezone=\(place.zone)

      [trip night]
      days=Sun
      times=\(place.times)
      threshold=60
      """)
    try server.setDefault(
      .init(
        body: ConstructedAnswer.openMeteo(
          latitude: place.latitude, longitude: place.longitude, zone: place.zone,
          offset: place.offset, now: Self.unix(place.saturday))))
    let clock = ["TZ": place.zone]
    let saturday = try Self.onTheClock(of: place.zone, TestClock.date(place.saturday))
    let from = String(place.shown.prefix(5))
    let list = try sandbox.run(["trips"], at: saturday, extra: clock, expect: 0)
    #expect(list.stdout == "night Sun \(place.shown): 90%, light rain from \(from)\n")
    #expect(list.stderr == "")
    let json = try sandbox.run(["trips", "--json"], at: saturday, extra: clock, expect: 0)
    let (start, end) = (Self.unix(place.start), Self.unix(place.end))
    #expect(
      json.stdout
        == #"[{"trip":"night","location":"\#(place.name)","start":\#(start),"end":\#(end),"chance":90,"likely":true,"rain_from":\#(start)}]"#
        + "\n")
    // 20 minutes before it starts: the notification, with the trip's own times.
    let before = try Self.onTheClock(
      of: place.zone, TestClock.date(place.start).addingTimeInterval(-1200))
    let alert = try sandbox.run(["alert", "--dry-run"], at: before, extra: clock, expect: 0)
    #expect(
      alert.stdout.hasPrefix(
        "\(place.name): would send: Rain likely on night \(place.shown) — 90%, light rain from \(from) [icon weather-storm, urgency normal]\n"
      ), "\(alert.stdout)")
  }
}

/// A trip under way judged by what is left of it: minutes where they reach,
/// the hours beyond, never a time that has passed (issue 47 item 3, issue 48
/// item 3), notified on a real session bus; and the trips listed when no
/// forecast can be had (issue 48 item 5).
@Suite(.serialized) struct TripUnderWayEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  let bus: NotificationBus

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox()
    bus = try NotificationBus(directory: sandbox.home + "/runtime")
    sandbox.environment["RAIN_BAR_OPEN_METEO_URL"] = server.url
    sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
  }

  /// Berlin, rain alerts at 95% only (so only trips notify), and `trips`.
  func configure(_ trips: String, rain: String = "") throws {
    try sandbox.writeConfig(
      """
      [rain-bar]
      location=Berlin
      threshold=95
      \(rain)

      [location Berlin]
      latitude=52.52
      longitude=13.41
      timezone=Europe/Berlin

      \(trips)
      """)
  }

  static func at(_ time: String) -> String { "2026-11-30 \(time):00" }
  static func unix(_ time: String) -> Int64 {
    Int64(TestClock.date(at(time)).timeIntervalSince1970)
  }

  /// 08:20 in Berlin (07:20 UTC), a trip since 06:30, before the first hour
  /// of the forecast, under 90% everywhere: it said "no forecast yet" and no
  /// notification came.
  @Test func aTripThatBeganBeforeTheForecastsFirstHour() throws {
    try configure("[trip long]\ndays=Mon-Fri\ntimes=06:30-09:00\nthreshold=60")
    try server.setDefault(
      .init(
        body: ConstructedAnswer.openMeteo(
          latitude: 52.52, longitude: 13.41, zone: "Europe/Berlin", offset: 3600,
          now: Self.unix("07:20"))))
    let list = try sandbox.run(["trips"], at: Self.at("07:20"), expect: 0)
    #expect(list.stdout.hasPrefix("long Mon 06:30–09:00: 90%, light rain now\n"), "\(list.stdout)")
    _ = try sandbox.run(["alert"], at: Self.at("07:21"), expect: 0)
    #expect(
      try bus.calls() == [
        .init(
          app: "rain-bar", replaces_id: 0, icon: "weather-storm",
          summary: "Rain likely on long 06:30–09:00", body: "90%, light rain now", urgency: 1)
      ])
  }

  /// 08:45 in Berlin (07:45 UTC): the hour 08:00-09:00 says 80%, the minutes
  /// from now are dry until 09:15. The walk 08:30-09:00 is dry for what is
  /// left of it (it was sent "80%, light rain from 08:30"); the one until
  /// 09:30 is told of the rain from 09:15.
  @Test func whatIsLeftOfATripByTheMinutes() throws {
    try configure(
      """
      [trip walk]
      days=Mon-Fri
      times=08:30-09:00
      threshold=60

      [trip long walk]
      days=Mon-Fri
      times=08:30-09:30
      threshold=60
      """, rain: "alert-lead=5")
    let now = Self.unix("07:45")
    try server.setDefault(
      .init(
        body: ConstructedAnswer.openMeteo(
          latitude: 52.52, longitude: 13.41, zone: "Europe/Berlin", offset: 3600, now: now,
          chance: 80, chances: [0],
          minutes: (now + 900, [0, 0, 0.3, 0.3, 0.3, 0.3, 0, 0, 0, 0]))))
    let list = try sandbox.run(["trips"], at: Self.at("07:45"), expect: 0)
    let lines = list.stdout.split(separator: "\n").map(String.init)
    #expect(
      Array(lines.prefix(2)) == [
        "long walk Mon 08:30–09:30: 100%, light rain from 09:15",
        "walk Mon 08:30–09:00: rain unlikely (0%)",
      ])
    _ = try sandbox.run(["alert"], at: Self.at("07:45"), expect: 0)
    #expect(
      try bus.calls() == [
        .init(
          app: "rain-bar", replaces_id: 0, icon: "weather-storm",
          summary: "Rain likely on long walk 08:30–09:30", body: "100%, light rain from 09:15",
          urgency: 1)
      ])
  }

  /// Offline with nothing cached: the trips of the next 3 days are listed,
  /// each with no forecast, and why (it said "No trips in the next 3 days."
  /// and `[]`); the run still fails.
  @Test func theTripsAreListedWithoutAForecast() throws {
    try configure(
      "[trip walk]\ndays=Mon-Fri\ntimes=16:00-16:40\n\n[trip night]\ndays=Mon\ntimes=23:00-23:40")
    let closed = try FreePort.find()
    let offline = ["RAIN_BAR_OPEN_METEO_URL": "http://127.0.0.1:\(closed)/v1/forecast"]
    let reason = "Cannot connect to 127.0.0.1:\(closed) (offline, or the service is down)."
    let list = try sandbox.run(["trips"], at: Self.at("12:15"), extra: offline, expect: 1)
    #expect(
      list.stdout == """
        walk Mon 16:00–16:40: no forecast yet
        night Mon 23:00–23:40: no forecast yet
        walk Tue 16:00–16:40: no forecast yet
        walk Wed 16:00–16:40: no forecast yet

        """)
    #expect(list.stderr == "Error: Berlin: \(reason)\n")
    try sandbox.clearCache()
    let json = try sandbox.run(
      ["trips", "--json"], at: Self.at("12:15"), extra: offline, expect: 1)
    let walk = Self.unix("15:00")
    #expect(
      json.stdout.hasPrefix(
        #"[{"trip":"walk","location":"Berlin","start":\#(walk),"end":\#(walk + 2400),"chance":null,"likely":false,"rain_from":null,"error":"\#(reason)"},"#
      ), "\(json.stdout)")
    #expect(json.stdout.components(separatedBy: #""error":"#).count == 5)
    // The reason is the one the forecast and the tooltip give.
    let forecast = try sandbox.run(["forecast"], at: Self.at("12:15"), extra: offline, expect: 1)
    #expect(forecast.stderr.hasPrefix("Error: Cannot connect to 127.0.0.1:\(closed) (offline"))
  }
}
