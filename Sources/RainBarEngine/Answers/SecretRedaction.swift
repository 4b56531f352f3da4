import RainBarModel

/// Takes secrets (API keys) out of text that came back from a request: a
/// library's message, a redirect's target host or URL. A secret is found in
/// any ASCII case (host names are case-insensitive, and libraries lower them)
/// and with any of its bytes percent-encoded (`%73` for `s`), since a server
/// that echoes a key may put it in any part of a URL.
package enum SecretRedaction {
  package static let replacement = "[key]"

  package static func redact(_ text: String, _ secrets: [String]) -> String {
    let wanted = secrets.filter { !$0.isEmpty }.map { Array($0.utf8).map(lowered) }
    guard !wanted.isEmpty else { return text }
    let bytes = Array(text.utf8)
    // The text as compared: percent escapes decoded and ASCII lowered, each
    // byte with the range of the original bytes it stands for.
    var compared: [(byte: UInt8, start: Int, end: Int)] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
        let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
      {
        compared.append((lowered(high << 4 | low), index, index + 3))
        index += 3
      } else {
        compared.append((lowered(bytes[index]), index, index + 1))
        index += 1
      }
    }
    // Original byte ranges to replace, in order and not overlapping.
    var cuts: [(start: Int, end: Int)] = []
    var position = 0
    while position < compared.count {
      let match = wanted.first { secret in
        position + secret.count <= compared.count
          && secret.indices.allSatisfy { compared[position + $0].byte == secret[$0] }
      }
      if let match {
        cuts.append((compared[position].start, compared[position + match.count - 1].end))
        position += match.count
      } else {
        position += 1
      }
    }
    guard !cuts.isEmpty else { return text }
    var out: [UInt8] = []
    var from = 0
    for cut in cuts {
      out += bytes[from..<cut.start]
      out += Array(replacement.utf8)
      from = cut.end
    }
    out += bytes[from...]
    return String(decoding: out, as: UTF8.self)
  }

  private static func lowered(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}

extension HTTPFailure {
  /// The same failure with every secret in its text and in the host a
  /// redirect led to replaced (`SecretRedaction`).
  package func redacting(_ secrets: [String]) -> HTTPFailure {
    func clean(_ text: String) -> String { SecretRedaction.redact(text, secrets) }
    switch self {
    case .cannotConnect(let text, let host):
      return .cannotConnect(clean(text), host: host.map(clean))
    case .cannotResolve(let text, let host):
      return .cannotResolve(clean(text), host: host.map(clean))
    case .other(let text): return .other(clean(text))
    case .timedOut, .responseTooLarge, .headersTooLarge, .cutOff, .libraryMissing: return self
    }
  }
}
