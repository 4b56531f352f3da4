import RainBarEngine
import RainBarModel

/// Reads a cache entry from its file in one pass over the bytes, filling the
/// entry as it goes: the bar's cache hit reads one on every run, and
/// JSONDecoder spent over a million instructions on it (mostly run-time type
/// metadata), this a few tens of thousands.
///
/// It reads what `CacheEntryWriter` writes, and what JSONEncoder wrote before
/// it (the same JSON: any key order, `\/` escapes, unknown keys skipped), with
/// JSONDecoder's rules: a required member that is missing, null or of another
/// type makes the whole file unusable, as does anything that is not JSON, a
/// version other than `CacheEntry.currentVersion`, or text after the value.
/// Missing optional members and null are nil. An entry that reads but cannot
/// be believed (`Plausible`: a forecast, a location or a time out of range)
/// is unusable too: what is shown from the cache has passed the same judge as
/// a provider's answer.
package enum CacheEntryReader {
  package typealias Failure = JSONScanner.Failure

  /// The entry, or nil when the bytes are not an entry of this version.
  package static func entry(from bytes: [UInt8]) -> CacheEntry? {
    JSONScanner.read(bytes) { scanner throws(Failure) in try entry(&scanner) }
  }

  private static func entry(_ s: inout JSONScanner) throws(Failure) -> CacheEntry {
    var version: Int?
    var provider: String?
    var location: Location?
    var forecast: Forecast?
    var asked: [CurrentExtra] = []
    var header = CacheRecordHeader()
    try s.object { s, key throws(Failure) in
      if key == "version" {
        version = try s.int()
      } else if key == "provider" {
        provider = try s.string()
      } else if key == "location" {
        location = try Self.location(&s)
      } else if key == "forecast" {
        forecast = s.null() ? nil : try Self.forecast(&s)
      } else if key == "asked" {
        asked = s.null() ? [] : CurrentExtra.parse(try s.string())
      } else if try !header.read(key, &s) {
        try s.skipValue()
      }
    }
    guard version == CacheEntry.currentVersion, let provider, let location,
      let freshUntil = header.freshUntil
    else { throw Failure() }
    var entry = CacheEntry(
      provider: provider, location: location, forecast: forecast, fetchedAt: header.fetchedAt,
      freshUntil: freshUntil, lastModified: header.lastModified, etag: header.etag,
      backoffUntil: header.backoffUntil, backoffNote: header.backoffNote)
    entry.asked = asked
    guard plausible(entry) else { throw Failure() }
    return entry
  }

  /// Its times and coordinates in range, its forecast believable.
  package static func plausible(_ entry: CacheEntry) -> Bool {
    let instants = [entry.fetchedAt, entry.freshUntil, entry.backoffUntil]
    for case let instant? in instants where !Plausible.instant.contains(instant) { return false }
    guard Plausible.latitude.contains(entry.location.latitude),
      Plausible.longitude.contains(entry.location.longitude)
    else { return false }
    guard let forecast = entry.forecast else { return true }
    return Plausible.problem(in: forecast) == nil
  }

  private static func location(_ s: inout JSONScanner) throws(Failure) -> Location {
    var name: String?
    var country: String?
    var latitude: Double?
    var longitude: Double?
    var timezone: String?
    try s.object { s, key throws(Failure) in
      if key == "name" {
        name = try s.string()
      } else if key == "country" {
        country = s.null() ? nil : try s.string()
      } else if key == "latitude" {
        latitude = try s.double()
      } else if key == "longitude" {
        longitude = try s.double()
      } else if key == "timezone" {
        timezone = s.null() ? nil : try s.string()
      } else {
        try s.skipValue()
      }
    }
    guard let name, let latitude, let longitude else { throw Failure() }
    var location = Location(name: name, country: country, latitude: 0, longitude: 0)
    // As stored: the initializer's rounding already happened when it was made.
    location.latitude = latitude
    location.longitude = longitude
    location.timezone = timezone
    return location
  }

  private static func forecast(_ s: inout JSONScanner) throws(Failure) -> Forecast {
    var latitude: Double?
    var longitude: Double?
    var offset: Int?
    var timezone: String?
    var current: CurrentConditions?
    var hourly: HourlySeries?
    var daily: DailySeries?
    var minutely: MinutelyPrecipitation?
    try s.object { s, key throws(Failure) in
      if key == "latitude" {
        latitude = try s.double()
      } else if key == "longitude" {
        longitude = try s.double()
      } else if key == "utcOffsetSeconds" {
        offset = try s.int()
      } else if key == "timezone" {
        timezone = s.null() ? nil : try s.string()
      } else if key == "current" {
        current = s.null() ? nil : try Self.current(&s)
      } else if key == "hourly" {
        hourly = try Self.hourly(&s)
      } else if key == "daily" {
        daily = try Self.daily(&s)
      } else if key == "minutely" {
        minutely = s.null() ? nil : try Self.minutely(&s)
      } else {
        try s.skipValue()
      }
    }
    guard let latitude, let longitude, let offset, let hourly, let daily else { throw Failure() }
    return Forecast(
      latitude: latitude, longitude: longitude, utcOffsetSeconds: offset, timezone: timezone,
      current: current, hourly: hourly, daily: daily, minutely: minutely)
  }

  /// What `CacheEntryWriter` writes: the status, and with `ok` the grid and
  /// the intensity (chance and kind optional); checked again as it is built.
  package static func minutely(_ s: inout JSONScanner) throws(Failure) -> MinutelyPrecipitation {
    var status: MinutelyPrecipitation.Status?
    var start: Int64?
    var interval: Int?
    var resolution: Int?
    var intensity: [Double?]?
    var probability: [Double?] = []
    var kind: [Condition?] = []
    var source = MinutelyPrecipitation.Source.model
    try s.object { s, key throws(Failure) in
      if key == "status" {
        status = MinutelyPrecipitation.Status(rawValue: try s.string())
      } else if key == "start" {
        start = try s.int64()
      } else if key == "interval" {
        interval = try s.int()
      } else if key == "resolution" {
        resolution = try s.int()
      } else if key == "intensity" {
        intensity = try s.withStringBytes(Column.doubles)
      } else if key == "probability" {
        probability = try s.withStringBytes(Column.doubles)
      } else if key == "kind" {
        kind = try s.withStringBytes(Column.conditions)
      } else if key == "source" {
        source = MinutelyPrecipitation.Source(rawValue: try s.string()) ?? .model
      } else {
        try s.skipValue()
      }
    }
    guard let status else { throw Failure() }
    guard status == .ok else { return MinutelyPrecipitation(unavailable: status) }
    guard let start, let interval, let resolution, let intensity,
      var minutely = MinutelyPrecipitation(
        start: start, interval: interval, resolution: resolution, intensity: intensity,
        probability: probability, kind: kind)
    else { throw Failure() }
    minutely.source = source
    return minutely
  }

  private static func current(_ s: inout JSONScanner) throws(Failure) -> CurrentConditions {
    var time: Int64?
    var current = CurrentConditions(time: 0)
    try s.object { s, key throws(Failure) in
      if key == "time" {
        time = try s.int64()
      } else if key == "temperature" {
        current.temperature = s.null() ? nil : try s.double()
      } else if key == "apparentTemperature" {
        current.apparentTemperature = s.null() ? nil : try s.double()
      } else if key == "windSpeed" {
        current.windSpeed = s.null() ? nil : try s.double()
      } else if key == "precipitation" {
        current.precipitation = s.null() ? nil : try s.double()
      } else if key == "humidity" {
        current.humidity = s.null() ? nil : try s.double()
      } else if key == "dewPoint" {
        current.dewPoint = s.null() ? nil : try s.double()
      } else if key == "windDirection" {
        current.windDirection = s.null() ? nil : try s.double()
      } else if key == "windGusts" {
        current.windGusts = s.null() ? nil : try s.double()
      } else if key == "pressure" {
        current.pressure = s.null() ? nil : try s.double()
      } else if key == "uvIndex" {
        current.uvIndex = s.null() ? nil : try s.double()
      } else if key == "condition" {
        if s.null() {
          current.condition = nil
        } else {
          guard let condition = Condition(rawValue: try s.string()) else { throw Failure() }
          current.condition = condition
        }
      } else if key == "isDay" {
        current.isDay = s.null() ? nil : try s.bool()
      } else {
        try s.skipValue()
      }
    }
    guard let time else { throw Failure() }
    current.time = time
    return current
  }

  private static func hourly(_ s: inout JSONScanner) throws(Failure) -> HourlySeries {
    var time: [Int64?]?
    var temperature: [Double?]?
    var apparentTemperature: [Double?]?
    var probability: [Double?]?
    var precipitation: [Double?]?
    var windSpeed: [Double?]?
    var condition: [Condition?]?
    try s.object { s, key throws(Failure) in
      if key == "time" {
        time = try s.withStringBytes(Column.integers)
      } else if key == "temperature" {
        temperature = try s.withStringBytes(Column.doubles)
      } else if key == "apparentTemperature" {
        apparentTemperature = try s.withStringBytes(Column.doubles)
      } else if key == "precipitationProbability" {
        probability = try s.withStringBytes(Column.doubles)
      } else if key == "precipitation" {
        precipitation = try s.withStringBytes(Column.doubles)
      } else if key == "windSpeed" {
        windSpeed = try s.withStringBytes(Column.doubles)
      } else if key == "condition" {
        condition = try s.withStringBytes(Column.conditions)
      } else {
        try s.skipValue()
      }
    }
    guard let time, let temperature, let apparentTemperature, let probability, let precipitation,
      let windSpeed, let condition
    else { throw Failure() }
    return HourlySeries(
      time: try times(time), temperature: temperature, apparentTemperature: apparentTemperature,
      precipitationProbability: probability, precipitation: precipitation, windSpeed: windSpeed,
      condition: condition)
  }

  private static func daily(_ s: inout JSONScanner) throws(Failure) -> DailySeries {
    var time: [Int64?]?
    var temperatureMax: [Double?]?
    var temperatureMin: [Double?]?
    var precipitationSum: [Double?]?
    var probabilityMax: [Double?]?
    var windSpeedMax: [Double?]?
    var condition: [Condition?]?
    var sunrise: [Int64?]?
    var sunset: [Int64?]?
    try s.object { s, key throws(Failure) in
      if key == "time" {
        time = try s.withStringBytes(Column.integers)
      } else if key == "temperatureMax" {
        temperatureMax = try s.withStringBytes(Column.doubles)
      } else if key == "temperatureMin" {
        temperatureMin = try s.withStringBytes(Column.doubles)
      } else if key == "precipitationSum" {
        precipitationSum = try s.withStringBytes(Column.doubles)
      } else if key == "precipitationProbabilityMax" {
        probabilityMax = try s.withStringBytes(Column.doubles)
      } else if key == "windSpeedMax" {
        windSpeedMax = try s.withStringBytes(Column.doubles)
      } else if key == "condition" {
        condition = try s.withStringBytes(Column.conditions)
      } else if key == "sunrise" {
        sunrise = try s.withStringBytes(Column.integers)
      } else if key == "sunset" {
        sunset = try s.withStringBytes(Column.integers)
      } else {
        try s.skipValue()
      }
    }
    guard let time, let temperatureMax, let temperatureMin, let precipitationSum,
      let probabilityMax, let windSpeedMax, let condition, let sunrise, let sunset
    else { throw Failure() }
    return DailySeries(
      time: try times(time), temperatureMax: temperatureMax, temperatureMin: temperatureMin,
      precipitationSum: precipitationSum, precipitationProbabilityMax: probabilityMax,
      windSpeedMax: windSpeedMax, condition: condition, sunrise: sunrise, sunset: sunset)
  }

  /// A series' times: every one must be there.
  private static func times(_ column: [Int64?]) throws(Failure) -> [Int64] {
    var times: [Int64] = []
    times.reserveCapacity(column.count)
    for time in column {
      guard let time else { throw Failure() }
      times.append(time)
    }
    return times
  }
}
