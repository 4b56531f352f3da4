import RainBarEngine
import RainBarModel

/// A calendar of the config (`[calendar NAME]`): a vdir folder (one `.ics`
/// per event, as khal and vdirsyncer keep them) or one `.ics` file (as
/// Evolution keeps its local calendar) or an iCalendar feed (`url=`, a
/// `CalendarFeedResource`), whose timed events of the next days are judged
/// like trips.
public struct EventCalendar: Equatable, Sendable, TripKeys {
  public var name: String
  /// As written: an absolute path, or one starting with `~/`; for a feed,
  /// only its scheme and host (what messages and `doctor` may show).
  public var source: String
  /// A feed's whole address (`webcal://` read as `https://`): never shown,
  /// its path often holds a private token.
  public var url: String?
  /// Categories or words of the summary an event must have one of (empty: any).
  public var only: [String] = []
  /// Categories or words of the summary that leave an event out.
  public var skip: [String] = []
  public var notifyBefore = Trip.defaultNotifyBefore
  /// nil: the alert threshold.
  public var threshold: Double?
  /// A saved location's name for events that do not say where; nil: the selected one.
  public var location: String?

  public init(name: String, source: String) {
    self.name = name
    self.source = source
  }

  public static let prefix = "calendar "

  /// The source with `~/` made the home directory; nil when it needs one and there is none.
  public func path(home: String?) -> String? {
    guard source.hasPrefix("~/") else { return source }
    guard let home, home.hasPrefix("/") else { return nil }
    return (home.hasSuffix("/") ? String(home.dropLast()) : home) + source.dropFirst()
  }

  /// A [calendar NAME] group, checked: a bad value is an error naming its line.
  public static func read(_ group: KeyFileDocument.Group, path: String) throws(ConfigError)
    -> EventCalendar
  {
    let name = String(group.name.dropFirst(prefix.count))
    func fail(_ key: String?, _ problem: String) -> ConfigError {
      group.problem(problem, key: key, path: path)
    }
    guard name.contains(where: { $0 != " " }) else {
      throw fail(nil, tr("the calendar has no name: write [calendar NAME]."))
    }
    var calendar = EventCalendar(name: name, source: "")
    for (key, text) in group.entries {
      var quoted: String { ConfigQuote.value(text, secret: false) }
      switch key {
      case "source":
        guard text.hasPrefix("/") || text.hasPrefix("~/") else {
          throw fail(
            key,
            tr(
              "source: '%s' is not a path: give a vdir folder or an .ics file, as an absolute path or one starting with ~/.",
              quoted))
        }
        calendar.source = text
      case "url":
        guard let url = Self.feedURL(text) else {
          throw fail(
            key,
            tr(
              "url: not an https:// (or webcal://) address of an iCalendar feed; http:// only on this machine."
            ))
        }
        calendar.url = url
        calendar.source = Self.shown(url)
      case "only": calendar.only = ValueReader.names(in: text)
      case "skip": calendar.skip = ValueReader.names(in: text)
      default:
        if let problem = calendar.read(key, text) { throw fail(key, problem) }
      }
    }
    if calendar.url != nil, group.entries.contains(where: { $0.0 == "source" }) {
      throw fail("source", tr("give source= or url=, not both."))
    }
    if calendar.source.isEmpty {
      throw fail(
        nil,
        tr(
          "source: missing: give a vdir folder or an .ics file, e.g. source=~/.local/share/calendars/outdoor."
        ))
    }
    return calendar
  }

  /// The feed's address to ask: `https://`, `webcal://` (as `https://`), or
  /// `http://` to this machine (127.0.0.1, ::1, localhost); nil for anything else.
  static func feedURL(_ text: String) -> String? {
    let url =
      text.lowercased().hasPrefix("webcal://")
      ? "https://" + text.dropFirst("webcal://".count) : text
    guard ValueReader.urlProblem(url) == nil else { return nil }
    if url.lowercased().hasPrefix("https://") { return url }
    let host = HTTPRequest.host(of: text).lowercased()
    let loopback = ["127.0.0.1", "[::1]", "localhost"].contains { local in
      host == local || host.hasPrefix(local + ":")
    }
    return loopback ? url : nil
  }

  /// `https://host[:port]`: what may be shown of a feed's address.
  static func shown(_ url: String) -> String {
    let scheme = url.lowercased().hasPrefix("https://") ? "https://" : "http://"
    return scheme + HTTPRequest.host(of: url)
  }
}
