import FoundationEssentials
import RainBarEngine
import RainBarModel

/// MeteoAlarm's country feeds (`/api/v1/warnings/feeds-<country>`, CAP as
/// JSON) for the rest of Europe. Areas are EMMA_ID codes without shapes, so
/// the user names one (`meteoalarm-region=NL011`; `rain-bar warnings regions
/// --country NL` lists them) and the feed is filtered by it. Each warning
/// carries its text in several languages: the user's, else English, else the first.
public struct MeteoAlarmSource: WarningSource {
  public static let defaultURL = "https://feeds.meteoalarm.org/api/v1/warnings"
  public var id: String { Self.descriptor.id }
  public var displayName: String { Self.descriptor.displayName }
  public var baseURL: String
  public var userAgent: String
  /// The EMMA_ID (`HR004`); its first two letters name the country.
  public var region: String

  public init(baseURL: String = MeteoAlarmSource.defaultURL, userAgent: String, region: String) {
    self.baseURL = baseURL
    self.userAgent = userAgent
    self.region = region
  }

  /// The feed of the region's country (every region of it).
  public func request(for location: Location, timeout: Double) -> HTTPRequest {
    Self.feedRequest(
      baseURL: baseURL, country: String(region.prefix(2)), userAgent: userAgent, timeout: timeout)
  }

  package static func feedRequest(
    baseURL: String, country: String, userAgent: String, timeout: Double
  )
    -> HTTPRequest
  {
    let base = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
    let feed = MeteoAlarmCountries.feed(country) ?? PercentEncoding.encode(country.lowercased())
    var request = HTTPRequest.json(
      url: base + "/feeds-" + feed, userAgent: userAgent, timeout: timeout)
    request.maxBodyBytes = countryFeedBytes
    return request
  }

  /// A country's feed lists all its warnings (Croatia's 63 are 197 KB).
  package static let countryFeedBytes = 8 << 20

  public func decode(_ response: HTTPResponse) throws(ForecastError) -> [Warning] {
    try Self.alerts(response, provider: displayName).compactMap { alert in
      alert.warning(region: region)
    }
  }

  /// Every region (EMMA_ID and name) the feed mentions, sorted by code.
  package static func regions(_ response: HTTPResponse, provider: String) throws(ForecastError)
    -> [(code: String, name: String)]
  {
    var found: [(code: String, name: String)] = []
    for alert in try alerts(response, provider: provider) {
      for info in alert.info?.value ?? [] {
        for area in info.value?.area?.value ?? [] {
          guard let area = area.value else { continue }
          for code in area.codes where !found.contains(where: { $0.code == code }) {
            found.append((code, Sanitized.line(area.areaDesc?.value ?? "", limit: 80)))
          }
        }
      }
    }
    return found.sorted { $0.code < $1.code }
  }

  private static func alerts(_ response: HTTPResponse, provider: String) throws(ForecastError)
    -> [Alert]
  {
    let wire = try JSONAnswer.decode(Wire.self, from: response, provider: provider) { _, _ in
      nil
    }
    guard let warnings = wire.warnings else { throw .malformed(provider: provider) }
    return warnings.compactMap { $0.value?.alert }
  }
}

// MARK: - Wire format (private to this source)

private struct Wire: Decodable {
  let warnings: [Lossy<Item>]?

  struct Item: Decodable {
    let alert: Alert?
  }
}

private struct Alert: Decodable {
  let identifier: Lossy<String>?
  let msgType: Lossy<String>?
  let status: Lossy<String>?
  let references: Lossy<String>?
  let info: Lossy<[Lossy<Info>]>?

  struct Info: Decodable {
    let language: Lossy<String>?
    let event: Lossy<String>?
    let headline: Lossy<String>?
    let description: Lossy<String>?
    let instruction: Lossy<String>?
    let severity: Lossy<String>?
    let effective: Lossy<String>?
    let onset: Lossy<String>?
    let expires: Lossy<String>?
    let senderName: Lossy<String>?
    let area: Lossy<[Lossy<Area>]>?
    let parameter: Lossy<[Lossy<Parameter>]>?
  }

  struct Area: Decodable {
    let areaDesc: Lossy<String>?
    let geocode: Lossy<[Lossy<Parameter>]>?

    var codes: [String] {
      (geocode?.value ?? []).compactMap { $0.value }.filter { $0.valueName?.value == "EMMA_ID" }
        .compactMap { $0.value?.value }
    }
  }

  struct Parameter: Decodable {
    let valueName: Lossy<String>?
    let value: Lossy<String>?
  }

  /// In English (else the first language), with the others as translations.
  func warning(region: String) -> Warning? {
    guard let id = identifier?.value, !id.isEmpty else { return nil }
    if let status = status?.value, status != "Actual" { return nil }
    let infos = (info?.value ?? []).compactMap(\.value).filter { info in
      (info.area?.value ?? []).contains { $0.value?.codes.contains(region) ?? false }
    }
    func speaks(_ info: Info, _ code: String) -> Bool {
      info.language?.value?.lowercased().hasPrefix(code) ?? false
    }
    guard let chosen = infos.first(where: { speaks($0, "en") }) ?? infos.first else { return nil }
    var level = Warning.Level(word: chosen.severity?.value)
    if level == .unknown {
      let awareness = (chosen.parameter?.value ?? []).compactMap(\.value).first {
        $0.valueName?.value == "awareness_level"
      }
      let parts = (awareness?.value?.value ?? "").split(separator: ";").map {
        String($0.filter { $0 != " " })
      }
      if parts.count >= 2 { level = Warning.Level(word: parts[1]) }
    }
    let expiry = chosen.expires?.value.flatMap(ISOTime.parse)
    // CAP references: "sender,identifier,sent" entries separated by spaces.
    let referenced = (references?.value ?? "").split(separator: " ").compactMap { entry in
      let fields = entry.split(separator: ",")
      return fields.count >= 2 ? WarningText.identifier(String(fields[1])) : nil
    }
    var warning = Warning(
      id: WarningText.identifier(id), level: level,
      event: WarningText.event(chosen.event?.value ?? "warning"),
      headline: WarningText.headline(chosen.headline?.value),
      description: WarningText.description(chosen.description?.value),
      instruction: WarningText.description(chosen.instruction?.value),
      onset: (chosen.onset?.value ?? chosen.effective?.value).flatMap(ISOTime.parse),
      ends: expiry, expires: expiry,
      issuer: WarningText.issuer(chosen.senderName?.value ?? "MeteoAlarm"),
      messageType: Warning.MessageType(word: msgType?.value), references: referenced)
    let chosenLanguage = chosen.language?.value
    var seen: Set<String> = chosenLanguage.map { [String($0.prefix(2)).lowercased()] } ?? []
    for info in infos {
      guard warning.translations.count < Warning.mostTranslations,
        let language = info.language?.value, let event = info.event?.value,
        seen.insert(String(language.prefix(2)).lowercased()).inserted
      else { continue }
      warning.translations.append(
        Warning.Translation(
          language: WarningText.identifier(language), event: WarningText.event(event),
          headline: WarningText.headline(info.headline?.value),
          description: WarningText.description(info.description?.value),
          instruction: WarningText.description(info.instruction?.value)))
    }
    return warning
  }
}

extension MeteoAlarmSource {
  package static let region = Option<String?>(
    "meteoalarm-region", value: "EMMA_ID", places: .configFile, default: nil,
    help:
      "MeteoAlarm: the region to warn for ('rain-bar warnings regions --country CC' lists them)",
    read: { text in
      let bytes = Array(text.utf8)
      let letters = bytes.prefix(2).allSatisfy { (65...90).contains($0) }
      let rest = bytes.dropFirst(2).allSatisfy { (48...57).contains($0) || (65...90).contains($0) }
      if bytes.count >= 3, bytes.count <= 8, letters, rest { return .value(Optional(text)) }
      return .invalid(InvalidValue(": give an EMMA_ID such as NL011."))
    })

  package static let descriptor = WarningSourceDescriptor(
    id: "meteoalarm", choice: "meteoalarm", displayName: "MeteoAlarm", defaultURL: defaultURL,
    territory: Territory(countries: [], boxes: []), extraOptions: [region.spec], region: region,
    noRegion: {
      tr(
        "MeteoAlarm has no region: set meteoalarm-region= ('rain-bar warnings regions --country CC' lists them)"
      )
    },
    make: { setup in
      MeteoAlarmSource(
        baseURL: setup.baseURL, userAgent: setup.userAgent,
        region: setup.options?.value(Self.region) ?? "")
    })
}
