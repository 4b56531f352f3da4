import RainBarEngine
import RainBarModel

/// The blocks a provider's request asks for, and so what a complete answer
/// holds: each block asked for is there, with the values a forecast cannot do
/// without (the current conditions; hours with temperatures and a chance or an
/// amount of rain; days with their highest and lowest temperatures). A value
/// that is null is unknown, which is allowed; a block or series with no
/// value at all is missing. An answer without one is incomplete, and never
/// replaces the last good forecast.
public struct ForecastShape: Equatable, Sendable {
  public var current: Bool
  public var hourly: Bool
  public var daily: Bool

  /// What is missing from `forecast` ("daily forecast", "hourly temperatures"),
  /// or nil when it is complete.
  public func missing(in forecast: Forecast) -> String? {
    if current && forecast.current == nil { return "current conditions" }
    if hourly {
      let hours = forecast.hourly
      if hours.count == 0 { return "hourly forecast" }
      if !Self.known(hours.temperature) { return "hourly temperatures" }
      if !Self.known(hours.precipitation) && !Self.known(hours.precipitationProbability) {
        return "hourly rain"
      }
    }
    if daily {
      let days = forecast.daily
      if days.count == 0 { return "daily forecast" }
      if !Self.known(days.temperatureMax) || !Self.known(days.temperatureMin) {
        return "daily temperatures"
      }
    }
    return nil
  }

  /// At least one value is known.
  package static func known(_ values: [Double?]) -> Bool {
    for case .some in values { return true }
    return false
  }
}

extension ForecastProvider {
  /// The answer read (`decode`), then judged: believable (`Plausible`), and
  /// complete for what the request asked (`shape`); then cut to what is kept
  /// (`Forecast.kept`). The one way an answer becomes a forecast that is
  /// shown or cached: an answer that fails is an error like a malformed one.
  public func forecast(from response: HTTPResponse) throws(ForecastError) -> Forecast {
    let forecast = try decode(response)
    if let problem = Plausible.problem(in: forecast) {
      throw .implausible(provider: displayName, problem: problem)
    }
    if let missing = shape.missing(in: forecast) {
      throw .incomplete(provider: displayName, missing: missing)
    }
    return kept(forecast)
  }
}
