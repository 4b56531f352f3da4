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
  /// The place search's answers by location text (`event-places=geocode`);
  /// nil: no text is looked up.
  var geocoded: [String: EventGeocodes.Answer]?

  struct Item {
    var calendar: EventCalendar
    var event: CalendarEvent
    /// nil: the event says nowhere and no location is selected.
    var place: Location?
    /// Why it is at the calendar's or the selected location: its location could not be placed.
    var why: String?
  }

  /// `feeds`: how a feed is renewed (nil: as kept); `feedsOnly`: the local
  /// calendars are not read (watch's background renewal); `geocoder`: the
  /// place search for locations that name no saved location
  /// (`event-places=geocode`; nil: none is looked up).
  static func load(
    _ app: RainBar, settings: Settings, now: Int64, feeds demand: Renewal.Demand? = .due,
    feedsOnly: Bool = false, geocoder: @autoclosure () -> EventGeocoder? = nil
  ) -> CalendarEvents {
    guard !settings.calendars.isEmpty else { return CalendarEvents(records: []) }
    let loader = app.calendars
    var events = CalendarEvents(
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
    // Only when an event says where in words (the option is read then: a
    // bar's calendar of events without LOCATION costs nothing more).
    let worded = events.records.contains {
      $0.record.events.contains { $0.geo == nil && !$0.location.isEmpty }
    }
    if worded, let geocoder = geocoder() {
      // The texts that name no saved location, the soonest events' first.
      let texts = events.records.flatMap(\.record.events).filter {
        $0.geo == nil && !$0.location.isEmpty
          && EventPlace.named($0.location, in: settings.locations) == nil
      }.sorted { $0.start < $1.start }.map(\.location)
      events.geocoded = geocoder.answers(for: texts, now: now, deadline: app.deadline)
    }
    return events
  }

  /// The events at `location` that have not ended at `now` and start within
  /// `ahead` seconds, read only when a calendar is configured.
  static func occurrences(
    _ app: RainBar, settings: Settings, at location: Location, zone: TimeZoneRules, now: Int64,
    ahead: Int64, feeds demand: Renewal.Demand? = .due, geocoder: @autoclosure () -> EventGeocoder?
  ) -> [TripOccurrence] {
    guard !settings.calendars.isEmpty else { return [] }
    return load(app, settings: settings, now: now, feeds: demand, geocoder: geocoder()).occurrences(
      at: location, settings: settings, zone: zone, now: now, horizon: now + ahead)
  }

  /// Every event with its place (`EventPlace`), in order of start.
  func items(_ settings: Settings) -> [Item] {
    var items: [Item] = []
    for (calendar, record) in records {
      let fallback = settings.place(of: calendar)
      for event in record.events {
        let placed = EventPlace.place(
          event, saved: settings.locations, fallback: fallback, geocoded: geocoded)
        items.append(
          Item(calendar: calendar, event: event, place: placed.location, why: placed.why))
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
        let placed = EventPlace.place(
          event, saved: settings.locations, fallback: fallback, geocoded: geocoded)
        guard placed.location?.name == location.name else { continue }
        var occurrence = event.occurrence(of: calendar, zone: zone)
        occurrence.note = placed.why
        if occurrence.end > now && occurrence.start < horizon { found.append(occurrence) }
      }
    }
    return found.sorted { ($0.start, $0.trip.name) < ($1.start, $1.trip.name) }
  }
}
