import RainBarEngine
import RainBarModel

/// A place's warnings for a run, and whether they are current.
public struct WarningsResult: Equatable, Sendable {
  /// The service, as messages name it (`NWS`).
  public var source: String
  /// Every warning of the last good answer (`active` picks what applies now).
  public var warnings: [Warning]
  public var fetchedAt: Double?
  /// Why they are not current (no answer, a bad one, a back-off): the
  /// tooltip's "warnings unavailable". The forecast is never held back by it.
  public var unavailable: String?

  public init(
    source: String, warnings: [Warning], fetchedAt: Double? = nil, unavailable: String? = nil
  ) {
    self.source = source
    self.warnings = warnings
    self.fetchedAt = fetchedAt
    self.unavailable = unavailable
  }

  /// Whether any answer of the service is known (now or kept from before):
  /// without one, "no warnings" would be a guess.
  public var isKnown: Bool { fetchedAt != nil }

  /// The warnings in force now or within `ahead` seconds, the most severe
  /// first (then the earliest): what the bar and the tooltip show.
  public func active(at now: Double, ahead: Int64 = 86_400) -> [Warning] {
    let t = Int64(now.rounded(.down))
    // An update or a cancel replaces the messages it names.
    var replaced: [String] = []
    for warning in warnings { replaced += warning.references }
    let list = warnings.filter { $0.isActive(at: t, ahead: ahead) && !replaced.contains($0.id) }
    return list.sorted {
      $0.level != $1.level ? $0.level > $1.level : ($0.onset ?? 0) < ($1.onset ?? 0)
    }
  }
}
