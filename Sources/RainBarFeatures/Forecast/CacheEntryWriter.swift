import RainBarEngine
import RainBarModel

/// Writes a cache entry as the JSON `CacheEntryReader` reads: members in a
/// fixed order, nil members left out, series as `Column` strings. Without
/// JSONEncoder, which cost a refresh about a million instructions.
package enum CacheEntryWriter {
  /// The entry's bytes; nil when a number JSON cannot hold (infinity, NaN)
  /// is in a member that must be there. Optional values that are not finite
  /// are left out, as series write them as missing.
  package static func bytes(_ entry: CacheEntry) -> [UInt8]? {
    guard let location = object(location: entry.location) else { return nil }
    var members = [
      ("version", String(entry.version)),
      ("provider", JSONText.string(entry.provider)),
      ("location", location),
    ]
    if let forecast = entry.forecast {
      guard let text = object(forecast: forecast) else { return nil }
      members.append(("forecast", text))
    }
    if !entry.asked.isEmpty {
      members.append(("asked", JSONText.string(CurrentExtra.list(entry.asked))))
    }
    guard let header = CacheRecordHeader(entry).members else { return nil }
    return Array(JSONText.object(members + header).utf8)
  }

  private static func object(location: Location) -> String? {
    guard location.latitude.isFinite, location.longitude.isFinite else { return nil }
    var members = [("name", JSONText.string(location.name))]
    if let country = location.country { members.append(("country", JSONText.string(country))) }
    members.append(("latitude", "\(location.latitude)"))
    members.append(("longitude", "\(location.longitude)"))
    if let timezone = location.timezone {
      members.append(("timezone", JSONText.string(timezone)))
    }
    return JSONText.object(members)
  }

  private static func object(forecast: Forecast) -> String? {
    guard forecast.latitude.isFinite, forecast.longitude.isFinite else { return nil }
    var members = [
      ("latitude", "\(forecast.latitude)"),
      ("longitude", "\(forecast.longitude)"),
      ("utcOffsetSeconds", String(forecast.utcOffsetSeconds)),
    ]
    if let timezone = forecast.timezone {
      members.append(("timezone", JSONText.string(timezone)))
    }
    if let current = forecast.current { members.append(("current", object(current: current))) }
    let hourly = forecast.hourly
    members.append(
      (
        "hourly",
        JSONText.object([
          ("time", column(hourly.time.map { $0 })),
          ("temperature", column(hourly.temperature)),
          ("apparentTemperature", column(hourly.apparentTemperature)),
          ("precipitationProbability", column(hourly.precipitationProbability)),
          ("precipitation", column(hourly.precipitation)),
          ("windSpeed", column(hourly.windSpeed)),
          ("condition", JSONText.string(Column.encode(hourly.condition))),
        ])
      ))
    let daily = forecast.daily
    members.append(
      (
        "daily",
        JSONText.object([
          ("time", column(daily.time.map { $0 })),
          ("temperatureMax", column(daily.temperatureMax)),
          ("temperatureMin", column(daily.temperatureMin)),
          ("precipitationSum", column(daily.precipitationSum)),
          ("precipitationProbabilityMax", column(daily.precipitationProbabilityMax)),
          ("windSpeedMax", column(daily.windSpeedMax)),
          ("condition", JSONText.string(Column.encode(daily.condition))),
          ("sunrise", column(daily.sunrise)),
          ("sunset", column(daily.sunset)),
        ])
      ))
    if let minutely = forecast.minutely { members.append(("minutely", object(minutely: minutely))) }
    return JSONText.object(members)
  }

  /// `{"status": "ok", "start": …, "interval": …, "resolution": …, "intensity": "…"}`
  /// plus the chance and kind columns when any step has one; the status alone
  /// when there is nothing at minute level.
  package static func object(minutely: MinutelyPrecipitation) -> String {
    var members = [("status", JSONText.string(minutely.status.rawValue))]
    guard minutely.status == .ok else { return JSONText.object(members) }
    members += [
      ("start", String(minutely.start)),
      ("interval", String(minutely.interval)),
      ("resolution", String(minutely.resolution)),
      ("intensity", column(minutely.intensity)),
    ]
    if minutely.source != .model {
      members.append(("source", JSONText.string(minutely.source.rawValue)))
    }
    if minutely.probability.contains(where: { $0 != nil }) {
      members.append(("probability", column(minutely.probability)))
    }
    if minutely.kind.contains(where: { $0 != nil }) {
      members.append(("kind", JSONText.string(Column.encode(minutely.kind))))
    }
    return JSONText.object(members)
  }

  private static func object(current: CurrentConditions) -> String {
    var members = [("time", String(current.time))]
    func add(_ key: String, _ value: Double?) {
      if let value, value.isFinite { members.append((key, "\(value)")) }
    }
    add("temperature", current.temperature)
    add("apparentTemperature", current.apparentTemperature)
    add("windSpeed", current.windSpeed)
    add("precipitation", current.precipitation)
    add("humidity", current.humidity)
    add("dewPoint", current.dewPoint)
    add("windDirection", current.windDirection)
    add("windGusts", current.windGusts)
    add("pressure", current.pressure)
    add("uvIndex", current.uvIndex)
    if let condition = current.condition {
      members.append(("condition", JSONText.string(condition.rawValue)))
    }
    if let isDay = current.isDay { members.append(("isDay", isDay ? "true" : "false")) }
    return JSONText.object(members)
  }

  private static func column(_ values: [Double?]) -> String {
    JSONText.string(Column.encode(values))
  }

  private static func column(_ values: [Int64?]) -> String {
    JSONText.string(Column.encode(values))
  }
}
