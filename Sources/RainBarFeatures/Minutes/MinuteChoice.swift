import RainBarEngine
import RainBarModel

/// `minutes=`: where a place's minute-level data comes from.
public enum MinuteSetting: String, CaseIterable, Sendable {
  /// The best source for the place (`MinuteChoice`).
  case auto
  /// Radar only: DWD's through Bright Sky inside its grid, MET Norway's
  /// nowcast in its area; none elsewhere.
  case radar
  /// The provider's own short steps (models), never a radar.
  case model
  /// No minute-level data.
  case off
}

/// Which minutes a place gets, decided from the setting, the place and the
/// provider alone (no I/O): nothing is asked of the radar where the choice
/// is not `brightSkyRadar`.
public enum MinuteChoice: Equatable, Sendable {
  /// DWD's radar composite through Bright Sky (with the provider's own
  /// minutes if it fails).
  case brightSkyRadar
  /// MET Norway's radar nowcast in the Nordic countries (asked on its own
  /// unless the provider is MET Norway, whose forecast brings it; the
  /// provider's own minutes if it fails).
  case metNowcast
  /// The provider's own minutes: Open-Meteo's 15-minute models, Pirate
  /// Weather's, MET Norway's radar nowcast.
  case provider
  /// The provider's minutes only where they are a model's (`minutes=model`
  /// with MET Norway's nowcast: none).
  case providerModel
  /// The provider's minutes only where they are a radar's (`minutes=radar`
  /// outside DWD's grid).
  case providerRadar
  case none

  public static func choose(_ setting: MinuteSetting, for location: Location) -> MinuteChoice {
    switch setting {
    case .off: return .none
    case .model: return .providerModel
    case .auto, .radar:
      if BrightSkyRadarGrid.covers(location) { return .brightSkyRadar }
      if METNorwayNowcast.covers(location) { return .metNowcast }
      return setting == .auto ? .provider : .providerRadar
    }
  }

  /// The provider's minutes as this choice keeps them (the radar's are
  /// merged by the loader): nil for none, or why there are none.
  public func kept(_ minutely: MinutelyPrecipitation?) -> MinutelyPrecipitation? {
    switch self {
    case .brightSkyRadar, .metNowcast, .provider: return minutely
    case .none: return nil
    case .providerModel:
      return minutely?.source == .radar ? MinutelyPrecipitation(unavailable: .hourlyOnly) : minutely
    case .providerRadar:
      // A radar's own "no coverage" or "down" is kept; a model's minutes are not.
      guard let minutely,
        minutely.source == .radar || [.noCoverage, .radarDown].contains(minutely.status)
      else { return MinutelyPrecipitation(unavailable: .noCoverage) }
      return minutely
    }
  }
}
