import FoundationEssentials
import RainBarEngine
import RainBarModel

/// The US National Weather Service's active alerts at a point
/// (`/alerts/active?point=LAT,LON`, GeoJSON with CAP fields). No key, but an
/// identifying User-Agent. Only `Actual` alerts count (not tests or exercises).
public struct NWSAlertsSource: WarningSource {
  public static let defaultURL = "https://api.weather.gov/alerts/active"
  public var id: String { Self.descriptor.id }
  public var displayName: String { Self.descriptor.displayName }
  public var baseURL: String
  public var userAgent: String

  public init(baseURL: String = NWSAlertsSource.defaultURL, userAgent: String) {
    self.baseURL = baseURL
    self.userAgent = userAgent
  }

  public func request(for location: Location, timeout: Double) -> HTTPRequest {
    let point =
      "point=\(Decimal4.trimmed(location.latitude)),"
      + Decimal4.trimmed(location.longitude)
    var request = HTTPRequest.json(
      url: baseURL, query: point, userAgent: userAgent, timeout: timeout)
    request.headers = [
      (name: "User-Agent", value: userAgent), (name: "Accept", value: "application/geo+json"),
    ]
    return request
  }

  public func decode(_ response: HTTPResponse) throws(ForecastError) -> [Warning] {
    let wire = try JSONAnswer.decode(Wire.self, from: response, provider: displayName) {
      status, _ in
      status == 403 ? "the NWS wants an identifying User-Agent." : nil
    }
    guard let features = wire.features else { throw .malformed(provider: displayName) }
    return features.compactMap { $0.value?.properties?.warning }
  }
}

// MARK: - Wire format (private to this source)

private struct Wire: Decodable {
  let features: [Lossy<Feature>]?

  struct Feature: Decodable {
    let properties: Properties?
  }

  struct Reference: Decodable {
    let identifier: Lossy<String>?
  }

  struct Properties: Decodable {
    let id: Lossy<String>?
    let status: Lossy<String>?
    let messageType: Lossy<String>?
    let severity: Lossy<String>?
    let event: Lossy<String>?
    let headline: Lossy<String>?
    let description: Lossy<String>?
    let instruction: Lossy<String>?
    let effective: Lossy<String>?
    let onset: Lossy<String>?
    let ends: Lossy<String>?
    let expires: Lossy<String>?
    let senderName: Lossy<String>?
    let references: Lossy<[Lossy<Reference>]>?

    var warning: Warning? {
      guard let id = id?.value, !id.isEmpty, let event = event?.value else { return nil }
      if let status = status?.value, status != "Actual" { return nil }
      return Warning(
        id: WarningText.identifier(id), level: Warning.Level(word: severity?.value),
        event: WarningText.event(event), headline: WarningText.headline(headline?.value),
        description: WarningText.description(description?.value),
        instruction: WarningText.description(instruction?.value),
        onset: (onset?.value ?? effective?.value).flatMap(ISOTime.parse),
        ends: ends?.value.flatMap(ISOTime.parse),
        expires: expires?.value.flatMap(ISOTime.parse),
        issuer: WarningText.issuer(senderName?.value ?? "NWS"),
        messageType: Warning.MessageType(word: messageType?.value),
        references: (references?.value ?? []).compactMap {
          $0.value?.identifier?.value.map(WarningText.identifier)
        })
    }
  }
}

extension NWSAlertsSource {
  package static let descriptor = WarningSourceDescriptor(
    id: "nws", choice: "nws", displayName: "NWS", defaultURL: defaultURL,
    territory: Territory(
      countries: ["us", "usa", "united states", "united states of america"],
      boxes: [
        .init(24.4, 49.4, -125, -66.9),  // the contiguous states
        .init(51, 71.5, -179.9, -129.9),  // Alaska
        .init(18.8, 22.3, -160.3, -154.7),  // Hawaii
        .init(17.8, 18.6, -67.3, -65.2),  // Puerto Rico
      ]),
    make: { setup in NWSAlertsSource(baseURL: setup.baseURL, userAgent: setup.userAgent) })
}
