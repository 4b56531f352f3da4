/// The precipitation that fell before the forecast's first hour (mm), as the
/// provider gives it: Open-Meteo's hours since its midnight, Pirate
/// Weather's amount since midnight (`currentDayLiquid`, `currentDayIce`).
/// Kept beside the forward series, never in it: what reads the forecast
/// from now on does not see it. Spans follow each other: the first runs
/// from `start` to `end[0]`, each next one from the previous end to its own.
public struct PastRain: Equatable, Sendable {
  public var start: Int64
  public package(set) var end: [Int64]
  public package(set) var amount: [Double?]

  /// `amount` is padded with nil or cut to `end`'s length.
  public init(start: Int64, end: [Int64], amount: [Double?]) {
    self.start = start
    self.end = end
    self.amount = (0..<end.count).map { $0 < amount.count ? amount[$0] : nil }
  }

  /// Open-Meteo's hours that ended by `cut` (the forward series' first
  /// time), from its answer's first hour: nil when none did.
  public static func hours(before cut: Int64, in hourly: HourlySeries) -> PastRain? {
    let count = hourly.time.firstIndex { $0 >= cut } ?? hourly.count
    guard count > 0 else { return nil }
    return PastRain(
      start: hourly.hourStart(0), end: Array(hourly.time.prefix(count)),
      amount: Array(hourly.precipitation.prefix(count)))
  }

  /// What fell from `dayStart` to `now`: these spans, then the forward
  /// hours that have ended (an hour begun before the last span's end counts
  /// for its part after it). Nil when the spans do not reach back to
  /// `dayStart` or leave a gap, when one straddles `dayStart` (a provider's
  /// midnight that is not the place's), or when an amount counted is unknown.
  public func total(from dayStart: Int64, to now: Int64, hourly: HourlySeries) -> Double? {
    guard start <= dayStart else { return nil }
    var total = 0.0
    var reach: Int64?
    func add(_ from: Int64, _ to: Int64, _ amount: Double?) -> Bool {
      guard to > dayStart else { return true }
      guard from >= dayStart else { return false }
      guard to <= now else { return true }
      var part = 1.0
      if let reached = reach {
        if to <= reached { return true }
        if from > reached { return false }
        part = Double(to - reached) / Double(to - from)
      } else if from != dayStart {
        return false
      }
      guard let amount else { return false }
      total += amount * part
      reach = to
      return true
    }
    var from = start
    for i in end.indices {
      guard add(from, end[i], amount[i]) else { return nil }
      from = end[i]
    }
    for i in hourly.time.indices {
      guard add(hourly.hourStart(i), hourly.time[i], hourly.precipitation[i]) else { return nil }
    }
    // Nothing has ended yet today: none fell, if what is known reaches today.
    if reach == nil, (end.last ?? start) < dayStart,
      !hourly.time.indices.contains(where: {
        hourly.hourStart($0) <= dayStart && hourly.time[$0] > dayStart
      })
    {
      return nil
    }
    return total
  }

  /// The next time after `now` at which `total` may change: a span or hour ends.
  public func nextChange(after now: Int64, hourly: HourlySeries) -> Int64? {
    [end.first { $0 > now }, hourly.time.first { $0 > now }].compactMap { $0 }.min()
  }
}
