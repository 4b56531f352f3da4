/// The official warning services rain-bar asks, and which one applies where.
/// Adding one: a file in Providers/ with its `descriptor`, and a line here.
public enum WarningSources {
  public static let all: [WarningSourceDescriptor] = [
    NWSAlertsSource.descriptor,
    METNorwayAlertsSource.descriptor,
    BrightSkyAlertsSource.descriptor,
  ]

  /// The service `warnings=` names (`nws`, `met-no`, `dwd`).
  public static func chosen(_ choice: String) -> WarningSourceDescriptor? {
    all.first { $0.choice == choice }
  }

  /// The first service whose territory holds the location, if any.
  public static func automatic(for location: Location) -> WarningSourceDescriptor? {
    all.first { $0.territory.contains(location) }
  }
}
