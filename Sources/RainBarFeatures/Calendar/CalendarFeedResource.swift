import RainBarEngine
import RainBarModel

/// A calendar's iCalendar feed (`url=`): renewed like every resource
/// (validators and 304, back-off, the last good events while it fails),
/// fresh 60 minutes; its text is expanded by libical (`CalendarReader`) at
/// once and forgotten. The entry (the `calendar` folder, one per calendar and
/// address) keeps only the occurrences of the next days its filters let
/// through (start, end, summary, location, UID, GEO), as a vdir's does.
public struct CalendarFeedResource: Resource {
  public var calendar: EventCalendar
  public var url: String
  public var userAgent: String
  public var reader: any CalendarReader
  /// When the next days start.
  public var now: Int64

  public init(
    _ calendar: EventCalendar, url: String, userAgent: String, reader: any CalendarReader,
    now: Int64
  ) {
    self.calendar = calendar
    self.url = url
    self.userAgent = userAgent
    self.reader = reader
    self.now = now
  }

  public static let folder = "calendar"
  public var freshness: Double { 3600 }
  /// Named by a hash: the file name tells nothing of the address.
  public var key: CacheKey { Self.key(of: calendar, url: url) }

  static func key(of calendar: EventCalendar, url: String) -> CacheKey {
    .machine("feed-" + CalendarLoader.hash(calendar.name + "\n" + url))
  }
  /// The host: the path and query are never shown.
  public var displayName: String { HTTPRequest.host(of: url) }
  /// The address, its path and query, and any user and password in it.
  public var secrets: [String] {
    let rest = url.firstRange(of: "://").map { url[$0.upperBound...] } ?? url[...]
    let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    let user = authority.contains("@") ? authority.prefix { $0 != "@" } : ""
    return [url, String(rest.dropFirst(authority.count)), String(user)].filter { $0.count > 1 }
  }
  public var answers: ForecastError.Answer { .answer }
  /// The address and the filters the occurrences were chosen by.
  var stamp: String {
    CalendarLoader.hash(
      url + "\t" + calendar.only.joined(separator: ",") + "\t"
        + calendar.skip.joined(separator: ","))
  }

  public func request(timeout: Double) -> HTTPRequest {
    HTTPRequest(
      url: url,
      headers: [(name: "User-Agent", value: userAgent), (name: "Accept", value: "text/calendar")],
      timeout: timeout, maxBodyBytes: CalendarLoader.fileLimit)
  }

  /// A web page or a text libical finds no calendar in is refused (the
  /// last good events stay, the feed backs off); a library that is missing
  /// is no fault of the feed's.
  public func record(from response: HTTPResponse, asking: Asking) throws(ForecastError)
    -> CalendarFeedEntry
  {
    try JSONAnswer.check(response, provider: displayName) { _ in nil }
    if let problem = TimeZoneCheck.problem(in: response.body) {
      throw .implausible(provider: displayName, problem: problem.reason)
    }
    let raw: RawEvents
    do {
      raw = try reader.events(
        in: response.body, from: now - 86_400, to: now + CalendarLoader.kept + 86_400,
        limit: CalendarLoader.calendarLimit, seconds: max(0.1, asking.remaining))
    } catch {
      if error == .notICalendar || error == .tooSlow {
        throw .implausible(provider: displayName, problem: error.reason)
      }
      throw .network(.libraryMissing(error.reason), host: displayName, timeout: asking.timeout)
    }
    if raw.truncated {
      throw .implausible(
        provider: displayName,
        problem: tr(
          "more than %s occurrences in the next days", String(CalendarLoader.calendarLimit)))
    }
    var record = CalendarRecord(
      stamp: stamp, from: now, to: now + CalendarLoader.kept, read: raw.events.count,
      problems: [], events: raw.events.compactMap { EventSelection.select($0, for: calendar) })
    if raw.unreadable > 0 {
      record.problems.append(
        trn(
          "%1$d event has no start that can be read: skipped.",
          "%1$d events have no start that can be read: skipped.", raw.unreadable))
    }
    record.events.sort { ($0.start, $0.summary) < ($1.start, $1.summary) }
    return CalendarFeedEntry(calendar: record)
  }

  /// Kept for other filters, or for days it does not reach: asked again in
  /// full (without validators: a 304 would keep what does not serve).
  public func serves(_ record: CalendarFeedEntry) -> Bool {
    record.calendar.stamp == stamp && record.calendar.from <= now
      && now + CalendarLoader.reach <= record.calendar.to
  }

  public func backoffOnly() -> CalendarFeedEntry {
    CalendarFeedEntry(
      calendar: CalendarRecord(stamp: "", from: 0, to: 0, read: 0, problems: [], events: []))
  }

  public static func record(from bytes: [UInt8]) -> CalendarFeedEntry? {
    CalendarFeedEntry.read(bytes)
  }

  public static func bytes(_ record: CalendarFeedEntry) -> [UInt8]? { record.bytes }

  /// The calendar's events as its feed gave them: renewed when due within
  /// what is left of the run (`demand` nil: as kept, watch's line renews in
  /// the background); what went wrong is one of its problems (the host
  /// named, never the address).
  public func load(_ load: Load, deadline: Deadline, demand: Renewal.Demand? = .due)
    -> CalendarRecord
  {
    let timeout = deadline.remaining()
    let outcome = load(self, demand: demand, timeout: timeout)
    var record =
      outcome.record.map(\.calendar).flatMap { $0.stamp == stamp ? $0 : nil }
      ?? CalendarRecord(stamp: stamp, from: now, to: now, read: 0, problems: [], events: [])
    if let problem = outcome.message(displayName, timeout: timeout, about: answers) {
      record.problems.append(problem)
    }
    return record
  }
}

/// A feed's entry: what `CalendarRecord` holds, in the envelope every
/// entry shares (freshness, validators, back-off).
public struct CalendarFeedEntry: Equatable, Sendable, RenewableRecord {
  public static let currentVersion = 1

  public var version = Self.currentVersion
  /// An empty stamp: only a back-off is recorded.
  public var calendar: CalendarRecord
  public var header = RenewalHeader()

  public init(calendar: CalendarRecord) { self.calendar = calendar }

  public var hasData: Bool { !calendar.stamp.isEmpty }
}

extension CalendarFeedEntry: EnvelopedRecord {
  @usableFromInline package static var unread: CalendarFeedEntry {
    CalendarFeedEntry(
      calendar: CalendarRecord(stamp: "", from: 0, to: 0, read: 0, problems: [], events: []))
  }

  @usableFromInline package static func payload<Coder: FieldCoder>(
    _ coder: inout Coder, _ value: inout CalendarFeedEntry
  ) throws(JSONScanner.Failure) {
    try coder.required("stamp", &value.calendar.stamp, .string)
    try coder.required("from", &value.calendar.from, .int64)
    try coder.required("to", &value.calendar.to, .int64)
    try coder.required("read", &value.calendar.read, .int)
    try coder.field("problems", &value.calendar.problems, .array(.string))
    try coder.field("events", &value.calendar.events, .array(.object(CalendarEvent.self)))
  }

  @usableFromInline package func checked() throws(JSONScanner.Failure) -> CalendarFeedEntry {
    guard calendar.events.count <= CalendarLoader.calendarLimit,
      calendar.problems.count <= 10
    else { throw JSONScanner.Failure() }
    var entry = self
    entry.calendar.problems = calendar.problems.map { Sanitized.line($0, limit: 300) }
    return entry
  }
}

/// An occurrence's members in a feed's entry; its text is made one clean
/// line again when read (never markup: the bar escapes it).
extension CalendarEvent: RecordFields {
  @usableFromInline package static var unread: CalendarEvent {
    CalendarEvent(uid: "", summary: "", location: "", start: 0, end: 0)
  }

  @usableFromInline package static func fields<Coder: FieldCoder>(
    _ coder: inout Coder, _ value: inout CalendarEvent
  ) throws(JSONScanner.Failure) {
    try coder.required("start", &value.start, .int64)
    try coder.required("end", &value.end, .int64)
    try coder.field("floating", &value.floating, .bool)
    try coder.required("summary", &value.summary, .string)
    try coder.field("location", &value.location, .string)
    try coder.required("uid", &value.uid, .string)
    // GEO as [latitude, longitude] (one member: the reader visits each alone).
    var geo = value.geo.map { [$0.latitude, $0.longitude] as [Double?] }
    try coder.optional("geo", &geo, .doubles)
    if let geo, geo.count == 2, let latitude = geo[0], let longitude = geo[1] {
      value.geo = Position(latitude: latitude, longitude: longitude, accuracy: nil)
    } else {
      value.geo = nil
    }
  }

  @usableFromInline package func checked() throws(JSONScanner.Failure) -> CalendarEvent {
    var event = self
    event.uid = Sanitized.line(uid, limit: 200)
    event.summary = Sanitized.line(summary, limit: 80)
    event.location = Sanitized.line(location, limit: 120)
    if let geo,
      !Plausible.latitude.contains(geo.latitude)
        || !Plausible.longitude.contains(geo.longitude)
    {
      event.geo = nil
    }
    guard Plausible.time.contains(start), Plausible.time.contains(end) else {
      throw JSONScanner.Failure()
    }
    return event
  }
}
