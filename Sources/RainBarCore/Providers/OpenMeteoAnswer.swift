import FoundationEssentials

/// What Open-Meteo's forecast and geocoding APIs have in common: errors are
/// JSON `{"error": true, "reason": …}` (with any status, 200 included), and
/// a proxy or captive portal may answer with a web page.
enum OpenMeteoAnswer {
  static func decode<T: Decodable>(_ type: T.Type, from response: HTTPResponse, provider: String)
    throws(ForecastError) -> T
  {
    let body = Data(response.body)
    let first = response.body.first { $0 != 32 && $0 != 9 && $0 != 10 && $0 != 13 }
    let error =
      first == UInt8(ascii: "{") ? try? JSONDecoder().decode(WireError.self, from: body) : nil
    let reason = error?.reason.map { Sanitized.line($0, limit: 200) }
    guard (200...299).contains(response.status) else {
      throw .http(provider: provider, status: response.status, reason: reason)
    }
    if first == UInt8(ascii: "<") { throw .html(provider: provider, status: response.status) }
    if error?.error == true {
      throw .http(provider: provider, status: response.status, reason: reason)
    }
    guard let decoded = try? JSONDecoder().decode(T.self, from: body) else {
      throw .malformed(provider: provider)
    }
    return decoded
  }

  private struct WireError: Decodable {
    let error: Bool?
    let reason: String?
  }
}
