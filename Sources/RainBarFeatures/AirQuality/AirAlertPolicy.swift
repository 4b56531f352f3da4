import RainBarEngine
import RainBarModel

/// The air-quality and pollen alerts' decision, pure: the values now, the
/// previous state and the settings in; notifications (or none) and the next
/// state out. One notification per episode, as for rain: it fires when the
/// index reaches `aqi-threshold=` (the highest pollen type of `pollen=`
/// reaches its level) while armed, and re-arms when the index falls
/// `alert-hysteresis` points under the threshold (the pollen a level under
/// its own). Quiet hours hold it back, armed, so it fires after them if the
/// air is still bad. Critical from the scale's "very poor" band
/// (`AirQualityScale.criticalBand`).
public struct AirAlertPolicy: Sendable {
  public var scale: AirQualityScale
  /// `aqi-threshold=`; nil: no index alert.
  public var threshold: Double?
  /// `pollen=`: the types and the level that alert; nil: no pollen alert.
  public var pollen: PollenAlert?
  public var hysteresis: Double
  public var quietHours: QuietHours?
  /// How the pollen's peak hour is written.
  public var clock: ClockStyle

  public init(
    scale: AirQualityScale, threshold: Double?, pollen: PollenAlert?, hysteresis: Double,
    quietHours: QuietHours?, clock: ClockStyle = .h24
  ) {
    self.scale = scale
    self.threshold = threshold
    self.pollen = pollen
    self.hysteresis = hysteresis
    self.quietHours = quietHours
    self.clock = clock
  }

  public var isEmpty: Bool { threshold == nil && pollen == nil }

  public struct Decision: Equatable, Sendable {
    public init(state: AirAlertState) { self.state = state }

    /// The index's notification, and the pollen's.
    public var index: RainNotification?
    public var pollen: RainNotification?
    public var state: AirAlertState

    public var notifications: [RainNotification] { [index, pollen].compactMap { $0 } }
  }

  public func decide(
    _ air: AirQuality, location: String, zone: TimeZoneRules, now: Double, state: AirAlertState
  ) -> Decision {
    var decision = Decision(state: state)
    let quiet = quietHours?.contains(Int64(now.rounded(.down)), in: zone) ?? false
    if let threshold, let index = air[scale.variable] {
      if !state.indexArmed, index < threshold - hysteresis { decision.state.indexArmed = true }
      if decision.state.indexArmed, index >= threshold, !quiet {
        let band = scale.band(index)
        decision.index = RainNotification(
          summary: tr("Air quality in %s: %s", location, scale.text(index)),
          body: tr(
            "The air-quality index reached %s (alert from %s).", Rounded.integer(index),
            Rounded.integer(threshold)),
          icon: "dialog-warning",
          urgency: band >= AirQualityScale.criticalBand ? .critical : .normal)
        decision.state.indexArmed = false
      }
    }
    if let pollen {
      var highest: (type: AirVariable, level: PollenLevel)?
      for type in pollen.types {
        guard let grains = air[type] else { continue }
        let level = PollenLevel(grains, of: type)
        if highest.map({ level > $0.level }) ?? true { highest = (type, level) }
      }
      if let highest {
        if !state.pollenArmed, highest.level < pollen.level { decision.state.pollenArmed = true }
        if decision.state.pollenArmed, highest.level >= pollen.level, !quiet,
          let name = highest.type.pollenName
        {
          decision.pollen = RainNotification(
            summary: tr("Pollen in %s: %s", location, tr("%s %s", name, highest.level.word)),
            body: pollenBody(air, highest.type, name: name, zone: zone, now: now),
            icon: "dialog-warning", urgency: .normal)
          decision.state.pollenArmed = false
        }
      }
    }
    return decision
  }

  /// "Pollen (birch): 112 grains/m³ now, up to 180 at 14:00.": the peak of
  /// the next 24 hours when it is still to come and higher.
  private func pollenBody(
    _ air: AirQuality, _ type: AirVariable, name: String, zone: TimeZoneRules, now: Double
  ) -> String {
    let grains = air[type] ?? 0
    let t = Int64(now.rounded(.down))
    if let peak = air.highest(type, from: t), peak.value > grains, peak.at > t {
      return tr(
        "Pollen (%s): %s grains/m³ now, up to %s at %s.", name, Rounded.integer(grains),
        Rounded.integer(peak.value), clock.time(peak.at, in: zone))
    }
    return tr("Pollen (%s): %s grains/m³ now.", name, Rounded.integer(grains))
  }
}

/// What the alerts remember of the air between runs (in `AlertState`).
public struct AirAlertState: Codable, Equatable, Sendable {
  public var indexArmed = true
  public var pollenArmed = true

  public init() {}
}

/// `pollen=birch,grass:high`: the types that alert, and from which level
/// (`low`, `moderate`, `high`, `very-high`; `high` when not given).
public struct PollenAlert: Equatable, Sendable {
  public var types: [AirVariable]
  public var level: PollenLevel

  public init?(_ text: String) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count <= 2 else { return nil }
    var types: [AirVariable] = []
    for name in parts[0].split(separator: ",", omittingEmptySubsequences: false) {
      guard let type = AirVariable.pollen.first(where: { $0.id == name }) else { return nil }
      types.append(type)
    }
    guard !types.isEmpty else { return nil }
    let level = parts.count == 2 ? PollenLevel.named(String(parts[1])) : .high
    guard let level else { return nil }
    self.types = types
    self.level = level
  }
}
