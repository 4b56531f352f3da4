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
      throw malformed(response.body, provider: provider)
    }
    return decoded
  }

  /// Why an answer could not be read: JSON of another shape, numbers JSON
  /// does not allow (`NaN`, `Infinity` where a value goes), or no JSON at all.
  package static func malformed(_ body: [UInt8], provider: String) -> ForecastError {
    if JSONScanner.read(body, { scanner throws(JSONScanner.Failure) in try scanner.skipValue() })
      != nil
    {
      return .malformed(provider: provider, why: .shape)
    }
    // Where a value goes: after `:`, `,` or `[` and white space (not in a string).
    var last: UInt8 = 0
    var strings = JSONStringState()
    for (i, byte) in body.enumerated() {
      if strings.skips(byte) {
        last = UInt8(ascii: "\"")
        continue
      }
      if [UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "[")].contains(last),
        [UInt8(ascii: "N"), UInt8(ascii: "I"), UInt8(ascii: "-")].contains(byte)
      {
        let rest = body[i...].prefix(9)
        if rest.starts(with: Array("NaN".utf8)) || rest.starts(with: Array("Infinity".utf8))
          || rest.starts(with: Array("-Infinity".utf8))
        {
          return .malformed(provider: provider, why: .notANumber)
        }
      }
      if ![0x20, 0x0A, 0x0D, 0x09].contains(byte) { last = byte }
    }
    return .malformed(provider: provider)
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
