import RainBarEngine
import RainBarModel

/// What the forecast says of one trip occurrence: the highest chance of rain
/// during what is left of it (`DriestWindow.Profile`: minute-level data where
/// it reaches, the hours beyond), and when likely rain begins in it. Pure.
public struct TripOutlook: Equatable, Sendable {
  public var occurrence: TripOccurrence
  /// Percent; nil when the forecast does not cover what is left of the trip.
  public var chance: Double?
  /// The threshold the trip uses (its own, else the alert threshold).
  public var threshold: Double
  /// When the first stretch at the threshold begins: not before the trip, nor
  /// before now (`judgedFrom`).
  public var rainFrom: Int64?
  /// Its rate, mm/h, when known.
  public var rate: Double?
  /// Where the judging begins: the trip's start, or now for a trip under way
  /// (the part that has passed is not judged, nor named).
  public var judgedFrom: Int64
  /// A calendar event's driest slot of its length from `nearbyReach` before
  /// it (not before now) to as long after it (`DriestWindow.find`); nil for a
  /// trip, or without a forecast that reaches.
  public var nearby: DriestWindow?

  /// How far around an event its driest slot is looked for: 2 hours.
  package static let nearbyReach: Int64 = 2 * 3600

  /// `forecast`: nil when none could be had (the chance is then unknown).
  public init(
    _ occurrence: TripOccurrence, forecast: Forecast?, now: Int64, floor: Double,
    alertThreshold: Double
  ) {
    self.occurrence = occurrence
    threshold = occurrence.trip.threshold ?? alertThreshold
    let from = max(occurrence.start, min(now, occurrence.end))
    judgedFrom = from
    let segments = forecast.flatMap {
      DriestWindow.Profile(forecast: $0, floor: floor).segments(from: from, to: occurrence.end)
    }
    chance = segments.map { $0.reduce(0) { max($0, $1.chance) } }
    let wet = segments?.first { $0.chance >= threshold }
    rainFrom = wet?.start
    rate = wet?.rate
    if occurrence.id != nil, let forecast {
      let from = max(now, occurrence.start - Self.nearbyReach)
      nearby = DriestWindow.find(
        in: forecast, now: Double(from), length: occurrence.end - occurrence.start,
        within: occurrence.end + Self.nearbyReach - from, floor: floor)
    }
  }

  /// Whether rain is likely during it.
  public var isWet: Bool { (chance ?? 0) >= threshold }

  /// "light rain", "heavy rain": the rate in words for a sentence.
  package static func rateWords(_ millimetresPerHour: Double) -> String {
    switch RainIntensity(millimetresPerHour) {
    case .light: return tr("light rain")
    case .moderate: return tr("moderate rain")
    case .heavy: return tr("heavy rain")
    }
  }

  /// Below this chance (percent) `{trip}` says "dry"; from it the chance,
  /// under the threshold too ("commute 08:00 30%" is not dry).
  package static let dryBelow = 10.0

  /// "commute 08:00 70%", "commute 08:00 30%", "commute 08:00 dry": `{trip}`.
  public func short(clock: ClockStyle, zone: TimeZoneRules) -> String {
    let start = clock.time(occurrence.start, in: zone)
    guard let chance else { return "\(occurrence.trip.name) \(start)" }
    // TRANSLATORS: {trip} when rain is unlikely (under 10%): "commute 08:00 dry".
    if chance.rounded() < Self.dryBelow { return tr("%s %s dry", occurrence.trip.name, start) }
    return "\(occurrence.trip.name) \(start) \(Percent.text(chance))"
  }

  /// "commute Mon 08:00–08:40: 70%, light rain from 08:10" (`trips`, the tooltip).
  public func line(clock: ClockStyle, zone: TimeZoneRules, now: Int64) -> String {
    let day = ClockStyle.weekday(zone.fields(occurrence.start).weekday)
    let times =
      "\(day) \(clock.time(occurrence.start, in: zone))–\(clock.time(occurrence.end, in: zone))"
    guard let chance else {
      // TRANSLATORS: a trip the forecast does not reach yet: "commute Mon 08:00–08:40: no forecast yet".
      return tr("%s %s: no forecast yet", occurrence.trip.name, times)
    }
    guard isWet else {
      // TRANSLATORS: "commute Mon 08:00–08:40: rain unlikely (10%)".
      return tr("%s %s: rain unlikely (%s)", occurrence.trip.name, times, Percent.text(chance))
    }
    return "\(occurrence.trip.name) \(times): " + detail(chance, clock: clock, zone: zone)
  }

  /// "70%, light rain from 08:10"; "70%, light rain now" when it begins as
  /// the trip under way is judged (never a time that has passed).
  package func detail(_ chance: Double, clock: ClockStyle, zone: TimeZoneRules) -> String {
    guard let rainFrom else { return Percent.text(chance) }
    let words = rate.flatMap { $0 > 0 ? Self.rateWords($0) : nil }
    if judgedFrom == occurrence.start || rainFrom > judgedFrom {
      let from = clock.time(rainFrom, in: zone)
      guard let words else {
        // TRANSLATORS: "70%, rain from 08:10".
        return tr("%s, rain from %s", Percent.text(chance), from)
      }
      // TRANSLATORS: "70%, light rain from 08:10".
      return tr("%s, %s from %s", Percent.text(chance), words, from)
    }
    guard let words else {
      // TRANSLATORS: a trip under way, rain from now on: "70%, rain now".
      return tr("%s, rain now", Percent.text(chance))
    }
    // TRANSLATORS: a trip under way, rain from now on: "70%, light rain now" (the words are "light rain", "moderate rain" or "heavy rain").
    return tr("%s, %s now", Percent.text(chance), words)
  }

  /// The notification: "Rain likely on commute 08:00–08:40" / "70%, light
  /// rain from 08:10"; for a calendar event "Rain likely during Football
  /// 17:30–19:00" / "70%, light rain from 17:40; driest nearby: 16:40–18:10"
  /// (when a drier slot of its length is near, `nearby`).
  public func notification(clock: ClockStyle, zone: TimeZoneRules, replaces: UInt32)
    -> RainNotification
  {
    let chance = chance ?? 0
    let start = clock.time(occurrence.start, in: zone)
    let end = clock.time(occurrence.end, in: zone)
    var body = detail(chance, clock: clock, zone: zone)
    let summary: String
    if occurrence.id == nil {
      summary = tr("Rain likely on %s %s–%s", occurrence.trip.name, start, end)
    } else {
      // TRANSLATORS: a calendar event's notification: "Rain likely during Football 17:30–19:00".
      summary = tr("Rain likely during %s %s–%s", occurrence.trip.name, start, end)
      if let nearby, nearby.chance < chance, nearby.start != occurrence.start {
        let from = clock.time(nearby.start, in: zone)
        let to = clock.time(nearby.end, in: zone)
        // TRANSLATORS: "70%, light rain from 17:40; driest nearby: 16:40–18:10" (the driest slot as long as the event within 2 hours of it).
        body = tr("%s; driest nearby: %s–%s", body, from, to)
      }
    }
    return RainNotification(
      summary: summary, body: body,
      icon: chance >= 90 ? "weather-storm" : "weather-showers", urgency: .normal,
      replacesID: replaces)
  }
}
