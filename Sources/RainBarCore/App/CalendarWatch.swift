import RainBarEngine
import RainBarFeatures
import RainBarModel

/// The calendars in `watch`: their feeds (`url=`) renewed in the background
/// when the first of their entries is no longer fresh (60 minutes, or when
/// its back-off ends), their files watched through inotify (`folders`: a
/// change is read at once, `WatchSession.calendarChanged`); with
/// `event-places=geocode`, the events' locations looked up in the background
/// too, at the start and hourly (the line only reads the answers kept).
/// Calendars are not a place's: the slot is the same for every place shown.
struct CalendarSlot: WatchSlot {
  /// When the first feed is to be renewed or the locations looked up; nil: neither.
  private(set) var due: Double?
  private var inFlight = false
  /// When the locations were last looked up (`event-places=geocode`).
  private var lookedUp: Double?

  /// Reads when each feed's entry is due (none kept: now), and the lookups.
  mutating func read(_ place: WatchPlace, now: Double) {
    let settings = place.options.settings
    let lookup =
      !settings.calendars.isEmpty && place.options.value(Options.eventPlaces) == .geocode
      ? (lookedUp.map { $0 + 3600 } ?? now) : nil
    let feeds = settings.calendars.filter { $0.url != nil }
    guard !feeds.isEmpty else {
      due = lookup
      return
    }
    let load = place.app.load
    let feedsDue = feeds.compactMap { calendar -> Double? in
      guard let url = calendar.url else { return nil }
      let feed = CalendarFeedResource(
        calendar, url: url, userAgent: "", reader: place.app.dependencies.calendars,
        now: Int64(now.rounded(.down)))
      guard let kept = load.kept(feed) else { return now }
      let fresh = max(kept.freshUntil, (kept.fetchedAt ?? 0) + feed.freshness)
      return max(fresh, kept.backoffUntil ?? 0)
    }.min()
    due = [feedsDue, lookup].compactMap { $0 }.min()
  }

  func next(now: Double, _ place: WatchPlace) -> Double? { inFlight ? nil : due }

  mutating func renewalIfDue(now: Double, _ place: WatchPlace) -> (@Sendable () -> WatchEvent)? {
    guard !inFlight, let due, due <= now else { return nil }
    inFlight = true
    let (base, settings, timeout) = (place.app, place.options.settings, place.options.timeout)
    // The locations are looked up with the local calendars read (from their
    // entries), when it is their time.
    let geocoder =
      lookedUp.map { $0 + 3600 <= now } ?? true ? place.app.eventGeocoder(place.options) : nil
    if geocoder != nil { lookedUp = now }
    return {
      // The run's timeout from now: the process's has long passed.
      var app = base
      app.deadline = Deadline(seconds: timeout, from: app.dependencies.clock)
      let now = Int64(app.dependencies.clock.now().rounded(.down))
      _ = CalendarEvents.load(
        app, settings: settings, now: now, feedsOnly: geocoder == nil, geocoder: geocoder)
      return .renewed(WatchRenewal(key: nil, value: .calendars))
    }
  }

  /// A renewal ended: the next due time from what it kept, a minute on at
  /// the earliest (a failure that keeps no back-off, a missing library, is
  /// not asked again at once).
  mutating func ended(now: Double, _ place: WatchPlace) {
    inFlight = false
    read(place, now: now)
    due = due.map { max($0, now + 60) }
  }

  mutating func wake(_ place: WatchPlace) {
    guard !inFlight, due != nil else { return }
    read(place, now: place.app.dependencies.clock.now())
  }

  mutating func click() {}

  /// The folders inotify watches for the calendars' files, each with the
  /// names that count in it (nil: any `.ics`, a vdir): a vdir itself, an
  /// `.ics` file's folder. Only folders that exist; nothing is made.
  static func folders(_ app: RainBar, _ settings: Settings) -> [(folder: String, name: String?)] {
    let home = app.dependencies.environment["HOME"] ?? app.dependencies.passwordHome()
    var folders: [(folder: String, name: String?)] = []
    for calendar in settings.calendars where calendar.url == nil {
      guard let path = calendar.path(home: home) else { continue }
      let folder: (folder: String, name: String?)
      if path.hasSuffix(".ics") {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        folder = (String(path.dropLast(name.count + 1)), name)
      } else {
        folder = (path.hasSuffix("/") ? String(path.dropLast()) : path, nil)
      }
      guard !folder.folder.isEmpty, app.dependencies.fileSystem.exists(folder.folder) else {
        continue
      }
      folders.append(folder)
    }
    return folders
  }
}
