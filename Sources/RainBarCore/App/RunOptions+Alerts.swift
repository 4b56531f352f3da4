import RainBarEngine
import RainBarFeatures
import RainBarModel

extension RunOptions {
  /// What the alert families are made from (`AlertFamilies.on`); `units`:
  /// the place's as shown (a click may have switched them).
  func alertContext(units: Units? = nil) -> AlertContext {
    AlertContext(
      alerts: alerts, units: units ?? self.units, clock: clock, air: airAlertPolicy,
      trips: !settings.trips.isEmpty || !settings.calendars.isEmpty,
      number: { self.value($0) }, text: { self.value($0) }, word: { self.value($0) })
  }
}
