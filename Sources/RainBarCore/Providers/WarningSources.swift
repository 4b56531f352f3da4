/// The official warning services rain-bar asks, and which one applies where.
/// Adding one: a file in Providers/ with its `descriptor`, and a line here.
public enum WarningSources {
  public static let all: [WarningSourceDescriptor] = [
    NWSAlertsSource.descriptor,
    METNorwayAlertsSource.descriptor,
    BrightSkyAlertsSource.descriptor,
    MeteoAlarmSource.descriptor,
  ]

  /// The service `warnings=` names (`nws`, `met-no`, `dwd`).
  public static func chosen(_ choice: String) -> WarningSourceDescriptor? {
    all.first { $0.choice == choice }
  }

  /// The first service whose territory holds the location; else MeteoAlarm
  /// when a region of it is configured; else none.
  public static func automatic(for location: Location, meteoAlarmRegion: String? = nil)
    -> WarningSourceDescriptor?
  {
    all.first { $0.territory.contains(location) }
      ?? (meteoAlarmRegion == nil ? nil : MeteoAlarmSource.descriptor)
  }
}
