import RainBarEngine
import RainBarModel

extension Placeholder {
  /// When the value may next change by time alone, beyond the forecast's own
  /// boundaries (`Forecast.nextBoundary`), which every value follows: the
  /// age's next tick. A countdown adds its next tick here.
  package func nextChange(in source: Source, now: Double) -> Double? {
    switch self {
    case .age: return now - source.age + Age.nextChange(after: source.age)
    case .rainIn, .rainUntil, .nextRain:
      // Minute-level figures change as `MinuteOutlook` says they do.
      return MinuteOutlook.nextChange(
        of: source.forecast.minutely, outlook: source.minute?.outlook, now: now
      ).map(Double.init)
    case .warning:
      // A warning appears at its onset and goes at its end.
      let t = Int64(now.rounded(.down))
      return [source.warning?.onset, source.warning?.expires, source.warning?.ends]
        .compactMap { $0 }.filter { $0 > t }.min().map(Double.init)
    case .trip:
      // A trip appears 3 hours before it starts and goes when it ends.
      let t = Int64(now.rounded(.down))
      guard !source.settings.trips.isEmpty else { return nil }
      var next: Int64?
      for occurrence in TripOccurrence.coming(
        source.settings.trips, now: t, horizon: t + Placeholder.tripReach + 86_400,
        zone: source.zone)
      {
        for moment in [occurrence.start - Placeholder.tripReach, occurrence.end] where moment > t {
          next = min(next ?? moment, moment)
        }
      }
      return next.map(Double.init)
    case .event:
      // The same for an event: 3 hours before it starts, and when it ends.
      let t = Int64(now.rounded(.down))
      return source.settings.events.flatMap { [$0.start - Placeholder.tripReach, $0.end] }
        .filter { $0 > t }.min().map(Double.init)
    case .rainToday:
      // A past span or an hour ends, or the place's day does.
      let t = Int64(now.rounded(.down))
      let midnight = source.zone.start(ofDay: source.zone.day(t) + 1)
      let next = source.forecast.pastRain?.nextChange(after: t, hourly: source.forecast.hourly)
      return Double(min(next ?? midnight, midnight))
    case .daylight, .minimum, .maximum, .sunrise, .sunset, .moon:
      // A countdown to sunset or sunrise, and the day shown switching at
      // sunset: the next minute (watch's idle limit).
      return (now / 60).rounded(.down) * 60 + 60
    case .icon, .temp, .feels, .pop, .popMax, .rainAt, .precip, .wind, .location, .condition,
      .spark, .humidity, .dewPoint, .windDir, .gusts, .pressure, .uv, .aqi, .pollen:
      return nil
    }
  }
}

extension OutputFormat {
  /// Whether the bar shows the age of the data besides the template (waybar's
  /// tooltip header, the JSON's `age_seconds`).
  package var showsAge: Bool {
    switch self {
    case .waybar, .json: return true
    case .plain, .i3blocks, .i3bar, .polybar, .tmux, .xmobar, .yambar, .lemonbar, .conky:
      return false
    }
  }

  /// Whether the bar shows more minute-level data than the template asks
  /// for (waybar's tooltip sentence and strip, its `rain-soon` class; the
  /// JSON's `minutely`; the colour of the bars that take one).
  package var showsMinutes: Bool {
    switch self {
    case .plain: return false
    case .waybar, .json, .i3blocks, .i3bar, .polybar, .tmux, .xmobar, .yambar, .lemonbar, .conky:
      return true
    }
  }
}

extension BarContent {
  /// When what the bar shows may next change by time alone (`watch` sleeps
  /// until then): the forecast's next boundary, the next change of each
  /// placeholder the template shows, and the age's next tick when the bar
  /// shows the age (stale data, `showsAge`). Nil: not by time.
  public func nextChange(template: Template, format: OutputFormat) -> Double? {
    guard let snapshot, let source else { return nil }
    // The default text's minute-level words ("in 20m") tick as {rain_in} does.
    let minuteText = template.parts.contains {
      if case .minuteOr = $0 { return true }
      return false
    }
    let minutes = minuteText || format.showsMinutes
    var changes = (template.placeholders + (minutes ? [.rainIn] : [])).compactMap {
      $0.nextChange(in: source, now: snapshot.now)
    }
    if let boundary = snapshot.result.forecast.nextBoundary(
      after: Int64(snapshot.now.rounded(.down)))
    {
      changes.append(Double(boundary))
    }
    // Rain "soon" (`alert-lead`) colours some bars and classes waybar's.
    if let minute = snapshot.minute, minute.state == .starting, let onset = minute.onset {
      let soon = onset - Int64(snapshot.settings.alertLead) * 60
      if soon > Int64(snapshot.now.rounded(.down)) { changes.append(Double(soon)) }
    }
    if isStale || format.showsAge {
      let age = snapshot.now - snapshot.result.fetchedAt
      changes.append(snapshot.now - age + Age.nextChange(after: age))
    }
    return changes.min()
  }
}
