import RainBarEngine
import RainBarFeatures
import RainBarModel

/// The configured calendars' events of the next days, each with its place:
/// read once per run (`CalendarLoader`: from the cache while the files are
/// unchanged; a feed's renewed when due, `CalendarFeedResource`), only when a
/// calendar is configured.
struct CalendarEvents {
  /// Each calendar with what its files gave.
  var records: [(calendar: EventCalendar, record: CalendarRecord)]

  struct Item {
    var calendar: EventCalendar
    var event: CalendarEvent
    /// nil: the event says nowhere and no location is selected.
    var place: Location?
  }

  /// `feeds`: how a feed is renewed (nil: as kept); `feedsOnly`: the local
  /// calendars are not read (watch's background renewal).
  static func load(
    _ app: RainBar, settings: Settings, now: Int64, feeds demand: Renewal.Demand? = .due,
    feedsOnly: Bool = false
  ) -> CalendarEvents {
    guard !settings.calendars.isEmpty else { return CalendarEvents(records: []) }
    let loader = app.calendars
    return CalendarEvents(
      records: settings.calendars.compactMap { calendar in
        guard let url = calendar.url else {
          if feedsOnly { return nil }
          return (calendar, loader.load(calendar, now: now, deadline: app.deadline))
        }
        let feed = CalendarFeedResource(
          calendar, url: url, userAgent: app.dependencies.userAgent,
          reader: app.dependencies.calendars, now: now)
        return (calendar, feed.load(app.load, deadline: app.deadline, demand: demand))
      })
  }

  /// The events at `location` that have not ended at `now` and start within
  /// `ahead` seconds, read only when a calendar is configured.
  static func occurrences(
    _ app: RainBar, settings: Settings, at location: Location, zone: TimeZoneRules, now: Int64,
    ahead: Int64, feeds demand: Renewal.Demand? = .due
  ) -> [TripOccurrence] {
    guard !settings.calendars.isEmpty else { return [] }
    return load(app, settings: settings, now: now, feeds: demand).occurrences(
      at: location, settings: settings, zone: zone, now: now, horizon: now + ahead)
  }

  /// Every event with its place (`EventPlace`), in order of start.
  func items(_ settings: Settings) -> [Item] {
    var items: [Item] = []
    for (calendar, record) in records {
      let fallback = settings.place(of: calendar)
      for event in record.events {
        items.append(
          Item(
            calendar: calendar, event: event,
            place: EventPlace.of(event, saved: settings.locations, fallback: fallback)))
      }
    }
    return items.sorted { ($0.event.start, $0.event.summary) < ($1.event.start, $1.event.summary) }
  }

  /// The events at `location` as trip occurrences on its clock that have
  /// not ended at `now` and start before `horizon`.
  func occurrences(
    at location: Location, settings: Settings, zone: TimeZoneRules, now: Int64, horizon: Int64
  ) -> [TripOccurrence] {
    // Straight from the records (a bar run's path): only the events that
    // may fall in the window (a day's slack for floating times) are placed.
    var found: [TripOccurrence] = []
    for (calendar, record) in records {
      let fallback = settings.place(of: calendar)
      for event in record.events
      where event.end >= now - 86_400 && event.start < horizon + 86_400 {
        let place = EventPlace.of(event, saved: settings.locations, fallback: fallback)
        guard place?.name == location.name else { continue }
        let occurrence = event.occurrence(of: calendar, zone: zone)
        if occurrence.end > now && occurrence.start < horizon { found.append(occurrence) }
      }
    }
    return found.sorted { ($0.start, $0.trip.name) < ($1.start, $1.trip.name) }
  }
}
