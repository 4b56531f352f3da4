public struct HTTPRequest: Equatable, Sendable {
  public var url: String
  /// Header lines as name and value, sent in this order.
  public var headers: [(name: String, value: String)]
  /// Seconds for the whole exchange, connection included.
  public var timeout: Double
  /// A longer body is not read on: the answer is refused as too large.
  public var maxBodyBytes: Int

  /// What a place's answer can be: they are tens of kilobytes (one list of
  /// `Plausible.maxListEntries` numbers is 50 KB). Reading no further keeps a
  /// refused hostile answer within a few megabytes.
  public static let placeAnswerBytes = 2 << 20

  public init(
    url: String, headers: [(name: String, value: String)] = [], timeout: Double,
    maxBodyBytes: Int = placeAnswerBytes
  ) {
    self.url = url
    self.headers = headers
    self.timeout = timeout
    self.maxBodyBytes = maxBodyBytes
  }

  /// `host[:port]` of the URL, for messages: never the path or query, which may hold a key.
  public var host: String { Self.host(of: url) }

  /// `host[:port]` of a URL.
  public static func host(of url: String) -> String {
    var rest = Substring(url)
    if let scheme = rest.firstRange(of: "://") { rest = rest[scheme.upperBound...] }
    let end = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
    var authority = rest[..<end]
    if let at = authority.lastIndex(of: "@") {
      authority = authority[authority.index(after: at)...]
    }
    return String(authority)
  }

  public static func == (a: HTTPRequest, b: HTTPRequest) -> Bool {
    a.url == b.url && a.timeout == b.timeout && a.maxBodyBytes == b.maxBodyBytes
      && a.headers.map { "\($0.name): \($0.value)" }
        == b.headers.map { "\($0.name): \($0.value)" }
  }
}

public struct HTTPResponse: Sendable {
  public var status: Int
  /// Header names lower-cased; the last value wins.
  public var headers: [String: String]
  public var body: [UInt8]

  public init(status: Int, headers: [String: String] = [:], body: [UInt8]) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// Parses raw header lines (`Name: value`, CRLF-separated) into `headers`.
  public static func parseHeaders(_ raw: String) -> [String: String] {
    var result: [String: String] = [:]
    for line in raw.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].lowercased()
      let value = line[line.index(after: colon)...].trimmingSpaces()
      result[name] = value
    }
    return result
  }
}

/// Why no HTTP response arrived at all.
public enum HTTPFailure: Error, Equatable, Sendable {
  case timedOut
  /// With libcurl's text, and the server that failed when a redirect led to
  /// another one than the request's.
  case cannotConnect(String, host: String? = nil)
  case cannotResolve(String, host: String? = nil)
  case responseTooLarge
  /// More header bytes than any service sends.
  case headersTooLarge
  /// The connection closed before the whole answer arrived.
  case cutOff
  /// libcurl could not be loaded; the text says which package to install.
  case libraryMissing(String)
  case other(String)
}

/// Synchronous HTTP GET; a command-line run has nothing else to do meanwhile.
public protocol HTTPClient: Sendable {
  func get(_ request: HTTPRequest) -> Result<HTTPResponse, HTTPFailure>
}

extension Substring {
  package func trimmingSpaces() -> String {
    var s = self[...]
    while let f = s.first, f == " " || f == "\t" || f == "\r" { s = s.dropFirst() }
    while let l = s.last, l == " " || l == "\t" || l == "\r" { s = s.dropLast() }
    return String(s)
  }
}
