import FoundationEssentials
import RainBarEngine
import RainBarModel

/// What Open-Meteo's forecast and geocoding APIs have in common: errors are
/// JSON `{"error": true, "reason": …}`, with any status, 200 included.
package enum OpenMeteoAnswer {
  package static func decode<T: Decodable>(
    _ type: T.Type, from response: HTTPResponse, provider: String
  )
    throws(ForecastError) -> T
  {
    try read(response, provider: provider) { body in
      try? JSONDecoder().decode(T.self, from: Data(body))
    }
  }

  /// The answer read by `read` (nil: malformed), after the checks every
  /// provider makes and before Open-Meteo's error object.
  package static func read<T>(
    _ response: HTTPResponse, provider: String, _ read: ([UInt8]) -> T?
  ) throws(ForecastError) -> T {
    // Made one clean line where it is shown (`ForecastError.message`).
    func reason() -> String? { OpenMeteoReader.error(response.body)?.reason }
    try JSONAnswer.check(response, provider: provider) { _ in reason() }
    guard let decoded = read(response.body) else {
      throw JSONAnswer.malformed(response.body, provider: provider)
    }
    if let error = OpenMeteoReader.error(response.body), error.error == true {
      throw .http(provider: provider, status: response.status, reason: reason())
    }
    return decoded
  }
}
