import RainBarEngine
import RainBarModel

extension Options {
  public static let summary = Option<String?>(
    "summary", value: "HH:MM,HH:MM", places: .configFile, default: nil,
    help:
      "Send the day's summary at these times on the place's clock: before noon today's, from noon tomorrow's (default: off)",
    read: { text in
      SummaryTimes(text) == nil
        ? .invalid(InvalidValue(": give one or two times, e.g. 07:30,20:00."))
        : .value(Optional(text))
    })
}

/// `summary=07:30,20:00`: one or two distinct times of day (`H:MM` or
/// `HH:MM`), as minutes after local midnight.
public struct SummaryTimes: Equatable, Sendable {
  public var minutes: [Int]

  public init?(_ text: String) {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count) else { return nil }
    var minutes: [Int] = []
    for part in parts {
      guard let time = QuietHours.minutes(part), !minutes.contains(time) else { return nil }
      minutes.append(time)
    }
    self.minutes = minutes
  }
}

/// The morning and evening summary (`summary=07:30,20:00`), pure. One
/// notification at each time on the place's clock, sent by the first run at
/// or after it (cron, a timer, a bar, watch), at most once a day each, and
/// skipped when that run is more than 2 hours late (a machine asleep at
/// 07:30 that wakes at 08:10 sends it; at 10:00 it does not). A time the
/// clock skips on a daylight-saving day is due when the clock jumps past
/// it; one it reads twice, at the first reading, and sent once (the day is
/// recorded). A time before noon sums up the rest of its day, one from
/// noon the next day: warnings in force or coming, the rain windows with
/// their chance and amount, the lowest and highest temperature, the
/// strongest gusts, the UV index's peak when it reaches 3, and in the
/// evening the rain that fell today; at most 6 lines.
/// Quiet hours never hold it back (the user chose the time); a snooze does.
public struct DailySummary: AlertFamily {
  public static let name = "summary"
  public var times: [Int]
  /// The chance of rain that makes a rain window (`threshold`).
  public var threshold: Double
  public var units: Units
  public var clock: ClockStyle
  /// The latest a run may send a summary after its time.
  public static let lateness: Int64 = 7200

  public init(times: [Int], threshold: Double, units: Units, clock: ClockStyle) {
    self.times = times
    self.threshold = threshold
    self.units = units
    self.clock = clock
  }

  public static func make(_ context: AlertContext) -> (any AlertFamily)? {
    guard let times = context.text(Options.summary).flatMap(SummaryTimes.init) else { return nil }
    return DailySummary(
      times: times.minutes, threshold: context.alerts.threshold, units: context.units,
      clock: context.clock)
  }

  /// The evening summary's line on today's rain reads what fell before the
  /// forecast's first hour.
  public var needs: ForecastNeeds {
    ForecastNeeds(
      times.contains { $0 >= 720 }
        ? [.uvHourly, .gustsHourly, .rainToday] : [.uvHourly, .gustsHourly])
  }

  /// Its state, `AlertState.summaries`: per time ("07:30"), the local day it
  /// was last sent for.
  public func decide(_ input: AlertInput, state: AlertState) -> AlertDecision {
    let now = input.seconds
    let today = input.zone.day(now)
    var sends: [AlertSend] = []
    for minutes in times {
      let slot = Self.text(minutes)
      for day in [today - 1, today, today + 1] {
        let due = TripOccurrence.local(day: day, minutes: minutes, zone: input.zone)
        guard due <= now, now - due < Self.lateness,
          (state.summaries?[slot]).map({ $0 < day }) ?? true
        else { continue }
        let notification = self.notification(
          input, day: minutes < 720 ? day : day + 1, from: minutes < 720 ? now : nil)
        sends.append(
          AlertSend(notification, ignoresQuietHours: true) { kept, _ in
            var sent = kept.summaries ?? [:]
            sent[slot] = day
            kept.summaries = sent
          })
      }
    }
    let next = nextCheck(after: now, zone: input.zone)
    let reason = next.map { tr("next summary at %s", clock.time($0, in: input.zone)) } ?? ""
    return AlertDecision(sends: sends, state: state, reason: reason)
  }

  /// The next of its times after `now` (the day after's, when today's have passed).
  public func nextCheck(after now: Int64, zone: TimeZoneRules) -> Int64? {
    let today = zone.day(now)
    return times.flatMap { minutes in
      [today, today + 1].map { TripOccurrence.local(day: $0, minutes: minutes, zone: zone) }
    }.filter { $0 > now }.min()
  }

  /// "07:30": the key of a time in the state.
  static func text(_ minutes: Int) -> String {
    let (hour, minute) = (minutes / 60, minutes % 60)
    return (hour < 10 ? "0" : "") + String(hour) + (minute < 10 ? ":0" : ":") + String(minute)
  }

  /// "Today in Berlin" (the rest of `day`, from `from`) or "Tomorrow in
  /// Berlin" (all of it); at most 6 lines.
  func notification(_ input: AlertInput, day: Int, from: Int64?) -> RainNotification {
    let zone = input.zone
    let start = zone.start(ofDay: day)
    let end = zone.start(ofDay: day + 1)
    let hourly = input.forecast.hourly
    let hours = hourly.time.indices.filter {
      hourly.hourStart($0) >= start && hourly.hourStart($0) < end
        && hourly.time[$0] > (from ?? start)
    }
    // The warnings first (at most 2), as the warnings' notifications write them.
    let warnings = WarningLines(
      warnings: nil, active: [], now: input.now, zone: zone, clock: clock, icons: .emoji)
    let after = from ?? start
    var lines = (input.warnings?.warnings ?? []).filter {
      $0.isActive(at: after, ahead: end - after)
    }.prefix(2).map(warnings.line)
    lines += rain(hourly, hours, zone: zone)
    let temperatures = hours.compactMap { hourly.temperature[$0] }
    if let low = temperatures.min(), let high = temperatures.max() {
      lines.append(tr("Temperature %s to %s.", units.temperature(low), units.temperature(high)))
    }
    let gusts = hours.compactMap { $0 < hourly.windGusts.count ? hourly.windGusts[$0] : nil }
    if let gust = gusts.max() {
      lines.append(tr("Gusts up to %s.", units.wind(gust)))
    } else if let wind = hours.compactMap({ hourly.windSpeed[$0] }).max() {
      lines.append(tr("Wind up to %s.", units.wind(wind)))
    }
    let uv = hours.filter { $0 < hourly.uvIndex.count && hourly.uvIndex[$0] != nil }
    if let peak = uv.max(by: { (hourly.uvIndex[$0] ?? 0) < (hourly.uvIndex[$1] ?? 0) }),
      let index = hourly.uvIndex[peak], index.rounded() >= 3
    {
      lines.append(
        tr(
          "UV index up to %s at %s.", UVIndex.text(index),
          clock.time(hourly.hourStart(peak), in: zone)))
    }
    // The evening's last line, the first cut when there are more than 6:
    // what fell today (the morning's would be a few night hours).
    if from == nil,
      let fallen = input.forecast.pastRain?.total(
        from: zone.start(ofDay: day - 1), to: min(input.seconds, start), hourly: hourly),
      fallen >= 0.05
    {
      lines.append(tr("Rain so far today: %s.", units.precipitation(fallen)))
    }
    let wet = hours.contains { (hourly.precipitationProbability[$0] ?? 0) >= threshold }
    return RainNotification(
      summary: from == nil ? tr("Tomorrow in %s", input.place) : tr("Today in %s", input.place),
      body: lines.prefix(6).joined(separator: "\n"),
      icon: wet ? "weather-showers" : "weather-clear", urgency: .low)
  }

  /// "Rain 14:00–18:00: up to 80%, 3.2 mm." for each window of hours whose
  /// chance reaches the threshold (the first two), or "No rain likely (at
  /// most 20%)."
  func rain(_ hourly: HourlySeries, _ hours: [Int], zone: TimeZoneRules) -> [String] {
    var windows: [[Int]] = []
    for i in hours where (hourly.precipitationProbability[i] ?? 0) >= threshold {
      if let last = windows.last?.last, last == i - 1 {
        windows[windows.count - 1].append(i)
      } else {
        windows.append([i])
      }
    }
    guard !windows.isEmpty else {
      let most = hours.compactMap { hourly.precipitationProbability[$0] }.max()
      return most.map { [tr("No rain likely (at most %s).", Percent.text($0))] } ?? []
    }
    return windows.prefix(2).map { window in
      let from = clock.time(hourly.hourStart(window[0]), in: zone)
      let until = clock.time(hourly.time[window[window.count - 1]], in: zone)
      let chance = Percent.text(
        window.compactMap { hourly.precipitationProbability[$0] }.max() ?? 0)
      let amount = window.compactMap { hourly.precipitation[$0] }.reduce(0, +)
      return amount > 0
        ? tr("Rain %s–%s: up to %s, %s.", from, until, chance, units.precipitation(amount))
        : tr("Rain %s–%s: up to %s.", from, until, chance)
    }
  }
}
