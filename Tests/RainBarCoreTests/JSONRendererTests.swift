import Foundation
import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

@Suite struct JSONRendererTests {
  @Test func structuredDocument() throws {
    let out = JSONRenderer(hours: 2, days: 1).render(
      try RenderingFixture.content(units: .imperial), try RenderingFixture.options())
    #expect(out.exitCode == 0)
    #expect(
      out.stdout
        == ##"{"location":{"name":"Rock & Roll <Town> %{F#f00}","country":null,"latitude":52.5200,"longitude":13.4100,"timezone":"Europe/Berlin"},"fetched_at":1796040900,"age_seconds":0,"stale":false,"reason":null,"units":{"temperature":"°F","wind":"mph","precipitation":"in","precipitation_rate":"in/h","pressure":"inHg"},"now":{"condition":"rain","temperature":52.9,"feels_like":48.6,"wind":9.2,"chance_of_rain":80.0,"precipitation":0.07,"rain_likely":true,"rain_soon":false,"raining":false,"humidity":null,"dew_point":null,"wind_direction":null,"gusts":null,"pressure":null,"uv_index":null},"sun":{"sunrise":1796020200,"sunset":1796049600,"polar":null,"moon":"last quarter"},"minutely":null,"hourly":[{"time":1796040000,"local":"2026-11-30T13:00","condition":"cloudy","temperature":52.9,"feels_like":48.6,"wind":7.7,"chance_of_rain":10.0,"precipitation":0.00},{"time":1796043600,"local":"2026-11-30T14:00","condition":"rain","temperature":52.7,"feels_like":48.4,"wind":8.5,"chance_of_rain":30.0,"precipitation":0.00}],"daily":[{"date":"2026-11-30","condition":"rain","min":43.3,"max":53.8,"wind":13.9,"chance_of_rain":90.0,"precipitation":0.19,"sunrise":1796020200,"sunset":1796049600,"polar":null}]}"##
        + "\n")
    // It is valid JSON.
    _ = try JSONSerialization.jsonObject(with: Data(out.stdout.utf8))
  }

  @Test func failureIsAnErrorObject() throws {
    let out = JSONRenderer().render(RenderingFixture.failed(), try RenderingFixture.options())
    #expect(
      out.stdout
        == ##"{"error":"Cannot connect to api.open-meteo.com (offline, or the service is down).","state":"offline"}"##
        + "\n")
    #expect(out.exitCode == 1)
  }

  /// The current extras and sun times in the display units, null where the
  /// answer lacks them (MET Norway: no gusts, no sun times).
  @Test func nowValuesAndSunTimes() throws {
    func json(_ forecast: Forecast, _ units: Units) throws -> String {
      let now = Double(try #require(forecast.current?.time))
      let content = BarContent(
        result: ForecastResult(forecast: forecast, fetchedAt: now, freshness: .fresh),
        zone: .fixed(forecast.utcOffsetSeconds),
        location: Location(name: "x", latitude: 0, longitude: 0), now: now,
        settings: BarContent.Settings(units: units, icons: .emoji, clock: .h24))
      return JSONRenderer(hours: 0, days: 0).render(content, RenderOptions(template: .standard))
        .stdout
    }
    let berlin = try OpenMeteoProvider(userAgent: "t").decode(
      try Fixture.openMeteo("openmeteo-constructed-berlin-rain-extras-unixtime.json"))
    let metric = try json(berlin, .metric)
    #expect(
      metric.contains(
        #""pressure":"hPa"},"now""#))
    #expect(
      metric.contains(
        #""humidity":87.0,"dew_point":9.4,"wind_direction":225.0,"gusts":31.3,"pressure":1008.4,"uv_index":0.4},"sun":{"sunrise":1796020200,"sunset":1796049600,"polar":null,"moon":"last quarter"}"#
      ))
    #expect(
      try json(berlin, Units(.imperial, wind: .knots)).contains(
        #""humidity":87.0,"dew_point":48.9,"wind_direction":225.0,"gusts":16.9,"pressure":29.78,"uv_index":0.4}"#
      ))
    let mmHg = try json(berlin, Units(.metric, wind: .beaufort, pressure: .millimetresOfMercury))
    #expect(mmHg.contains(#""pressure":"mmHg"},"now""#))
    #expect(mmHg.contains(#""gusts":5.0,"pressure":756.4,"uv_index":0.4}"#))
    let london = try METNorwayProvider(userAgent: "t").decode(
      HTTPResponse(status: 200, body: try Fixture.bytes("met-no/metno-complete-london-2020.json")))
    #expect(
      try json(london, .metric).contains(
        #""humidity":47.0,"dew_point":7.2,"wind_direction":349.3,"gusts":null,"pressure":1023.2,"uv_index":6.4},"sun":{"sunrise":null,"sunset":null,"polar":null,"moon":"new moon"}"#
      ))
  }
}
