import RainBarEngine
import RainBarModel

/// The weather services rain-bar speaks to, the first being the default.
/// Adding one: a file in Providers/ with its `descriptor`, and a line here.
public enum Providers {
  public static let all: [ProviderDescriptor] = [
    OpenMeteoProvider.descriptor,
    PirateWeatherProvider.descriptor,
    METNorwayProvider.descriptor,
  ]

  public static func named(_ id: String) -> ProviderDescriptor? {
    all.first { $0.id == id }
  }
}
