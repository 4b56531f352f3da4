import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

@Suite struct I3barRendererTests {
  let renderer = I3barRenderer()

  @Test func blockObject() throws {
    let out = renderer.render(try RenderingFixture.content(), try RenderingFixture.options())
    #expect(
      out.stdout
        == ##"{"full_text":"🌧️ 12°C 80%","short_text":"🌧️ 80%","color":"#4FA3FF","urgent":false,"name":"rain-bar","instance":"Rock & Roll <Town> %{F#f00}"}"##
        + "\n")
    #expect(out.exitCode == 0)
  }

  @Test func pangoMarkup() throws {
    var options = try RenderingFixture.options("{location} {pop}", pango: true)
    options.blockName = "weather"
    options.blockInstance = "home"
    options.underI3blocks = true
    options.urgent = .both
    let out = renderer.render(try RenderingFixture.content(), options)
    #expect(out.exitCode == 33)
    #expect(
      out.stdout
        == ##"{"full_text":"Rock &amp; Roll &lt;Town&gt; %{F#f00} 80%","short_text":"<span font_family='Noto Color Emoji,emoji'>🌧️</span> 80%","color":"#4FA3FF","urgent":true,"name":"weather","instance":"home","markup":"pango"}"##
        + "\n")
  }

  @Test func failure() throws {
    let out = renderer.render(RenderingFixture.failed(), try RenderingFixture.options())
    #expect(
      out.stdout
        == ##"{"full_text":"⚠️ offline","short_text":"⚠️ offline","color":"#FF6E6E","urgent":false,"name":"rain-bar","instance":"Rock & Roll <Town> %{F#f00}"}"##
        + "\n")
    #expect(out.exitCode == 0)
  }
}
