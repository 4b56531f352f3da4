import RainBarEngine
import RainBarModel

/// The tooltip's `air` section: the index now and the highest of the next 24
/// hours with when, the pollen in the air by type, or why it is unavailable.
public struct AirLines: Sendable {
  public var result: AirQualityResult
  public var scale: AirQualityScale
  public var now: Double
  public var zone: TimeZoneRules
  public var clock: ClockStyle

  public var lines: [String] {
    var lines: [String] = []
    let t = Int64(now.rounded(.down))
    if let air = result.air {
      if let index = air[scale.variable] {
        if let high = air.highest(scale.variable, from: t), high.value.rounded() > index.rounded() {
          // TRANSLATORS: the index now, the highest ahead and its hour: "Air quality: 35 fair, up to 52 moderate at 15:00".
          lines.append(
            tr(
              "Air quality: %s, up to %s at %s", scale.text(index), scale.text(high.value),
              clock.time(max(t, high.at), in: zone)))
        } else {
          lines.append(tr("Air quality: %s", scale.text(index)))
        }
        // TRANSLATORS: the air-quality index's legend: whose bands, published when ("EEA 2024": the European Environment Agency's; "EPA 2024": the US Environmental Protection Agency's).
        lines.append(tr("Index bands: %s", scale.bands))
      }
      var pollen: [String] = []
      for type in AirVariable.pollen {
        guard let grains = air[type], let name = type.pollenName else { continue }
        let level = PollenLevel(grains, of: type)
        // TRANSLATORS: a pollen type and its level in the tooltip: "birch high".
        if level > .none { pollen.append(trc("pollen type and level", "%s %s", name, level.word)) }
      }
      // TRANSLATORS: between the items of a list in a sentence ("alder low, birch high").
      let separator = trc("list separator", ", ")
      if !pollen.isEmpty {
        lines.append(tr("Pollen: %s", pollen.concatenated(separator: separator)))
      }
    }
    if let unavailable = result.unavailable {
      lines.append(tr("Air quality unavailable: %s", unavailable))
    }
    return lines
  }
}
