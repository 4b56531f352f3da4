/// The weather services rain-bar speaks to. Adding one: a file in Providers/ and a case here.
public enum ProviderKind: String, CaseIterable, Sendable {
  case openMeteo = "open-meteo"
  case pirateWeather = "pirate-weather"
  case metNo = "met-no"

  /// `RAIN_BAR_<PROVIDER>_URL`.
  public var urlVariable: String {
    "RAIN_BAR_" + rawValue.uppercased().replacing("-", with: "_") + "_URL"
  }
}
