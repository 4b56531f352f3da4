/// One line of text: condition icon, temperature, chance of rain ahead.
public struct PlainRenderer: Sendable {
  public var units: Units
  public var icons: IconSet

  public init(units: Units, icons: IconSet) {
    self.units = units
    self.icons = icons
  }

  /// - Parameter staleAge: seconds since the data was fetched, when it is stale.
  public func render(_ outlook: RainOutlook, staleAge: Double? = nil) -> String {
    var parts = [icons.icon(for: outlook.condition, isDay: outlook.isDay)]
    if let temperature = outlook.temperature { parts.append(units.temperature(temperature)) }
    if let chance = outlook.chanceOfRain { parts.append("\(Rounded.integer(chance))%") }
    if let staleAge { parts.append(icons.stale + Age.text(staleAge)) }
    return parts.joined(separator: " ")
  }
}
