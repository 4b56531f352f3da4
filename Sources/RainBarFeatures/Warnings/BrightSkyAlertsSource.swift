import FoundationEssentials
import RainBarEngine
import RainBarModel

/// The German Weather Service's (DWD) warnings through Bright Sky
/// (`/alerts?lat=..&lon=..`): the warnings of the municipality cell holding
/// the point, texts in English and German (both kept: `Warning.speaking`
/// shows the run's), severity in lower case. Outside Germany it answers 404: no warnings.
public struct BrightSkyAlertsSource: WarningSource {
  public static let defaultURL = "https://api.brightsky.dev/alerts"
  public var id: String { Self.descriptor.id }
  public var displayName: String { Self.descriptor.displayName }
  public var baseURL: String
  public var userAgent: String

  public init(baseURL: String = BrightSkyAlertsSource.defaultURL, userAgent: String) {
    self.baseURL = baseURL
    self.userAgent = userAgent
  }

  public func request(for location: Location, timeout: Double) -> HTTPRequest {
    .json(url: baseURL, at: location, userAgent: userAgent, timeout: timeout)
  }

  public func decode(_ response: HTTPResponse) throws(ForecastError) -> [Warning] {
    // Its JSON "not found" for a point outside Germany (a web page stays an error).
    if response.status == 404, response.body.first(where: { $0 > 32 }) == UInt8(ascii: "{") {
      return []
    }
    let wire = try JSONAnswer.decode(Wire.self, from: response, provider: displayName) { _, _ in
      nil
    }
    guard let alerts = wire.alerts else { throw .malformed(provider: displayName) }
    return alerts.compactMap { $0.value?.warning() }
  }
}

// MARK: - Wire format (private to this source)

private struct Wire: Decodable {
  let alerts: [Lossy<Alert>]?

  struct Alert: Decodable {
    let alert_id: Lossy<String>?
    let status: Lossy<String>?
    let severity: Lossy<String>?
    let onset: Lossy<String>?
    let effective: Lossy<String>?
    let expires: Lossy<String>?
    let event_en: Lossy<String>?
    let event_de: Lossy<String>?
    let headline_en: Lossy<String>?
    let headline_de: Lossy<String>?
    let description_en: Lossy<String>?
    let description_de: Lossy<String>?
    let instruction_en: Lossy<String>?
    let instruction_de: Lossy<String>?

    /// English, with the German as a translation (German alone when it has no English).
    func warning() -> Warning? {
      guard let id = alert_id?.value, !id.isEmpty else { return nil }
      if let status = status?.value, status.lowercased() != "actual" { return nil }
      let english = event_en?.value != nil
      func pick(_ en: Lossy<String>?, _ de: Lossy<String>?) -> String? {
        english ? en?.value : de?.value
      }
      let expiry = expires?.value.flatMap(ISOTime.parse)
      var warning = Warning(
        id: WarningText.identifier(id), level: Warning.Level(word: severity?.value),
        event: WarningText.event(pick(event_en, event_de) ?? "warning"),
        headline: WarningText.headline(pick(headline_en, headline_de)),
        description: WarningText.description(pick(description_en, description_de)),
        instruction: WarningText.description(pick(instruction_en, instruction_de)),
        onset: (onset?.value ?? effective?.value).flatMap(ISOTime.parse), ends: expiry,
        expires: expiry, issuer: "DWD")
      if english, let event = event_de?.value {
        warning.translations = [
          Warning.Translation(
            language: "de", event: WarningText.event(event),
            headline: WarningText.headline(headline_de?.value),
            description: WarningText.description(description_de?.value),
            instruction: WarningText.description(instruction_de?.value))
        ]
      }
      return warning
    }
  }
}

extension BrightSkyAlertsSource {
  package static let descriptor = WarningSourceDescriptor(
    id: "bright-sky", choice: "dwd", displayName: "Bright Sky (DWD)", defaultURL: defaultURL,
    territory: Territory(
      countries: ["de", "deu", "germany", "deutschland"],
      boxes: [.init(47.27, 55.06, 5.87, 15.04)]),
    make: { setup in
      BrightSkyAlertsSource(baseURL: setup.baseURL, userAgent: setup.userAgent)
    })
}
