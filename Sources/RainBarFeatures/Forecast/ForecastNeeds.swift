import RainBarEngine
import RainBarModel

/// What a run shows of the forecast beyond the base, and so what a provider
/// that names its variables (Open-Meteo) asks for. The base is always asked:
/// the temperature, condition and day or night now, and the hours'
/// temperature, chance, amount and condition (the bar, its fall-backs when
/// the current values are old, and a complete answer, `ForecastShape`).
/// The current-condition extras (`CurrentExtra`) are asked beside it.
public struct ForecastNeeds: Equatable, Sendable {
  public struct Values: OptionSet, Equatable, Sendable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The apparent temperature now (`{feels}`, the summary).
    public static let feelsNow = Values(rawValue: 1 << 0)
    /// The wind speed now (`{wind}`, the summary, the `now` section).
    public static let windNow = Values(rawValue: 1 << 1)
    /// The precipitation of the last 15 minutes (`forecast --json`).
    public static let precipitationNow = Values(rawValue: 1 << 2)
    public static let feelsHourly = Values(rawValue: 1 << 3)
    public static let windHourly = Values(rawValue: 1 << 4)
    /// The days' lowest and highest temperatures.
    public static let dayTemperatures = Values(rawValue: 1 << 5)
    /// The days' highest chance of rain.
    public static let dayChance = Values(rawValue: 1 << 6)
    /// The days' conditions.
    public static let dayCondition = Values(rawValue: 1 << 7)
    public static let dayWind = Values(rawValue: 1 << 8)
    public static let dayAmount = Values(rawValue: 1 << 9)
    /// Sunrise and sunset (also day or night in the hours' icons).
    public static let sun = Values(rawValue: 1 << 10)
    /// Minute-level rain (Open-Meteo's `minutely_15`, where it is real).
    public static let minutes = Values(rawValue: 1 << 11)
    /// The hours' UV index and gusts (the threshold alerts).
    public static let uvHourly = Values(rawValue: 1 << 12)
    public static let gustsHourly = Values(rawValue: 1 << 13)
    /// What fell today before the forecast's first hour (`{rain_today}`, the
    /// summary): Open-Meteo's hours from midnight, which every answer holds
    /// (whole days are asked), kept in the entry (`PastRain`) only when asked.
    public static let rainToday = Values(rawValue: 1 << 14)

    public static let all = Values(rawValue: (1 << 15) - 1)

    /// Names in a cache entry, in bit order.
    static let names = [
      "feelsNow", "windNow", "precipitationNow", "feelsHourly", "windHourly", "dayTemperatures",
      "dayChance", "dayCondition", "dayWind", "dayAmount", "sun", "minutes", "uvHourly",
      "gustsHourly", "rainToday",
    ]
  }

  public var values: Values
  /// How many days of daily values, from today.
  public var days: Int

  public init(_ values: Values = [], days: Int = 0) {
    self.values = values
    self.days = days
  }

  /// What the request asked before it named only what is shown: everything
  /// shown, for 7 days (not the hours' UV index and gusts, which only the
  /// threshold alerts read, nor the rain so far today). An entry that does
  /// not say what it holds holds this.
  public static let everything = ForecastNeeds(
    Values.all.subtracting([.uvHourly, .gustsHourly, .rainToday]), days: 7)

  /// Whether a record asked for `self` holds what `other` asks.
  package func covers(_ other: ForecastNeeds) -> Bool {
    values.isSuperset(of: other.values) && days >= other.days
  }

  package func union(_ other: ForecastNeeds) -> ForecastNeeds {
    ForecastNeeds(values.union(other.values), days: max(days, other.days))
  }

  /// As a cache entry records it: the values' bits, and the days times 65536.
  package var number: Int64 { Int64(values.rawValue) | Int64(days) << 16 }

  /// Bits it does not know are left out (a newer version's).
  package init(number: Int64) {
    values = Values(rawValue: UInt16(truncatingIfNeeded: number)).intersection(.all)
    days = Int(max(0, min(number >> 16, Int64(Forecast.keptDays))))
  }

  /// `feelsNow,minutes;days=2`: in words, for tests and messages.
  package var text: String {
    let names = Values.names.indices.filter { values.rawValue & (1 << $0) != 0 }.map {
      Values.names[$0]
    }
    return names.joined(separator: ",") + ";days=\(days)"
  }

  /// Names it does not know are left out (a newer version's).
  package static func parse(_ text: String) -> ForecastNeeds {
    let parts = text.split(separator: ";", omittingEmptySubsequences: false)
    var needs = ForecastNeeds()
    for name in parts.first?.split(separator: ",") ?? [] {
      if let bit = Values.names.firstIndex(where: { $0 == name }) {
        needs.values.insert(Values(rawValue: 1 << bit))
      }
    }
    if parts.count > 1, parts[1].hasPrefix("days="), let days = Int(parts[1].dropFirst(5)) {
      needs.days = max(0, min(days, Forecast.keptDays))
    }
    return needs
  }

  /// What a bar run shows: its template, and its tooltip's `sections` (empty
  /// for a bar that shows none); `alerts`: the rain alert is checked
  /// (minute-level rain); `everything` for JSON, which has every value.
  public static func of(
    template: Template, tooltip layout: TooltipLayout?, alerts: Bool
  ) -> ForecastNeeds {
    var needs = ForecastNeeds()
    for placeholder in template.placeholders {
      switch placeholder {
      case .feels: needs.values.insert(.feelsNow)
      case .wind: needs.values.insert(.windNow)
      case .minimum, .maximum: needs.add(.dayTemperatures, days: 2)
      case .sunrise, .sunset, .daylight: needs.add(.sun, days: 2)
      case .rainIn, .rainUntil, .nextRain: needs.values.insert(.minutes)
      case .rainToday: needs.values.insert(.rainToday)
      default: break
      }
    }
    if template.showsMinutes || alerts { needs.values.insert(.minutes) }
    for section in layout?.sections ?? [] {
      switch section {
      case .summary: needs.values.formUnion([.feelsNow, .windNow])
      case .now: needs.values.insert(.windNow)
      case .minutes: needs.values.insert(.minutes)
      case .sun: needs.add(.sun, days: 2)
      case .hours: if let layout, layout.hours > 0 { needs.addHours(layout.hourColumns) }
      case .days: needs.addDays(layout?.dayColumns ?? [], days: layout?.days ?? 0)
      case .warnings, .air, .trips, .events: break
      }
    }
    return needs
  }

  private mutating func add(_ more: Values, days: Int) {
    values.formUnion(more)
    self.days = max(self.days, days)
  }

  private mutating func addHours(_ columns: [HourColumn]) {
    for column in columns {
      switch column {
      // Day or night at each hour: from the day's sunrise and sunset.
      case .icon: add(.sun, days: 3)
      case .feels: values.insert(.feelsHourly)
      case .wind: values.insert(.windHourly)
      case .temp, .rain, .amount: break
      }
    }
  }

  private mutating func addDays(_ columns: [DayColumn], days: Int) {
    guard days > 0 else { return }
    for column in columns {
      switch column {
      case .icon: add(.dayCondition, days: days)
      case .min, .max: add(.dayTemperatures, days: days)
      case .wind: add(.dayWind, days: days)
      case .rain: add(.dayChance, days: days)
      case .amount: add(.dayAmount, days: days)
      case .sunrise, .sunset: add(.sun, days: days)
      }
    }
  }
}
