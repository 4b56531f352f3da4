/// The hourly convention, in one place: an hourly entry's precipitation and
/// probability cover the hour that *ends* at its time (Open-Meteo's "preceding
/// hour"); its instantaneous values (temperature, feels-like, wind) are those
/// at the hour's start, the time shown for it (`HourlySeries.hourStart`).
/// "Now" is the entry whose hour contains the current time; "ahead" is
/// every entry whose hour overlaps the next N hours. Times are Unix seconds.
public enum HourlyConvention {
  /// Seconds in an hour.
  public static let length: Int64 = 3600

  /// When the hour an entry covers begins.
  public static func start(ofHourEnding time: Int64) -> Int64 { time - length }

  /// The middle of the hour an entry covers.
  public static func middle(ofHourEnding time: Int64) -> Int64 { time - length / 2 }

  /// The entry's time for an hour a provider labels by its start (used while
  /// decoding, before the times are judged: it saturates instead of trapping).
  public static func time(ofHourStarting start: Int64) -> Int64 { start.adding(saturating: length) }

  /// The hour ending at `time` contains `now` (its start included, its end not).
  public static func contains(hourEnding time: Int64, _ now: Int64) -> Bool {
    time > now && start(ofHourEnding: time) <= now
  }

  /// The hour ending at `time` overlaps (now, now + hours].
  public static func overlaps(hourEnding time: Int64, from now: Int64, hours: Int) -> Bool {
    time > now && start(ofHourEnding: time) < now + Int64(hours) * length
  }

  /// The index of the entry whose hour contains `now`.
  public static func current(in hourly: HourlySeries, at now: Int64) -> Int? {
    hourly.time.firstIndex { contains(hourEnding: $0, now) }
  }

  /// Indices of the entries whose hour overlaps (now, now + hours].
  public static func ahead(in hourly: HourlySeries, from now: Int64, hours: Int) -> [Int] {
    hourly.time.indices.filter { overlaps(hourEnding: hourly.time[$0], from: now, hours: hours) }
  }

  /// Indices of the entries whose hour has not ended at `now`, in order (table rows).
  public static func unended(in hourly: HourlySeries, at now: Int64) -> [Int] {
    hourly.time.indices.filter { hourly.time[$0] > now }
  }
}

extension HourlySeries {
  /// When the hour entry `index` covers begins (what tables and messages show).
  public func hourStart(_ index: Int) -> Int64 {
    HourlyConvention.start(ofHourEnding: time[index])
  }
}
