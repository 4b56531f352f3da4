import RainBarEngine
import RainBarModel

/// The forecast's entry as stored (`EnvelopedRecord`): each member declared
/// once, read and written by the same list. The bar's cache hit reads one on
/// every run: JSONDecoder spent over a million instructions on it, this a few
/// tens of thousands. It reads what JSONEncoder wrote before (any key order,
/// `\/` escapes, unknown keys skipped) with JSONDecoder's rules: a required
/// member that is missing, null or of another type makes the whole file
/// unusable; a missing optional one or null is nil. An entry that reads but
/// cannot be believed (`Plausible`: a forecast, a location or a time out of
/// range) is unusable too: what is shown from the cache has passed the same
/// judge as a provider's answer.
extension CacheEntry: EnvelopedRecord {
  @usableFromInline package static var unread: CacheEntry {
    CacheEntry(
      provider: "", location: .unread, forecast: nil, fetchedAt: nil, freshUntil: 0)
  }

  @usableFromInline package static func payload<Coder: FieldCoder>(
    _ coder: inout Coder, _ value: inout CacheEntry
  )
    throws(JSONScanner.Failure)
  {
    try coder.required("provider", &value.provider, .string)
    try coder.required("location", &value.location, .object(Location.self))
    try coder.optional("forecast", &value.forecast, .object(Forecast.self))
    try coder.field("asked", &value.asked, ExtrasCodec())
    try coder.field("needs", &value.needs, NeedsCodec())
  }

  @usableFromInline package func checked() throws(JSONScanner.Failure) -> CacheEntry {
    guard plausible else { throw JSONScanner.Failure() }
    return self
  }

  /// Its times and coordinates in range, its forecast believable.
  package var plausible: Bool {
    for case let instant? in [fetchedAt, freshUntil, backoffUntil]
    where !Plausible.instant.contains(instant) {
      return false
    }
    guard Plausible.latitude.contains(location.latitude),
      Plausible.longitude.contains(location.longitude)
    else { return false }
    guard let forecast else { return true }
    return Plausible.problem(in: forecast) == nil
  }

  /// One number (`ForecastNeeds.number`: read on every bar run, where a
  /// list of names cost tens of thousands of instructions), left out when
  /// nil; null reads as nil.
  private struct NeedsCodec: FieldCodec {
    func json(_ value: ForecastNeeds?) -> String? {
      value.map { String($0.number) }
    }
    func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> ForecastNeeds? {
      s.null() ? nil : ForecastNeeds(number: try s.int64())
    }
  }

  /// `"humidity,windGusts"`, left out when empty; null reads as none.
  private struct ExtrasCodec: FieldCodec {
    func json(_ value: [CurrentExtra]) -> String? {
      value.isEmpty ? nil : JSONText.string(CurrentExtra.list(value))
    }
    func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> [CurrentExtra] {
      s.null() ? [] : CurrentExtra.parse(try s.string())
    }
  }
}

extension Location: RecordFields {
  @usableFromInline package static var unread: Location {
    Location(name: "", latitude: 0, longitude: 0)
  }

  /// The coordinates as stored: the initializer's rounding already happened
  /// when the location was made.
  @usableFromInline package static func fields<Coder: FieldCoder>(
    _ coder: inout Coder, _ value: inout Location
  )
    throws(JSONScanner.Failure)
  {
    try coder.required("name", &value.name, .string)
    try coder.optional("country", &value.country, .string)
    try coder.required("latitude", &value.latitude, .double)
    try coder.required("longitude", &value.longitude, .double)
    try coder.optional("timezone", &value.timezone, .string)
  }
}

extension Forecast: RecordFields {
  @usableFromInline package static var unread: Forecast {
    Forecast(
      latitude: 0, longitude: 0, utcOffsetSeconds: 0, timezone: nil, current: nil,
      hourly: .empty, daily: .empty)
  }

  @usableFromInline package static func fields<Coder: FieldCoder>(
    _ coder: inout Coder, _ value: inout Forecast
  )
    throws(JSONScanner.Failure)
  {
    try coder.required("latitude", &value.latitude, .double)
    try coder.required("longitude", &value.longitude, .double)
    try coder.required("utcOffsetSeconds", &value.utcOffsetSeconds, .int)
    try coder.optional("timezone", &value.timezone, .string)
    try coder.optional("current", &value.current, .object(CurrentConditions.self))
    try coder.required("hourly", &value.hourly, .object(HourlySeries.self))
    try coder.required("daily", &value.daily, .object(DailySeries.self))
    try coder.optional("minutely", &value.minutely, .minutely)
    // Only when asked (`{rain_today}`); an entry made before it reads as none.
    try coder.optional("pastRain", &value.pastRain, .object(PastRain.self))
  }
}

/// Every end must have its amount.
extension PastRain: RecordFields {
  @usableFromInline package static var unread: PastRain { PastRain(start: 0, end: [], amount: []) }

  @usableFromInline package static func fields<Coder: FieldCoder>(
    _ coder: inout Coder, _ value: inout PastRain
  )
    throws(JSONScanner.Failure)
  {
    try coder.required("start", &value.start, .int64)
    try coder.required("end", &value.end, .times)
    try coder.required("amount", &value.amount, .doubles)
  }

  @usableFromInline package func checked() throws(JSONScanner.Failure) -> PastRain {
    guard amount.count == end.count else { throw JSONScanner.Failure() }
    return self
  }
}

extension CurrentConditions: RecordFields {
  @usableFromInline package static var unread: CurrentConditions { CurrentConditions(time: 0) }

  /// Values that are not finite are left out; an unknown condition makes
  /// the entry unusable.
  @usableFromInline package static func fields<Coder: FieldCoder>(
    _ coder: inout Coder, _ value: inout CurrentConditions
  ) throws(JSONScanner.Failure) {
    try coder.required("time", &value.time, .int64)
    try coder.optional("temperature", &value.temperature, .double)
    try coder.optional("apparentTemperature", &value.apparentTemperature, .double)
    try coder.optional("windSpeed", &value.windSpeed, .double)
    try coder.optional("precipitation", &value.precipitation, .double)
    try coder.optional("humidity", &value.humidity, .double)
    try coder.optional("dewPoint", &value.dewPoint, .double)
    try coder.optional("windDirection", &value.windDirection, .double)
    try coder.optional("windGusts", &value.windGusts, .double)
    try coder.optional("pressure", &value.pressure, .double)
    try coder.optional("uvIndex", &value.uvIndex, .double)
    try coder.optional("condition", &value.condition, .raw(Condition.self))
    try coder.optional("isDay", &value.isDay, .bool)
  }
}

/// Each series a `Column` string; every time must be there.
extension HourlySeries: RecordFields {
  @usableFromInline package static var unread: HourlySeries { .empty }

  @usableFromInline package static func fields<Coder: FieldCoder>(
    _ coder: inout Coder, _ value: inout HourlySeries
  )
    throws(JSONScanner.Failure)
  {
    try coder.required("time", &value.time, .times)
    try coder.required("temperature", &value.temperature, .doubles)
    try coder.required("apparentTemperature", &value.apparentTemperature, .doubles)
    try coder.required("precipitationProbability", &value.precipitationProbability, .doubles)
    try coder.required("precipitation", &value.precipitation, .doubles)
    try coder.required("windSpeed", &value.windSpeed, .doubles)
    try coder.required("condition", &value.condition, .conditions)
    // Only when asked (an entry made before them reads as none).
    try coder.field("uvIndex", &value.uvIndex, .nonEmpty(.doubles))
    try coder.field("windGusts", &value.windGusts, .nonEmpty(.doubles))
  }

  @usableFromInline package func checked() throws(JSONScanner.Failure) -> HourlySeries {
    HourlySeries(
      time: time, temperature: temperature, apparentTemperature: apparentTemperature,
      precipitationProbability: precipitationProbability, precipitation: precipitation,
      windSpeed: windSpeed, condition: condition, uvIndex: uvIndex, windGusts: windGusts)
  }
}

extension DailySeries: RecordFields {
  @usableFromInline package static var unread: DailySeries { .empty }

  @usableFromInline package static func fields<Coder: FieldCoder>(
    _ coder: inout Coder, _ value: inout DailySeries
  )
    throws(JSONScanner.Failure)
  {
    try coder.required("time", &value.time, .times)
    try coder.required("temperatureMax", &value.temperatureMax, .doubles)
    try coder.required("temperatureMin", &value.temperatureMin, .doubles)
    try coder.required("precipitationSum", &value.precipitationSum, .doubles)
    try coder.required(
      "precipitationProbabilityMax", &value.precipitationProbabilityMax, .doubles)
    try coder.required("windSpeedMax", &value.windSpeedMax, .doubles)
    try coder.required("condition", &value.condition, .conditions)
    try coder.required("sunrise", &value.sunrise, .integers)
    try coder.required("sunset", &value.sunset, .integers)
  }

  @usableFromInline package func checked() throws(JSONScanner.Failure) -> DailySeries {
    DailySeries(
      time: time, temperatureMax: temperatureMax, temperatureMin: temperatureMin,
      precipitationSum: precipitationSum, precipitationProbabilityMax: precipitationProbabilityMax,
      windSpeedMax: windSpeedMax, condition: condition, sunrise: sunrise, sunset: sunset)
  }
}
