import RainBarEngine
import RainBarModel

/// One weather service: how to ask it, and how to read its answer into the
/// neutral `Forecast`.
public protocol ForecastProvider: Sendable {
  /// Used in cache file names and the config (`open-meteo`).
  var id: String { get }
  /// Used in messages (`Open-Meteo`).
  var displayName: String { get }
  /// The blocks `request` asks for: an answer without one is incomplete.
  var shape: ForecastShape { get }
  func request(for location: Location, timeout: Double) -> HTTPRequest
  /// Reads the answer. Use `forecast(from:)`, which judges what this read.
  func decode(_ response: HTTPResponse) throws(ForecastError) -> Forecast
  /// Values that must never appear in output (API keys).
  var secrets: [String] { get }
  /// A second request that completes the same renewal (MET Norway's radar
  /// nowcast beside its locationforecast), asked right after the forecast
  /// and kept in the same cache entry; nil when there is none for this place.
  func supplementRequest(for location: Location, timeout: Double) -> HTTPRequest?
  /// The forecast with the supplement's answer, or its failure, merged in.
  /// Never fails: a bad supplement leaves the forecast as it was, saying why.
  func merge(_ supplement: Result<HTTPResponse, HTTPFailure>, into forecast: Forecast) -> Forecast
  /// Official warnings carried by the forecast's own answer (Pirate Weather's
  /// `alerts`); nil for a service whose answers have none.
  func warnings(from response: HTTPResponse) -> [Warning]?
  /// The current-condition extras `request` asks for, when the request names
  /// them (Open-Meteo's); nil when the answer has every one the service has.
  var extrasAsked: [CurrentExtra]? { get }
  /// What `request` asks beyond the base, when the request names its
  /// variables (Open-Meteo's); nil when the answer has everything.
  var needsAsked: ForecastNeeds? { get }
  /// What is kept of a judged forecast: by default `Forecast.kept()`.
  func kept(_ forecast: Forecast) -> Forecast
  /// The provider asking also for `needs` and `extras` (what a kept entry holds).
  func widened(by needs: ForecastNeeds, extras: [CurrentExtra]) -> any ForecastProvider
}

extension ForecastProvider {
  public var secrets: [String] { [] }
  public var extrasAsked: [CurrentExtra]? { nil }
  public var needsAsked: ForecastNeeds? { nil }
  public func kept(_ forecast: Forecast) -> Forecast { forecast.kept() }
  public func widened(by needs: ForecastNeeds, extras: [CurrentExtra]) -> any ForecastProvider {
    self
  }
  public func supplementRequest(for location: Location, timeout: Double) -> HTTPRequest? { nil }
  public func merge(_ supplement: Result<HTTPResponse, HTTPFailure>, into forecast: Forecast)
    -> Forecast
  { forecast }
  public func warnings(from response: HTTPResponse) -> [Warning]? { nil }
}
