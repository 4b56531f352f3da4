import RainBarEngine
import RainBarModel

/// What `event-places=geocode` learnt of events' locations, kept in the
/// cache directory (the file `event-places`): each answer under a hash of
/// the location's text, never the text itself, with only the geocoder's
/// name of the place and its coordinates, or what kind of answer came.
/// An answer is used for 30 days; a failed lookup is asked again after an
/// hour. Lines of tab-separated fields.
public struct EventGeocodes: Equatable, Sendable {
  public enum Answer: Equatable, Sendable {
    case place(name: String, latitude: Double, longitude: Double)
    /// No place has that name.
    case notFound
    /// Several places have it, none more than the others.
    case several
    /// The lookup failed (an HTTP error, no answer in time): why, one sentence.
    case failed(String)
  }

  public struct Entry: Equatable, Sendable {
    /// When it was asked (Unix seconds).
    public var at: Int64
    public var answer: Answer
  }

  /// By the hash of the location's text (`key`).
  public var entries: [String: Entry] = [:]

  public init(entries: [String: Entry] = [:]) { self.entries = entries }

  public static let fileName = "event-places"
  static let header = "rain-bar event-places 1"
  public static let freshness: Int64 = 30 * 86_400
  public static let retry: Int64 = 3_600
  /// Entries kept at most (the most recent).
  static let limit = 500

  /// The entry's key: a hash of the text (FNV-1a, 64 bits, in hex).
  public static func key(_ text: String) -> String { CalendarLoader.hash("event-place\t" + text) }

  /// Whether `entry` is still used without asking again at `now`.
  public static func isFresh(_ entry: Entry, now: Int64) -> Bool {
    if case .failed = entry.answer { return entry.at <= now && now < entry.at + retry }
    return entry.at <= now && now < entry.at + freshness
  }

  /// The record, or nil when the bytes are not one.
  public static func read(_ bytes: [UInt8]) -> EventGeocodes? {
    let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
    guard let first = lines.first, first.elementsEqual(header.utf8) else { return nil }
    var record = EventGeocodes()
    for line in lines.dropFirst() {
      let fields = line.split(
        separator: UInt8(ascii: "\t"), maxSplits: 5, omittingEmptySubsequences: false
      ).map { String(decoding: $0, as: UTF8.self) }
      guard fields.count == 6, CalendarEntries.isHashName(fields[0], prefix: ""),
        let at = Int64(fields[1])
      else { return nil }
      let answer: Answer
      switch fields[2] {
      case "place":
        guard let latitude = Double(fields[3]), Plausible.latitude.contains(latitude),
          let longitude = Double(fields[4]), Plausible.longitude.contains(longitude)
        else { return nil }
        let name = Sanitized.line(fields[5], limit: 80)
        guard !name.isEmpty else { return nil }
        answer = .place(name: name, latitude: latitude, longitude: longitude)
      case "none": answer = .notFound
      case "several": answer = .several
      case "failed": answer = .failed(Sanitized.line(fields[5], limit: 300))
      default: return nil
      }
      record.entries[fields[0]] = Entry(at: at, answer: answer)
    }
    return record
  }

  /// The bytes of the entries asked within 30 days before `now` (the
  /// latest 500), in order of key.
  public func bytes(now: Int64) -> [UInt8] {
    let kept = entries.filter { $0.value.at <= now && now - $0.value.at < Self.freshness }
      .sorted { ($0.value.at, $0.key) > ($1.value.at, $1.key) }.prefix(Self.limit)
      .sorted { $0.key < $1.key }
    var text = Self.header + "\n"
    for (key, entry) in kept {
      let fields: [String]
      switch entry.answer {
      case .place(let name, let latitude, let longitude):
        fields = ["place", Decimal4.format(latitude), Decimal4.format(longitude), name]
      case .notFound: fields = ["none", "-", "-", "-"]
      case .several: fields = ["several", "-", "-", "-"]
      case .failed(let why): fields = ["failed", "-", "-", why]
      }
      text += ([key, String(entry.at)] + fields.map(CalendarRecord.field)).joined(separator: "\t")
      text += "\n"
    }
    return Array(text.utf8)
  }
}
