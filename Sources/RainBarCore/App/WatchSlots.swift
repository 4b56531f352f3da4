import RainBarEngine
import RainBarFeatures
import RainBarModel

/// Everything a watch renews, one slot per kind of data, each on its own
/// schedule by the same rules (`WatchSlot`, `WatchSchedule`). A renewal's end
/// reaches its slot by its type (`WatchRenewal.Value`), a file's change by the
/// folder it is in.
struct WatchSlots {
  var position = PositionSlot()
  var forecast = ForecastSlot()
  var warnings = WatchedSlot(WarningsWatch())
  var air = WatchedSlot(AirWatch())
  var radar = WatchedSlot(RadarWatch())
  var calendars = CalendarSlot()

  /// The folders of the cache directory watched beside it (the forecast's and
  /// the position's), in the order `sideChanged` takes them.
  static var sideFolders: [String] {
    [WarningsResource.folder, AirQualityResource.folder, RadarResource.folder]
  }

  /// Another place is shown: what is kept for it.
  mutating func peek(_ place: WatchPlace) {
    forecast.peek(place)
    warnings.peek(place)
    air.peek(place)
    radar.peek(place)
  }

  /// The settings were read again: what depends on them, read again.
  mutating func reloaded(_ place: WatchPlace) {
    calendars.read(place, now: place.app.dependencies.clock.now())
    warnings.reloaded(place)
    air.reloaded(place)
    radar.reloaded(place)
  }

  /// A file in `sideFolders[index]` changed: whether what is shown changed.
  mutating func sideChanged(_ index: Int, _ name: String, _ place: WatchPlace) -> Bool {
    switch index {
    case 0: warnings.changed(name, place)
    case 1: air.changed(name, place)
    case 2: radar.changed(name, place)
    default: false
    }
  }

  /// When the first of them is due; nil while none is to be renewed.
  func next(now: Double, _ place: WatchPlace) -> Double? {
    [
      position.next(now: now, place), forecast.next(now: now, place),
      warnings.next(now: now, place), air.next(now: now, place), radar.next(now: now, place),
      calendars.next(now: now, place),
    ].compactMap { $0 }.min()
  }

  /// The renewals that are due, for the background.
  mutating func renewals(now: Double, _ place: WatchPlace) -> [@Sendable () -> WatchEvent] {
    [
      position.renewalIfDue(now: now, place), forecast.renewalIfDue(now: now, place),
      warnings.renewalIfDue(now: now, place), air.renewalIfDue(now: now, place),
      radar.renewalIfDue(now: now, place), calendars.renewalIfDue(now: now, place),
    ].compactMap { $0 }
  }

  /// A renewal beside the forecast and the position ended: whether what is shown changed.
  mutating func ended(_ renewal: WatchRenewal, now: Double, _ place: WatchPlace) -> Bool {
    switch renewal.value {
    case .position(let record, let renewed):
      position.ended(record, renewed: renewed, now: now, place)
    case .forecast(let load):
      forecast.ended(load, key: renewal.key, now: now, place)
    case .warnings(let value):
      return warnings.ended(value, key: renewal.key, now: now, place)
    case .air(let value):
      return air.ended(value, key: renewal.key, now: now, place)
    case .radar(let value):
      return radar.ended(value, key: renewal.key, now: now, place)
    case .calendars:
      calendars.ended(now: now, place)
      return true
    }
    return false
  }

  mutating func wake(_ place: WatchPlace) {
    forecast.wake(place)
    warnings.wake(place)
    air.wake(place)
    radar.wake(place)
    calendars.wake(place)
    position.wake(place)
  }

  /// A click's refresh: everything shown for the place (the position is not asked).
  mutating func click() {
    forecast.click()
    warnings.click()
    air.click()
    radar.click()
  }

  /// The forecast shown, with the radar's minutes where they are usable.
  func shown(_ place: WatchPlace) -> LoadOutcome? { forecast.shown(place, radar: radar.value) }
}
