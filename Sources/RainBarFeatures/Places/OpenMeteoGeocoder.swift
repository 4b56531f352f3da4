import FoundationEssentials
import RainBarEngine
import RainBarModel

/// A place found by name.
public struct Place: Equatable, Sendable {
  public var name: String
  public var country: String?
  public var countryCode: String?
  public var region: String?
  public var latitude: Double
  public var longitude: Double
  public var timezone: String?

  /// "Enschede, Overijssel, The Netherlands".
  public var description: String {
    ([name, region, country ?? countryCode].compactMap { $0 }).joined(separator: ", ")
  }

  /// The region and country, leaving out parts that are just `name` again.
  public func description(without name: String) -> String {
    [self.name, region, country ?? countryCode].compactMap { $0 }
      .filter { $0.lowercased() != name.lowercased() }.joined(separator: ", ")
  }

  public var location: Location {
    Location(
      name: name, country: country ?? countryCode, latitude: latitude, longitude: longitude,
      timezone: timezone)
  }
}

/// Open-Meteo's geocoding API: place names to coordinates. The name goes as
/// it is written: the service reads "Paris, France" and "London, CA" (a
/// country's name or code after a comma) and matches a name's beginning.
public struct OpenMeteoGeocoder: Sendable {
  public static let defaultURL = "https://geocoding-api.open-meteo.com/v1/search"
  public var baseURL: String
  public var userAgent: String
  /// The names' language: the run's (`de` for `de`, `zh` for `zh_CN`), else
  /// English. Open-Meteo gives the native name where it has no translation.
  public var language: String

  public init(
    baseURL: String = OpenMeteoGeocoder.defaultURL, userAgent: String, language: Language? = nil
  ) {
    self.baseURL = baseURL
    self.userAgent = userAgent
    self.language = language.map { String($0.code.prefix { $0 != "_" }) } ?? "en"
  }

  public func request(name: String, timeout: Double) -> HTTPRequest {
    let query =
      "name=\(PercentEncoding.encode(name))&count=10&language=\(PercentEncoding.encode(language))&format=json"
    return .json(url: baseURL, query: query, userAgent: userAgent, timeout: timeout)
  }

  public func decode(_ response: HTTPResponse) throws(ForecastError) -> [Place] {
    let wire = try OpenMeteoAnswer.decode(
      WireResults.self, from: response, provider: "Open-Meteo geocoding")
    return (wire.results ?? []).compactMap { $0.place }
  }
}

private struct WireResults: Decodable {
  let results: [WirePlace]?
}

private struct WirePlace: Decodable {
  let name: Lossy<String>?
  let latitude: Lossy<Double>?
  let longitude: Lossy<Double>?
  let country: Lossy<String>?
  let country_code: Lossy<String>?
  let admin1: Lossy<String>?
  let timezone: Lossy<String>?

  /// Every text made one clean line (`Sanitized`): it is printed, and saved
  /// in the config; a time zone that is not a zone's name is left out.
  var place: Place? {
    func text(_ value: Lossy<String>?) -> String? {
      value?.value.map { Sanitized.line($0, limit: 80) }.flatMap { $0.isEmpty ? nil : $0 }
    }
    guard let name = text(name),
      let latitude = latitude?.value, Plausible.latitude.contains(latitude),
      let longitude = longitude?.value, Plausible.longitude.contains(longitude)
    else { return nil }
    return Place(
      name: name, country: text(country), countryCode: text(country_code), region: text(admin1),
      latitude: latitude, longitude: longitude,
      timezone: timezone?.value.flatMap { TimeZoneRules.isValidName($0) ? $0 : nil })
  }
}
