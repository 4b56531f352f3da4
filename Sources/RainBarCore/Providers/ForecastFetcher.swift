/// Asks a provider for a forecast over HTTP and turns every failure into a
/// `ForecastError`.
public struct ForecastFetcher: Sendable {
  public var http: any HTTPClient

  public init(http: any HTTPClient) {
    self.http = http
  }

  public func fetch(_ provider: any ForecastProvider, for location: Location, timeout: Double)
    throws(RainBarError) -> Forecast
  {
    let request = provider.request(for: location, timeout: timeout)
    switch http.get(request) {
    case .failure(let failure):
      throw .forecast(.network(failure, host: Self.host(of: request.url), timeout: timeout))
    case .success(let response):
      do {
        return try provider.decode(response)
      } catch {
        throw .forecast(error)
      }
    }
  }

  /// `host[:port]` of a URL, for messages (never the path or query, which may hold a key).
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
}
