/// A `MinuteOutlook` in words: the bar's short values (`{rain_in}`,
/// `{rain_until}`, `{next_rain}`), the tooltip's sentence and its strip.
/// Times are local (`ClockStyle.time` in the place's time zone) and rounded
/// to the source's precision.
public struct MinuteSummary: Sendable {
  public var outlook: MinuteOutlook
  public var units: Units
  public var clock: ClockStyle
  /// The place's clock.
  public var zone: TimeZoneRules

  public init(outlook: MinuteOutlook, units: Units, clock: ClockStyle, zone: TimeZoneRules) {
    self.outlook = outlook
    self.units = units
    self.clock = clock
    self.zone = zone
  }

  /// "rain", "snow" or "sleet".
  public var noun: String {
    switch outlook.kind {
    case .snow: return "snow"
    case .sleet: return "sleet"
    default: return "rain"
    }
  }

  func time(_ t: Int64) -> String { clock.time(outlook.rounded(t), in: zone) }

  /// The data's reach, rounded down to the source's precision, as a clock time.
  var reach: String {
    let step = Int64(outlook.resolution)
    return clock.time(MinuteOutlook.floorDivide(outlook.horizon, step) * step, in: zone)
  }

  /// `{rain_in}`: "20m" until the rain begins, "now" while it falls; nil when dry.
  public var rainIn: String? {
    switch outlook.state {
    case .dry: return nil
    case .raining: return "now"
    case .starting: return outlook.onset.map { Self.duration(outlook.minutes(until: $0)) }
    }
  }

  /// `{rain_until}` while it rains: "until 15:40"; "for 2h+" when it lasts
  /// the whole window, "past 16:05" when the data ends first; nil otherwise.
  public var rainUntil: String? {
    guard outlook.state == .raining else { return nil }
    if let end = outlook.end { return "until \(time(end))" }
    return outlook.coversWindow ? "for 2h+" : "past \(reach)"
  }

  /// `{next_rain}`: "rain in 20 min", "rain until 15:40", "dry 2h+".
  public var nextRain: String {
    switch outlook.state {
    case .starting:
      return "\(noun) in \(Self.words(outlook.minutes(until: outlook.onset ?? outlook.now)))"
    case .raining:
      return "\(noun) \(rainUntil ?? "now")"
    case .dry:
      return "dry \(outlook.coversWindow ? "2h" : Self.duration(outlook.reachMinutes))+"
    }
  }

  /// The tooltip's first sentence: "Light rain from about 15:20 to 16:10,
  /// heaviest around 15:40 (2.4 mm/h).", "Light rain now, stopping around
  /// 14:50.", "Dry for the next 2 hours."
  public var sentence: String {
    let o = outlook
    switch o.state {
    case .dry:
      return o.coversWindow ? "Dry for the next 2 hours." : "Dry until at least \(reach)."
    case .starting:
      let peak = o.peak ?? MinuteOutlook.Peak(time: o.onset ?? o.now, intensity: o.intensity ?? 0)
      var text = Self.capitalized("\(word(peak.intensity)) \(noun)")
      text += " from about \(clock.time(o.shownOnset ?? o.now, in: zone))"
      if let end = o.end {
        text += " to \(time(end))"
      } else {
        text += ", lasting past \(reach)"
      }
      // One step of the source's precision has no "heaviest" moment.
      let single = o.end.map { $0 - (o.onset ?? o.now) <= Int64(o.resolution) } ?? false
      text +=
        single
        ? " (\(units.rate(peak.intensity)))"
        : ", heaviest around \(time(peak.time)) (\(units.rate(peak.intensity)))"
      if let restart = o.restart { text += ", again from about \(time(restart))" }
      return text + "."
    case .raining:
      let now = o.intensity ?? 0
      var text = Self.capitalized("\(word(now)) \(noun) now")
      if let peak = o.peak, RainIntensity(peak.intensity) != RainIntensity(now) {
        text += ", \(peak.intensity > now ? "heaviest" : "easing") around \(time(peak.time))"
        text += " (\(units.rate(peak.intensity)))"
      }
      if let end = o.end {
        text += ", stopping around \(time(end))"
      } else {
        text += o.coversWindow ? ", for the next 2 hours at least" : ", lasting past \(reach)"
      }
      if let restart = o.restart { text += ", again from about \(time(restart))" }
      return text + "."
    }
  }

  /// "light", "moderate" or "heavy".
  func word(_ millimetresPerHour: Double) -> String { RainIntensity(millimetresPerHour).rawValue }

  /// The strip over the next 2 hours, one cell per step: "15:00 ▁▁▃▅█▅▂▁ 17:00";
  /// nil when it has no cell.
  public var strip: String? {
    let cells = outlook.cells
    guard !cells.isEmpty else { return nil }
    let step = Int64(outlook.resolution)
    let last = outlook.cellsStart + Int64(cells.count) * step
    var bars = ""
    for cell in cells { bars += Self.level(cell) }
    return
      "\(clock.time(outlook.cellsStart, in: zone)) \(bars) \(clock.time(last, in: zone))"
  }

  /// `▁` dry, then `▂`…`█` by rate (mm/h): under 0.5, under 1, light (to
  /// 2.5), under 5, moderate (to 7.6), under 15, over; a space where unknown.
  static func level(_ rate: Double?) -> String {
    guard let rate else { return " " }
    let index: Int
    if rate <= 0 {
      index = 0
    } else if rate < 0.5 {
      index = 1
    } else if rate < 1 {
      index = 2
    } else if rate <= 2.5 {
      index = 3
    } else if rate < 5 {
      index = 4
    } else if rate <= 7.6 {
      index = 5
    } else if rate < 15 {
      index = 6
    } else {
      index = 7
    }
    return Sparkline.levels[index]
  }

  /// "20m", "1h20m", "2h": the bar's short form.
  public static func duration(_ minutes: Int) -> String {
    if minutes < 60 { return "\(minutes)m" }
    let rest = minutes % 60
    return rest == 0 ? "\(minutes / 60)h" : "\(minutes / 60)h\(rest)m"
  }

  /// "20 min", "1 h 20 min": words for sentences and notifications.
  public static func words(_ minutes: Int) -> String {
    if minutes < 60 { return "\(minutes) min" }
    let rest = minutes % 60
    return rest == 0 ? "\(minutes / 60) h" : "\(minutes / 60) h \(rest) min"
  }

  static func capitalized(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + String(text.dropFirst())
  }
}

extension Units {
  /// A precipitation rate: "2.4 mm/h", "0.09 in/h".
  public func rate(_ millimetresPerHour: Double) -> String {
    "\(precipitationNumber(millimetresPerHour)) \(precipitationUnit)/h"
  }
}
