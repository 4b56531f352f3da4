import RainBarModel

extension HTTPRequest {
  /// A GET for a JSON API, sending the User-Agent, then `Accept: application/json`.
  /// `query` is added to `url` after `?`, or after `&` when `url` already has a query.
  package static func json(url: String, query: String? = nil, userAgent: String, timeout: Double)
    -> HTTPRequest
  {
    HTTPRequest(
      url: query.map { url + (url.contains("?") ? "&" : "?") + $0 } ?? url,
      headers: [
        (name: "User-Agent", value: userAgent), (name: "Accept", value: "application/json"),
      ],
      timeout: timeout)
  }

  /// `json(url:…)` for a point: `lat=…&lon=…` at most 4 decimals, as MET
  /// Norway's services, Bright Sky and others key their answers on.
  package static func json(url: String, at location: Location, userAgent: String, timeout: Double)
    -> HTTPRequest
  {
    let query =
      "lat=\(Decimal4.trimmed(location.latitude))"
      + "&lon=\(Decimal4.trimmed(location.longitude))"
    return json(url: url, query: query, userAgent: userAgent, timeout: timeout)
  }
}
