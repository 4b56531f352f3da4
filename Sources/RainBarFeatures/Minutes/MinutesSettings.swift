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
  /// Bright Sky's radar endpoint.
  public var radarURL = BrightSkyRadar.defaultURL
  /// Why the radar endpoint given cannot be used (said instead, with the provider's minutes).
  public var radarProblem: String?
  public var nowcastURL: String
  /// MET Norway asks for a contact in the User-Agent (`contact=`), as for its forecast.
  public var contact: String?

  /// Inlinable, so that a run's options are read specialised for their type.
  @inlinable
  public init<Values: OptionValues>(
    _ options: Values,
    endpoint: (Option<String?>) throws(RainBarError) -> String?
  ) {
    setting = options.value(Options.minutes)
    do throws(RainBarError) {
      radarURL = try endpoint(BrightSkyRadar.url) ?? radarURL
    } catch {
      radarProblem = error.message
    }
    nowcastURL = options.value(METNorwayNowcast.url) ?? METNorwayNowcast.defaultURL
    contact = options.value(METNorwayProvider.contact)
  }
}
