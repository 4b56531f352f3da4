import RainBarEngine
import RainBarModel

/// The DWD's radar composite (RV: the scan and its two-hour extrapolation,
/// 5-minute frames on a 1 km grid) through Bright Sky's `/radar`, for one
/// place: asked with `lat`, `lon`, `distance=1000` (3 × 3 pixels) and
/// `format=plain` (a list of integers per frame: about 500 bytes of JSON,
/// nothing to inflate), from the current 5-minute slot on (`date`; Bright
/// Sky's default starts an hour back and reaches only one hour ahead).
///
/// The pixel holding the place (`latlon_position`, rounded) is read; its
/// neighbours are not used. Values are 0.01 mm per 5 minutes: mm/h is
/// `v × 0.01 × 12`.
public struct BrightSkyRadar: Sendable {
  public static let defaultURL = "https://api.brightsky.dev/radar"
  public static let id = "bright-sky-radar"
  public static let displayName = "Bright Sky radar"
  /// Seconds a radar answer stays fresh unless the server says longer.
  public static let freshness = 300.0
  /// Seconds after which kept radar minutes are too old to be shown: the
  /// model's are shown instead.
  public static let usableFor = 900.0
  /// Seconds per frame.
  package static let frame = 300

  /// The endpoint, configurable as the others are.
  public static let url = Option<String?>(
    "bright-sky-radar-url", value: "url", places: .configFile,
    environment: "RAIN_BAR_BRIGHT_SKY_RADAR_URL", default: nil, defaultText: defaultURL,
    help: "The Bright Sky radar endpoint (DWD radar, Germany and its neighbours)",
    read: ValueReader.url(example: defaultURL))

  public var baseURL: String
  public var userAgent: String

  public init(baseURL: String = BrightSkyRadar.defaultURL, userAgent: String) {
    self.baseURL = baseURL
    self.userAgent = userAgent
  }

  /// The request for `location`'s pixel, from the 5-minute slot holding `now`.
  public func request(for location: Location, now: Double, timeout: Double) -> HTTPRequest {
    var request = HTTPRequest.json(
      url: baseURL, at: location, userAgent: userAgent, timeout: timeout)
    let slot = Int64((now / Double(Self.frame)).rounded(.down)) * Int64(Self.frame)
    request.url += "&distance=1000&format=plain&date=" + Self.iso(slot)
    return request
  }

  /// "2025-09-23T08:55:00Z".
  package static func iso(_ time: Int64) -> String {
    let f = CivilTime.fields(time, offset: 0)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return "\(f.year)-\(two(f.month))-\(two(f.day))T\(two(f.hour)):\(two(f.minute)):00Z"
  }

  /// The place's minutes from an answer; a place outside the radar's range
  /// (Bright Sky's 404 in JSON) or an answer without frames has none.
  public func decode(_ response: HTTPResponse) throws(ForecastError) -> MinutelyPrecipitation {
    if response.status == 404, response.body.first(where: { $0 > 32 }) == UInt8(ascii: "{") {
      return MinutelyPrecipitation(unavailable: .noCoverage)
    }
    try JSONAnswer.check(response, provider: Self.displayName) { _ in nil }
    guard let answer = BrightSkyRadarAnswer.read(response.body) else {
      throw .malformed(provider: Self.displayName)
    }
    guard let minutely = answer.minutely() else {
      throw .malformed(provider: Self.displayName)
    }
    return minutely
  }
}
