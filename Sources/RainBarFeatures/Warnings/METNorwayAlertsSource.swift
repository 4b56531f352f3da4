import FoundationEssentials
import RainBarEngine
import RainBarModel

/// MET Norway's MetAlerts 2.0 (`current.json?lat=..&lon=..`): the warnings in
/// force at a point, as GeoJSON features whose validity is only in
/// `when.interval`. Levels are yellow/orange/red (`awareness_level`
/// "2; yellow; Moderate"), texts in Norwegian unless `lang=en` is in the URL.
public struct METNorwayAlertsSource: WarningSource {
  public static let defaultURL = "https://api.met.no/weatherapi/metalerts/2.0/current.json"
  public var id: String { Self.descriptor.id }
  public var displayName: String { Self.descriptor.displayName }
  public var baseURL: String
  public var userAgent: String

  public init(baseURL: String = METNorwayAlertsSource.defaultURL, userAgent: String) {
    self.baseURL = baseURL
    self.userAgent = userAgent
  }

  public func request(for location: Location, timeout: Double) -> HTTPRequest {
    .json(url: baseURL, at: location, userAgent: userAgent, timeout: timeout)
  }

  public func decode(_ response: HTTPResponse) throws(ForecastError) -> [Warning] {
    let wire = try JSONAnswer.decode(Wire.self, from: response, provider: displayName) {
      status, _ in
      status == 403
        ? "MET Norway wants an identifying User-Agent; set contact= in the config." : nil
    }
    guard let features = wire.features else { throw .malformed(provider: displayName) }
    return features.compactMap { $0.value?.warning }
  }
}

// MARK: - Wire format (private to this source)

private struct Wire: Decodable {
  let features: [Lossy<Feature>]?

  struct Feature: Decodable {
    let properties: Properties?
    let when: When?

    var warning: Warning? {
      guard let properties, let id = properties.id?.value, !id.isEmpty else { return nil }
      let interval = when?.interval?.value ?? []
      let event = properties.eventAwarenessName?.value ?? properties.event?.value ?? "warning"
      // "2; yellow; Moderate": the CAP word, else the colour.
      let parts = (properties.awareness_level?.value ?? "").split(separator: ";").map {
        String($0.filter { $0 != " " })
      }
      var level = Warning.Level(word: properties.severity?.value)
      if level == .unknown, parts.count >= 3 { level = Warning.Level(word: parts[2]) }
      if level == .unknown, parts.count >= 2 { level = Warning.Level(word: parts[1]) }
      if level == .unknown { level = Warning.Level(word: properties.riskMatrixColor?.value) }
      let description = [properties.description?.value, properties.consequences?.value]
        .compactMap { $0 }.joined(separator: "\n\n")
      return Warning(
        id: WarningText.identifier(id), level: level, event: WarningText.event(event),
        headline: WarningText.headline(properties.title?.value),
        description: WarningText.description(description),
        instruction: WarningText.description(properties.instruction?.value),
        onset: interval.first?.value.flatMap(ISOTime.parse),
        ends: interval.count > 1 ? interval[1].value.flatMap(ISOTime.parse) : nil,
        expires: interval.count > 1 ? interval[1].value.flatMap(ISOTime.parse) : nil,
        issuer: "MET Norway", messageType: Warning.MessageType(word: properties.type?.value))
    }
  }

  struct When: Decodable {
    let interval: Lossy<[Lossy<String>]>?
  }

  struct Properties: Decodable {
    let id: Lossy<String>?
    let type: Lossy<String>?
    let event: Lossy<String>?
    let eventAwarenessName: Lossy<String>?
    let awareness_level: Lossy<String>?
    let severity: Lossy<String>?
    let riskMatrixColor: Lossy<String>?
    let title: Lossy<String>?
    let description: Lossy<String>?
    let consequences: Lossy<String>?
    let instruction: Lossy<String>?
  }
}

extension METNorwayAlertsSource {
  package static let descriptor = WarningSourceDescriptor(
    id: "met-no-alerts", choice: "met-no", displayName: "MET Norway", defaultURL: defaultURL,
    territory: Territory(
      countries: ["no", "nor", "norway", "norge", "noreg"],
      boxes: [
        .init(57.9, 71.2, 4.5, 31.2),  // the mainland (its box reaches into Sweden and Finland)
        .init(74, 81, 10, 34),  // Svalbard and Bjørnøya
      ]),
    make: { setup in
      let contact = setup.options?.value(METNorwayProvider.contact).map { " \($0)" } ?? ""
      return METNorwayAlertsSource(baseURL: setup.baseURL, userAgent: setup.userAgent + contact)
    })
}
