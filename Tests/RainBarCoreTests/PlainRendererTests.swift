import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

@Suite struct PlainRendererTests {
  let renderer = PlainRenderer()

  @Test func freshLine() throws {
    let out = renderer.render(try RenderingFixture.content(), try RenderingFixture.options())
    #expect(out.stdout == "🌧️ 12°C 80%\n")
    #expect(out.exitCode == 0)
  }

  @Test func staleLineShowsTheAge() throws {
    let content = try RenderingFixture.content(
      freshness: RenderingFixture.stale, fetchedAt: RenderingFixture.now - 1500, icons: .text)
    let out = renderer.render(content, try RenderingFixture.options())
    #expect(out.stdout == "rain 12°C 80% ~25m\n")
    #expect(out.exitCode == 0)
  }

  @Test func placeNamesAreNotEscapedInPlainText() throws {
    let out = renderer.render(
      try RenderingFixture.content(), try RenderingFixture.options("{location}: {pop}"))
    #expect(out.stdout == "Rock & Roll <Town> %{F#f00}: 80%\n")
  }

  /// The state, so that a bar running the plain line is not empty; exit 1.
  @Test func failurePrintsTheStateAndExits1() throws {
    let out = renderer.render(RenderingFixture.failed(), try RenderingFixture.options())
    #expect(out.stdout == "⚠️ offline\n")
    #expect(out.exitCode == 1)
  }
}
