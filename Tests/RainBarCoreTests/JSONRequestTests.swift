import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

@Suite struct JSONRequestTests {
  let place = Location(name: "Berlin", latitude: 52.52, longitude: 13.405)

  @Test func headersAreTheUserAgentThenAccept() {
    let request = HTTPRequest.json(url: "http://h/p", userAgent: "ua", timeout: 2)
    #expect(request.url == "http://h/p")
    #expect(request.headers.map(\.name) == ["User-Agent", "Accept"])
    #expect(request.headers.map(\.value) == ["ua", "application/json"])
    #expect(request.timeout == 2)
  }

  @Test func theQueryFollowsAnyQueryTheURLHas() {
    #expect(
      HTTPRequest.json(url: "http://h/p", query: "a=1", userAgent: "", timeout: 1).url
        == "http://h/p?a=1")
    #expect(
      HTTPRequest.json(url: "http://h/p?k=v", query: "a=1", userAgent: "", timeout: 1).url
        == "http://h/p?k=v&a=1")
  }

  @Test func everyJSONServiceAsksTheSameWay() {
    let requests = [
      OpenMeteoProvider(baseURL: "http://h/f?x=1", userAgent: "ua").request(for: place, timeout: 3),
      METNorwayProvider(baseURL: "http://h/c", userAgent: "ua").request(for: place, timeout: 3),
      PirateWeatherProvider(baseURL: "http://h/", key: "k", userAgent: "ua").request(
        for: place, timeout: 3),
      OpenMeteoGeocoder(baseURL: "http://h/s", userAgent: "ua").request(name: "A", timeout: 3),
    ]
    for request in requests {
      #expect(request.headers.map(\.name) == ["User-Agent", "Accept"])
      #expect(request.headers.map(\.value) == ["ua", "application/json"])
    }
    #expect(requests[0].url.hasPrefix("http://h/f?x=1&latitude=52.5200&longitude=13.4050&"))
    #expect(requests[1].url == "http://h/c?lat=52.52&lon=13.405")
    #expect(
      requests[2].url == "http://h/forecast/k/52.5200,13.4050?units=si&version=2")
    #expect(requests[3].url == "http://h/s?name=A&count=10&language=en&format=json")
  }
}
