import Testing

@testable import RainBarCore

@Suite struct PolybarRendererTests {
  let renderer = PolybarRenderer()

  @Test func colouredLine() throws {
    let out = renderer.render(try RenderingFixture.content(), try RenderingFixture.options())
    #expect(out.stdout == "%{F#4FA3FF}🌧️ 12°C 80%%{F-}\n")
    #expect(out.exitCode == 0)
  }

  @Test func foreignFormatTagsAreBroken() throws {
    let out = renderer.render(
      try RenderingFixture.content(), try RenderingFixture.options("{location} {pop}"))
    #expect(out.stdout == "%{F#4FA3FF}Rock & Roll <Town> % {F#f00} 80%%{F-}\n")
    let actions = Markup.polybar("%{A1:rm -rf ~:}click%{A} %%{F-}")
    #expect(actions == "% {A1:rm -rf ~:}click% {A} %% {F-}")
    #expect(!actions.contains("%{"))
  }

  @Test func failure() throws {
    let out = renderer.render(RenderingFixture.failed(icons: .text), try RenderingFixture.options())
    #expect(out.stdout == "%{F#FF6E6E}! offline%{F-}\n")
    #expect(out.exitCode == 0)
  }
}
