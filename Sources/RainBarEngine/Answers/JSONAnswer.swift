import FoundationEssentials
import RainBarModel

/// The checks every provider makes on an answer, in order: the status code
/// (with a sentence for it, never the body), a web page where JSON was
/// expected, then JSON that does not decode.
package enum JSONAnswer {
  package static func decode<T: Decodable>(
    _ type: T.Type, from response: HTTPResponse, provider: String,
    reason: (_ status: Int, _ body: Data) -> String?
  ) throws(ForecastError) -> T {
    try check(response, provider: provider) { status in reason(status, Data(response.body)) }
    guard let decoded = try? JSONDecoder().decode(T.self, from: Data(response.body)) else {
      throw .malformed(provider: provider)
    }
    return decoded
  }

  /// The first two checks: the status code (with a sentence for it, never the
  /// body), then a web page where JSON was expected.
  package static func check(
    _ response: HTTPResponse, provider: String, reason: (_ status: Int) -> String?
  ) throws(ForecastError) {
    guard (200...299).contains(response.status) else {
      throw .http(provider: provider, status: response.status, reason: reason(response.status))
    }
    let first = response.body.first { $0 != 32 && $0 != 9 && $0 != 10 && $0 != 13 }
    if first == UInt8(ascii: "<") { throw .html(provider: provider, status: response.status) }
  }
}
