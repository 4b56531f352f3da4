/// One official severe-weather warning, in the neutral form every warning
/// source decodes into. Texts are already sanitised (`Sanitized`); times are
/// Unix seconds.
public struct Warning: Equatable, Sendable {
  /// CAP's severity, in order.
  public enum Level: Int, Comparable, Sendable, CaseIterable {
    case unknown, minor, moderate, severe, extreme

    public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }

    /// CAP's word (`Severe`, `moderate`), a MeteoAlarm/MET Norway colour
    /// (`yellow`, `orange`, `red`) or Dark Sky's kind (`advisory`, `watch`,
    /// `warning`); unknown when none of those.
    public init(word: String?) {
      switch Warning.keyword(word) {
      case "minor", "advisory", "green": self = .minor
      case "moderate", "yellow", "watch": self = .moderate
      case "severe", "orange", "warning": self = .severe
      case "extreme", "red": self = .extreme
      default: self = .unknown
      }
    }

    /// Used in CSS classes (`warning-severe`), the JSON and the tooltip.
    public var name: String {
      switch self {
      case .unknown: return "unknown"
      case .minor: return "minor"
      case .moderate: return "moderate"
      case .severe: return "severe"
      case .extreme: return "extreme"
      }
    }
  }

  /// A service's keyword as compared: lower case, without the spaces around it
  /// (`"SEVERE "` is severe).
  package static func keyword(_ word: String?) -> String? {
    // Trimmed by hand: the generic `split` and `joined` cost a bar run 0.17 M
    // instructions of run-time type lookups.
    guard let lower = word?.lowercased() else { return nil }
    var start = lower.startIndex
    var end = lower.endIndex
    while start < end, lower[start].isWhitespace { start = lower.index(after: start) }
    while end > start, lower[lower.index(before: end)].isWhitespace {
      end = lower.index(before: end)
    }
    return String(lower[start..<end])
  }

  /// CAP's message type: a new warning, a change to an earlier one, or its withdrawal.
  public enum MessageType: String, Sendable {
    case alert, update, cancel

    public init(word: String?) {
      switch Warning.keyword(word) {
      case "update": self = .update
      case "cancel": self = .cancel
      default: self = .alert
      }
    }
  }

  /// The issuer's identifier of this message.
  public var id: String
  public var level: Level
  /// The short name of the hazard (`Thunderstorm`, `Kuling`).
  public var event: String
  public var headline: String?
  public var description: String?
  public var instruction: String?
  /// When the hazard begins (nil: already).
  public var onset: Int64?
  /// When the hazard ends (nil: not said).
  public var ends: Int64?
  /// When this message stops being valid (nil: not said).
  public var expires: Int64?
  /// The service that issued it (`NWS Phoenix AZ`, `DWD`).
  public var issuer: String
  public var messageType: MessageType
  /// Identifiers of the earlier messages an update or cancel refers to.
  public var references: [String]
  /// The texts in the other languages the service sent (`speaking` picks
  /// the run's): kept in the entry, so that the language shown is the run's,
  /// not that of the run that renewed it.
  public var translations: [Translation] = []
  /// The translations as the cache keeps them (a JSON array), when read from
  /// it: decoded only when a run asks for another language (`speaking`), so
  /// that an English run does not pay for the German texts.
  public var translationsJSON: [UInt8] = []

  public init(
    id: String, level: Level, event: String, headline: String? = nil,
    description: String? = nil, instruction: String? = nil, onset: Int64? = nil,
    ends: Int64? = nil, expires: Int64? = nil, issuer: String,
    messageType: MessageType = .alert, references: [String] = []
  ) {
    self.id = id
    self.level = level
    self.event = event
    self.headline = headline
    self.description = description
    self.instruction = instruction
    self.onset = onset
    self.ends = ends
    self.expires = expires
    self.issuer = issuer
    self.messageType = messageType
    self.references = references
  }

  /// The end of the hazard as far as the message tells: `ends`, else `expires`
  /// unless that comes before the onset (NWS updates do that: then it is the
  /// message's end, not the hazard's).
  public var until: Int64? {
    if let ends { return ends }
    guard let expires else { return nil }
    if let onset, expires < onset { return nil }
    return expires
  }

  /// Whether it applies at `now` or begins within `ahead` seconds: not
  /// cancelled, not over, not expired.
  public func isActive(at now: Int64, ahead: Int64 = 86_400) -> Bool {
    if messageType == .cancel { return false }
    if let until, until <= now { return false }
    if let expires, expires <= now, until == nil || until == expires { return false }
    if let onset, onset > now + ahead { return false }
    return true
  }
}
