import FoundationEssentials

/// What Open-Meteo's forecast and geocoding APIs have in common: errors are
/// JSON `{"error": true, "reason": …}`, with any status, 200 included.
enum OpenMeteoAnswer {
  static func decode<T: Decodable>(_ type: T.Type, from response: HTTPResponse, provider: String)
    throws(ForecastError) -> T
  {
    func reason(_ body: Data) -> WireError? {
      try? JSONDecoder().decode(WireError.self, from: body)
    }
    let decoded = try JSONAnswer.decode(T.self, from: response, provider: provider) { _, body in
      reason(body)?.reason.map { Sanitized.line($0, limit: 200) }
    }
    if let error = reason(Data(response.body)), error.error == true {
      throw .http(
        provider: provider, status: response.status,
        reason: error.reason.map { Sanitized.line($0, limit: 200) })
    }
    return decoded
  }

  private struct WireError: Decodable {
    let error: Bool?
    let reason: String?
  }
}
