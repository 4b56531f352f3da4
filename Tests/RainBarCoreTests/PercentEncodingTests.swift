import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

@Suite struct PercentEncodingTests {
  @Test func onlyUnreservedCharactersPass() {
    #expect(PercentEncoding.encode("a-Z.0_9~") == "a-Z.0_9~")
    #expect(PercentEncoding.encode("k3y/secret?x=1&y") == "k3y%2Fsecret%3Fx%3D1%26y")
    #expect(PercentEncoding.encode("Zürich 50%") == "Z%C3%BCrich%2050%25")
    #expect(PercentEncoding.encode("\n") == "%0A")
  }
}
