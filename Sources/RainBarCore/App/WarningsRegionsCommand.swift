import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `warnings regions --country CC`: MeteoAlarm's regions of a country, for
/// `meteoalarm-region=`.
struct WarningsRegionsCommand: Command {
  static let name = "warnings regions"
  static let spec = CommandSpec(
    name: name, abstract: "List MeteoAlarm's regions of --country (for meteoalarm-region=).",
    options: [Options.regionsCountry.spec, Options.timeout.spec])

  var app: RainBar
  var options: RunOptions

  func validate() throws(RainBarError) {
    guard let country = options.value(Options.regionsCountry) else {
      throw .usage(UsageError("'warnings regions' needs --country (e.g. NL).", command: Self.name))
    }
    guard MeteoAlarmCountries.feed(country) != nil else {
      let codes = MeteoAlarmCountries.feeds.map(\.code).joined(separator: " ")
      throw .usage(
        UsageError(
          "MeteoAlarm has no feed for '\(country)': give one of \(codes).", command: Self.name))
    }
  }

  /// Every region the country's feed names now (a feed lists the regions of
  /// its current warnings, which in practice is most of them).
  func run() throws(RainBarError) -> Outcome {
    let country = options.value(Options.regionsCountry) ?? ""
    let descriptor = MeteoAlarmSource.descriptor
    let request = MeteoAlarmSource.feedRequest(
      baseURL: options.value(descriptor.url) ?? descriptor.defaultURL, country: country,
      userAgent: app.dependencies.userAgent, timeout: options.timeout)
    let regions: [(code: String, name: String)]
    switch app.dependencies.http.get(request) {
    case .failure(let failure):
      throw .forecast(
        .network(failure, host: request.host, timeout: options.timeout), about: .warnings)
    case .success(let response):
      do {
        regions = try MeteoAlarmSource.regions(response, provider: descriptor.displayName)
      } catch {
        throw .forecast(error, about: .warnings)
      }
    }
    if regions.isEmpty {
      return Outcome(
        stdout:
          "MeteoAlarm's feed for \(country.uppercased()) names no region now (it lists those with warnings).\n"
      )
    }
    return Outcome(stdout: regions.map { "\($0.code)  \($0.name)" }.joined(separator: "\n") + "\n")
  }
}
