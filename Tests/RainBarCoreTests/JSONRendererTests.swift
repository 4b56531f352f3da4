import Foundation
import Testing

@testable import RainBarCore

@Suite struct JSONRendererTests {
  @Test func structuredDocument() throws {
    let out = JSONRenderer(hours: 2, days: 1).render(
      try RenderingFixture.content(units: .imperial), try RenderingFixture.options())
    #expect(out.exitCode == 0)
    #expect(
      out.stdout
        == ##"{"location":{"name":"Rock & Roll <Town> %{F#f00}","country":null,"latitude":52.5200,"longitude":13.4100,"timezone":"Europe/Berlin"},"fetched_at":1796040900,"age_seconds":0,"stale":false,"reason":null,"units":{"temperature":"°F","wind":"mph","precipitation":"in","precipitation_rate":"in/h"},"now":{"condition":"rain","temperature":52.9,"feels_like":48.6,"wind":9.2,"chance_of_rain":80.0,"precipitation":0.07,"rain_likely":true,"rain_soon":false,"raining":false},"minutely":null,"hourly":[{"time":1796040000,"local":"2026-11-30T13:00","condition":"cloudy","temperature":52.7,"feels_like":48.4,"wind":8.5,"chance_of_rain":10.0,"precipitation":0.00},{"time":1796043600,"local":"2026-11-30T14:00","condition":"rain","temperature":52.5,"feels_like":48.2,"wind":9.3,"chance_of_rain":30.0,"precipitation":0.00}],"daily":[{"date":"2026-11-30","condition":"rain","min":43.3,"max":53.8,"wind":13.9,"chance_of_rain":90.0,"precipitation":0.19}]}"##
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
}
