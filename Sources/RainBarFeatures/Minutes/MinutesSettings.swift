import RainBarEngine
import RainBarModel

/// The option of minute-level data, declared here with what it resolves to.
extension Options {
  public static let minutes = Option<MinuteSetting>(
    "minutes", value: "source", places: .both, environment: "RAIN_BAR_MINUTES", default: .auto,
    choices: MinuteSetting.allCases.map { $0.rawValue },
    help:
      "Minute-level data: the best source for the place (auto: DWD's radar in and around Germany), radar, model or off",
    read: ValueReader.choice(MinuteSetting.self))
}

/// `minutes=` and the radars' endpoints, resolved once for a run.
public struct MinutesSettings: Sendable {
  public var setting: MinuteSetting
  /// Bright Sky's radar endpoint, or why the one given cannot be used.
  public var radarURL: Result<String, RainBarError>
  public var nowcastURL: String
  /// MET Norway asks for a contact in the User-Agent (`contact=`), as for its forecast.
  public var contact: String?

  public init(
    _ options: any OptionValues,
    endpoint: (Option<String?>) throws(RainBarError) -> String?
  ) {
    setting = options.value(Options.minutes)
    do throws(RainBarError) {
      radarURL = .success(try endpoint(BrightSkyRadar.url) ?? BrightSkyRadar.defaultURL)
    } catch {
      radarURL = .failure(error)
    }
    nowcastURL = options.value(METNorwayNowcast.url) ?? METNorwayNowcast.defaultURL
    contact = options.value(METNorwayProvider.contact)
  }
}
