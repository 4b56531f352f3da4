import FoundationEssentials
import RainBarEngine
import RainBarModel

/// MET Norway's nowcast 2.0 (`complete`): radar-based precipitation every 5
/// minutes for the next 2 hours in Norway, Sweden, Finland and Denmark, asked
/// beside the locationforecast in the same renewal and kept in the same cache
/// entry (`ForecastProvider.supplementRequest`).
///
/// - Asked only inside a generous box around those countries (54° to 72° N,
///   4° to 32° E); inside it, the answer's `meta.radar_coverage` decides:
///   `ok`, `temporarily unavailable` or `no coverage`. Without coverage
///   rain-bar says nothing minute-level, and asks again only when the entry
///   is renewed.
/// - `precipitation_rate` (mm/h) is given at each step's time and stands for
///   the 5 minutes from it; it is left out where coverage is insufficient
///   (the series then ends there). Only the first step carries more.
/// - The kind of precipitation comes from the first step's symbol (snow,
///   sleet), else it is rain.
@usableFromInline package enum METNorwayNowcast {
  @usableFromInline package static let defaultURL = METNorwayProvider.nowcastDefaultURL

  /// The endpoint, configurable as the others are.
  @usableFromInline package static let url = Option<String?>(
    "met-no-nowcast-url", value: "url", places: .configFile,
    environment: "RAIN_BAR_MET_NO_NOWCAST_URL", default: nil, defaultText: defaultURL,
    help: "The MET Norway nowcast endpoint (radar, Nordic countries)", read: ValueReader.text)

  package static func covers(_ location: Location) -> Bool {
    (54...72).contains(location.latitude) && (4...32).contains(location.longitude)
  }

  /// The forecast with the nowcast's minutes, or with why there are none.
  package static func merge(_ answer: Result<HTTPResponse, HTTPFailure>, into forecast: Forecast)
    -> Forecast
  {
    var merged = forecast
    merged.minutely = minutely(answer)
    return merged
  }

  package static func minutely(_ answer: Result<HTTPResponse, HTTPFailure>) -> MinutelyPrecipitation
  {
    guard case .success(let response) = answer, (200...299).contains(response.status),
      Plausible.problem(inAnswer: response.body) == nil,
      let wire = try? JSONDecoder().decode(Wire.self, from: Data(response.body))
    else { return MinutelyPrecipitation(unavailable: .failed) }
    switch wire.properties?.meta?.radar_coverage?.value {
    case "no coverage": return MinutelyPrecipitation(unavailable: .noCoverage)
    case "temporarily unavailable": return MinutelyPrecipitation(unavailable: .radarDown)
    default: break
    }
    var times: [Int64] = []
    var rates: [Double?] = []
    for step in wire.properties?.timeseries ?? [] {
      guard let text = step.value?.time?.value, let time = Self.time(text),
        times.count < MinutelyPrecipitation.maximumSteps
      else { break }
      times.append(time)
      rates.append(step.value?.data?.instant?.details?.precipitation_rate?.value)
    }
    let symbol = wire.properties?.timeseries?.first?.value?.data?.next_1_hours?.summary?
      .symbol_code?.value
    let kind = symbol.flatMap(METSymbol.condition).flatMap(OpenMeteoMinutely.kind)
    let kinds = [Condition?](
      repeating: kind == .snow || kind == .sleet ? kind : nil, count: times.count)
    guard
      var series = MinutelyPrecipitation.gridded(
        times: times, resolution: 300, intensity: rates, kind: kinds),
      series.intensity.contains(where: { $0 != nil })
    else { return MinutelyPrecipitation(unavailable: .noCoverage) }
    series.source = .radar
    return series
  }

  /// "2023-08-14T18:15:00Z".
  package static func time(_ text: String) -> Int64? {
    guard text.hasSuffix("Z") else { return CivilTime.parse(text, offset: 0) }
    return CivilTime.parse(String(text.dropLast()), offset: 0)
  }

  private struct Wire: Decodable {
    let properties: Properties?

    struct Properties: Decodable {
      let meta: Meta?
      let timeseries: [Lossy<Step>]?
    }

    struct Meta: Decodable {
      let radar_coverage: Lossy<String>?
    }

    struct Step: Decodable {
      let time: Lossy<String>?
      let data: StepData?
    }

    struct StepData: Decodable {
      let instant: Instant?
      let next_1_hours: Period?
    }

    struct Instant: Decodable {
      let details: Details?
    }

    struct Details: Decodable {
      let precipitation_rate: Lossy<Double>?
    }

    struct Period: Decodable {
      let summary: Summary?
    }

    struct Summary: Decodable {
      let symbol_code: Lossy<String>?
    }
  }
}
