import RainBarEngine
import RainBarModel

/// The official warning services rain-bar asks, and which one applies where.
/// Adding one: a file in Providers/ with its `descriptor`, and a line here.
public enum WarningSources {
  public static let all: [WarningSourceDescriptor] = [
    NWSAlertsSource.descriptor,
    METNorwayAlertsSource.descriptor,
    BrightSkyAlertsSource.descriptor,
    MeteoAlarmSource.descriptor,
  ]

  /// `warnings=off`: none.
  public static let off = "off"
  /// `warnings=auto`: the service of the place's country.
  public static let auto = "auto"
  /// Every value of `warnings=`, declared here only: help, the man page, the
  /// completions and both readers (command line, config) list these.
  public static var choices: [String] { [off, auto] + all.map(\.choice) }

  /// The service `warnings=` names (`nws`, `met-no`, `dwd`).
  public static func chosen(_ choice: String) -> WarningSourceDescriptor? {
    all.first { $0.choice == choice }
  }

  /// The first service whose territory holds the location; else the first
  /// that needs a region (MeteoAlarm) and has one configured (`region(of:)`
  /// gives a service's); else none.
  public static func automatic(
    for location: Location, region: (Option<String?>) -> String? = { _ in nil }
  ) -> WarningSourceDescriptor? {
    all.first { $0.territory.contains(location) }
      ?? all.first { descriptor in descriptor.region.map { region($0) != nil } ?? false }
  }
}
