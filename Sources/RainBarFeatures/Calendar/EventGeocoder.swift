import RainBarEngine
import RainBarModel

/// `event-places=`: whether an event's LOCATION that names no saved location
/// is looked up by the place search (`geocode`), or the event is judged at
/// the calendar's or the selected location (`saved`, the default: event
/// text never leaves the machine).
public enum EventPlaces: String, CaseIterable, Sendable {
  case saved
  case geocode
}

extension Options {
  public static let eventPlaces = Option<EventPlaces>(
    "event-places", value: "how", places: .configFile,
    default: .saved, choices: EventPlaces.allCases.map { $0.rawValue },
    help:
      "Where a calendar event is whose LOCATION names no saved location: saved (the calendar's or the selected location) or geocode (its LOCATION, and only it, sent once to the place search; the answer kept 30 days)",
    read: ValueReader.choice(EventPlaces.self))
}

/// The place search asked for events' locations (`event-places=geocode`):
/// each text sent alone, once, its answer kept (`EventGeocodes`, by a hash
/// of the text); at most 3 lookups a run, within what is left of its
/// timeout, the rest on later runs.
public struct EventGeocoder: Sendable {
  public var geocoder: OpenMeteoGeocoder
  public var http: any HTTPClient
  public var fileSystem: any FileSystem
  public var cacheDirectory: String
  /// false: only the answers kept are read, nothing is asked.
  public var asks: Bool

  public static let lookupsPerRun = 3

  public init(
    geocoder: OpenMeteoGeocoder, http: any HTTPClient, fileSystem: any FileSystem,
    cacheDirectory: String, asks: Bool = true
  ) {
    self.geocoder = geocoder
    self.http = http
    self.fileSystem = fileSystem
    self.cacheDirectory = cacheDirectory
    self.asks = asks
  }

  var path: String { cacheDirectory + "/" + EventGeocodes.fileName }

  /// The answer for each of `texts` (in the order given: the first are
  /// looked up first): a fresh one kept, else one asked now while the run
  /// has lookups and time left, else the last one kept; a text with none is
  /// left out (to be looked up on a later run).
  public func answers(for texts: [String], now: Int64, deadline: Deadline) -> [String:
    EventGeocodes.Answer]
  {
    guard !texts.isEmpty else { return [:] }
    var record =
      (try? fileSystem.readRegularFile(path, limit: 1 << 20)).flatMap { $0 }.flatMap(
        EventGeocodes.read) ?? EventGeocodes()
    var answers: [String: EventGeocodes.Answer] = [:]
    var lookups = 0
    for text in texts where answers[text] == nil {
      let key = EventGeocodes.key(text)
      let kept = record.entries[key]
      if let kept, EventGeocodes.isFresh(kept, now: now) {
        answers[text] = kept.answer
        continue
      }
      if asks, lookups < Self.lookupsPerRun, deadline.remaining() > 0.1 {
        lookups += 1
        let answer = lookUp(text, timeout: deadline.remaining(atLeast: 0.1))
        record.entries[key] = EventGeocodes.Entry(at: now, answer: answer)
        answers[text] = answer
      } else if let kept {
        answers[text] = kept.answer
      }
    }
    if lookups > 0 {
      try? fileSystem.makePrivateDirectory(cacheDirectory)
      try? fileSystem.writeAtomically(record.bytes(now: now), to: path)
    }
    return answers
  }

  /// One request with the text alone.
  func lookUp(_ text: String, timeout: Double) -> EventGeocodes.Answer {
    let request = geocoder.request(name: text, timeout: timeout)
    switch http.get(request) {
    case .failure(let failure):
      return .failed(
        Self.clause(
          ForecastError.network(failure, host: request.host, timeout: timeout).message(
            about: .answer)))
    case .success(let response):
      do {
        return Self.answer(try geocoder.decode(response), for: text)
      } catch {
        return .failed(Self.clause(error.message(about: .answer)))
      }
    }
  }

  /// The one place the answer gives: its only one, or the only one whose
  /// name is the text's (its first part, before a comma: "Enschede,
  /// Netherlands") among several (the search also matches names' beginnings).
  static func answer(_ places: [Place], for text: String) -> EventGeocodes.Answer {
    func found(_ place: Place) -> EventGeocodes.Answer {
      .place(name: place.name, latitude: place.latitude, longitude: place.longitude)
    }
    if places.count == 1, let place = places.first { return found(place) }
    guard !places.isEmpty else { return .notFound }
    let wanted = EventPlace.trimmed(
      String(text.split(separator: ",").first ?? Substring(text)).lowercased())
    let named = places.filter { $0.name.lowercased() == wanted }
    if named.count == 1, let place = named.first { return found(place) }
    return .several
  }

  /// A message as a clause: without its full stop.
  static func clause(_ message: String) -> String {
    message.hasSuffix(".") ? String(message.dropLast()) : message
  }
}
