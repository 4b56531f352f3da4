import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `events`: the calendars' timed events of the next 3 days, each with its
/// chance of rain where it is, as lines or as JSON for scripts.
struct EventsCommand: Command {
  static let name = "events"
  static let spec = CommandSpec(
    name: name, abstract: "List the coming calendar events with their chance of rain.",
    options: [Options.forecastJSON.spec] + Options.display + Options.network,
    discussion: """
      Calendars are [calendar NAME] groups of the config: source= a vdir
      folder (khal, vdirsyncer) or an .ics file (Evolution), or url= an
      iCalendar feed (https://, webcal://; read again hourly), only= and
      skip= categories or words of the summary, notify-before=30
      (minutes), threshold= (the alert threshold) and location= (where
      events that do not say are: the selected one). An event is where
      its GEO says (a saved location within 100 m by its name), else at
      the saved location its LOCATION names; event-places=geocode in
      [rain-bar] sends other LOCATIONs, alone, to the place search
      (off by default: event text stays on the machine). All-day,
      cancelled and free (transparent) events are left out. 'rain-bar
      alert' warns once per event, notify-before minutes ahead, when rain
      is likely during it. Lists the events of the next 3 days.
      """)

  var app: RainBar
  var options: RunOptions

  func run() throws(RainBarError) -> Outcome {
    let settings = options.settings
    let json = options.flag(Options.forecastJSON)
    guard !settings.calendars.isEmpty else {
      if json { return Outcome(stdout: "[]\n") }
      return Outcome(stdout: tr("No calendars: add a [calendar NAME] group to the config.") + "\n")
    }
    var listing = OutlookListing(app: app, options: options)
    for problem in settings.calendarProblems() { listing.error(problem) }
    let now = Int64(app.dependencies.clock.now().rounded(.down))
    let events = CalendarEvents.load(
      app, settings: settings, now: now, geocoder: app.eventGeocoder(options))
    for (calendar, record) in events.records {
      for problem in record.problems {
        listing.stderr += tr("Warning: %s", tr("calendar %s: %s", calendar.name, problem)) + "\n"
      }
    }
    for item in events.items(settings) {
      if let why = item.why {
        listing.stderr += tr("Warning: %s", tr("calendar %s: %s", item.calendar.name, why)) + "\n"
      }
      guard let location = item.place else {
        listing.error(
          tr(
            "calendar %s: no location is selected; give location= in its group.",
            item.calendar.name))
        continue
      }
      let place = try listing.forecast(at: location)
      let occurrence = item.event.occurrence(of: item.calendar, zone: place.zone)
      guard occurrence.end > now, occurrence.start < now + CalendarLoader.reach else { continue }
      listing.rows.append(
        OutlookListing.Row(
          outlook: listing.outlook(occurrence, place, now: now), title: item.event.summary,
          names: [
            ("event", JSONText.string(item.event.summary)),
            ("calendar", JSONText.string(item.calendar.name)),
            ("uid", JSONText.string(item.event.uid)),
          ], location: location, zone: place.zone, problem: place.problem))
    }
    return listing.outcome(json: json, none: tr("No events in the next 3 days."), now: now)
  }
}
