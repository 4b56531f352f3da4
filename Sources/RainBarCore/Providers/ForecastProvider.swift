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
}

extension ForecastProvider {
  public var secrets: [String] { [] }
}

extension HTTPFailure {
  /// The same failure with every secret in its text replaced.
  func redacting(_ secrets: [String]) -> HTTPFailure {
    func clean(_ text: String) -> String {
      secrets.filter { !$0.isEmpty }.reduce(text) { $0.replacing($1, with: "[key]") }
    }
    switch self {
    case .cannotConnect(let text): return .cannotConnect(clean(text))
    case .cannotResolve(let text): return .cannotResolve(clean(text))
    case .other(let text): return .other(clean(text))
    case .timedOut, .responseTooLarge, .cutOff, .libraryMissing: return self
    }
  }
}
