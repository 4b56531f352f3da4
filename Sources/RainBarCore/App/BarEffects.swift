import RainBarEngine
import RainBarFeatures
import RainBarModel

/// Carries out a bar run's effects. One that fails never costs the bar its
/// line: it becomes a warning on stderr (an alert is tried again next run).
struct BarEffects {
  var app: RainBar
  var options: RunOptions
  /// A long-running process (watch) is there to answer actions: the alerts offer them.
  var offersActions = false

  /// The warnings for stderr, in the effects' order.
  func perform(_ effects: [BarEffect]) -> String {
    var stderr = ""
    for effect in effects {
      switch effect {
      case .notify(let notification):
        do {
          _ = try app.notifications.send(notification)
        } catch {
          stderr += tr("Warning: %s", error.message) + "\n"
        }
      case .checkAlerts(let location, let forecast, let zone, let warnings, let air, let units):
        let check = AlertCheck(
          app: app,
          context: options.alertContext(units: units),
          actions: offersActions ? NotificationAction.offered : [])
        do {
          let input = AlertInput(
            place: location.name, forecast: forecast, zone: zone,
            now: app.dependencies.clock.now(), warnings: warnings, air: air,
            trips: options.settings.trips(at: location), events: events(at: location, zone: zone))
          _ = try check.run(input, location: location, dryRun: false)
        } catch {
          stderr += tr("Warning: alert not sent: %s", error.message) + "\n"
        }
      }
    }
    return stderr
  }

  /// The calendar events at the shown place (none, and no calendar read, when none is configured).
  func events(at location: Location, zone: TimeZoneRules) -> [TripOccurrence] {
    CalendarEvents.occurrences(
      app, settings: options.settings, at: location, zone: zone,
      now: Int64(app.dependencies.clock.now().rounded(.down)), ahead: 43_200,
      feeds: options.command == WatchCommand.name ? nil : .due,
      geocoder: app.eventGeocoder(options, asks: options.command != WatchCommand.name)
    )
  }
}
