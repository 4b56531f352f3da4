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

  /// "rain", "snow" or "sleet" (the bar's word, in the run's language).
  public var noun: String {
    switch outlook.kind {
    case .snow: return trc("precipitation", "snow")
    case .sleet: return trc("precipitation", "sleet")
    default: return trc("precipitation", "rain")
    }
  }

  package func time(_ t: Int64) -> String { clock.time(outlook.rounded(t), in: zone) }

  /// The data's reach, rounded down to the source's precision, as a clock time.
  package var reach: String {
    let step = Int64(outlook.resolution)
    return clock.time(MinuteOutlook.floorDivide(outlook.horizon, step) * step, in: zone)
  }

  /// `{rain_in}`: "20m" until the rain begins, "now" while it falls; nil when dry.
  public var rainIn: String? {
    switch outlook.state {
    case .dry: return nil
    case .raining: return tr("now")
    case .starting: return outlook.onset.map { Self.duration(outlook.minutes(until: $0)) }
    }
  }

  /// `{rain_until}` while it rains: "until 15:40"; "for 2h+" when it lasts
  /// the whole window, "past 16:05" when the data ends first; nil otherwise.
  public var rainUntil: String? {
    guard outlook.state == .raining else { return nil }
    if let end = outlook.end { return tr("until %s", time(end)) }
    return outlook.coversWindow ? tr("for 2h+") : tr("past %s", reach)
  }

  /// `{next_rain}`: "rain in 20 min", "rain until 15:40", "dry 2h+".
  public var nextRain: String {
    switch outlook.state {
    case .starting:
      // TRANSLATORS: "rain in 20 min": the precipitation word, then how soon.
      return tr("%s in %s", noun, Self.words(outlook.minutes(until: outlook.onset ?? outlook.now)))
    case .raining:
      // TRANSLATORS: "rain until 15:40", "rain now".
      return tr("%s %s", noun, rainUntil ?? tr("now"))
    case .dry:
      return outlook.coversWindow
        ? tr("dry 2h+") : tr("dry %s+", Self.duration(outlook.reachMinutes))
    }
  }

  /// The tooltip's first sentence: "Light rain from about 15:20 to 16:10,
  /// heaviest around 15:40 (2.4 mm/h).", "Light rain now, stopping around
  /// 14:50.", "Dry for the next 2 hours."
  public var sentence: String {
    let o = outlook
    switch o.state {
    case .dry:
      return o.coversWindow ? tr("Dry for the next 2 hours.") : tr("Dry until at least %s.", reach)
    case .starting:
      let peak = o.peak ?? MinuteOutlook.Peak(time: o.onset ?? o.now, intensity: o.intensity ?? 0)
      var text = kindWord(peak.intensity)
      let onset = clock.time(o.shownOnset ?? o.now, in: zone)
      if let end = o.end {
        text += tr(" from about %s to %s", onset, time(end))
      } else {
        text += tr(" from about %s", onset)
        text += tr(", lasting past %s", reach)
      }
      // One step of the source's precision has no "heaviest" moment.
      let single = o.end.map { $0 - (o.onset ?? o.now) <= Int64(o.resolution) } ?? false
      text +=
        single
        ? tr(" (%s)", units.rate(peak.intensity))
        : tr(", heaviest around %s (%s)", time(peak.time), units.rate(peak.intensity))
      if let restart = o.restart { text += tr(", again from about %s", time(restart)) }
      return text + tr(".")
    case .raining:
      let now = o.intensity ?? 0
      var text = tr("%s now", kindWord(now))
      if let peak = o.peak, RainIntensity(peak.intensity) != RainIntensity(now) {
        text +=
          peak.intensity > now
          ? tr(", heaviest around %s (%s)", time(peak.time), units.rate(peak.intensity))
          : tr(", easing around %s (%s)", time(peak.time), units.rate(peak.intensity))
      }
      if let end = o.end {
        text += tr(", stopping around %s", time(end))
      } else {
        text +=
          o.coversWindow ? tr(", for the next 2 hours at least") : tr(", lasting past %s", reach)
      }
      if let restart = o.restart { text += tr(", again from about %s", time(restart)) }
      return text + tr(".")
    }
  }

  /// "Light rain", "Heavy snow": how hard, and what, to begin a sentence.
  package func kindWord(_ millimetresPerHour: Double) -> String {
    switch (RainIntensity(millimetresPerHour), outlook.kind) {
    case (.light, .snow): return tr("Light snow")
    case (.moderate, .snow): return tr("Moderate snow")
    case (.heavy, .snow): return tr("Heavy snow")
    case (.light, .sleet): return tr("Light sleet")
    case (.moderate, .sleet): return tr("Moderate sleet")
    case (.heavy, .sleet): return tr("Heavy sleet")
    case (.light, _): return tr("Light rain")
    case (.moderate, _): return tr("Moderate rain")
    case (.heavy, _): return tr("Heavy rain")
    }
  }

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
  package static func level(_ rate: Double?) -> String {
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

  /// "radar, 5 min", "model, 15 min": what the minutes are made of, and
  /// their step (the source's precision).
  public static func source(_ minutely: MinutelyPrecipitation) -> String {
    let step = words(max(minutely.resolution / 60, 1))
    switch minutely.source {
    // TRANSLATORS: where minute-level data comes from, and its step ("5 min").
    case .radar: return tr("radar, %s", step)
    // TRANSLATORS: a weather model's minute-level data, and its step ("15 min").
    case .model: return tr("model, %s", step)
    }
  }

  /// "20m", "1h20m", "2h": the bar's short form.
  public static func duration(_ minutes: Int) -> String {
    if minutes < 60 { return trn("%dm", "%dm", minutes) }
    let rest = minutes % 60
    if rest == 0 { return trn("%dh", "%dh", minutes / 60) }
    // TRANSLATORS: "1h20m": hours, then minutes (the "%dh" and "%dm" above).
    return tr("%s%s", trn("%dh", "%dh", minutes / 60), trn("%dm", "%dm", rest))
  }

  /// "20 min", "1 h 20 min": words for sentences and notifications.
  public static func words(_ minutes: Int) -> String {
    if minutes < 60 { return trn("%d min", "%d min", minutes) }
    let rest = minutes % 60
    if rest == 0 { return trn("%d h", "%d h", minutes / 60) }
    let hours = trn("%d h", "%d h", minutes / 60)
    let andMinutes = trn("%d min", "%d min", rest)
    // TRANSLATORS: "1 h 20 min": the "%d h" and "%d min" above joined
    // (Arabic: "%s و%s").
    return trc("hours and minutes", "%s %s", hours, andMinutes)
  }

  package static func capitalized(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + String(text.dropFirst())
  }
}

extension Units {
  /// A precipitation rate: "2.4 mm/h", "0.09 in/h".
  public func rate(_ millimetresPerHour: Double) -> String {
    localizedNumber(precipitationNumber(millimetresPerHour)) + " " + precipitationScale.rateLabel
  }
}
