import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

@Suite struct PolybarRendererTests {
  let renderer = PolybarRenderer()

  @Test func colouredLine() throws {
    let out = renderer.render(try RenderingFixture.content(), try RenderingFixture.options())
    // The icon in the emoji font (font-1, %{T2}): the text font would draw it small or drop it.
    #expect(out.stdout == "%{F#4FA3FF}%{T2}🌧%{T-} 12°C 80%%{F-}\n")
    #expect(out.exitCode == 0)
  }

  @Test func iconFontIsAnOption() throws {
    var options = try RenderingFixture.options()
    options.polybarIconFont = 0
    #expect(
      renderer.render(try RenderingFixture.content(), options).stdout
        == "%{F#4FA3FF}🌧️ 12°C 80%%{F-}\n")
    options.polybarIconFont = 3
    let stale = try RenderingFixture.content(
      freshness: RenderingFixture.offline, fetchedAt: RenderingFixture.now - 7200)
    #expect(
      renderer.render(stale, options).stdout
        == "%{F#9E9E9E}%{T3}\u{1F327}%{T-} 12°C 80% %{T3}⏳%{T-}2h%{F-}\n")
    // Text and Nerd Font icons stay in the bar's own fonts.
    let text = try RenderingFixture.content(icons: .text)
    #expect(renderer.render(text, options).stdout == "%{F#4FA3FF}rain 12°C 80%%{F-}\n")
  }

  /// `min-width=`: the visible text padded to the columns asked for, the tags
  /// and the emoji font counting for nothing (an emoji is two columns).
  @Test func minWidthPadsTheVisibleText() throws {
    var options = try RenderingFixture.options()
    options.minWidth = 14
    let content = try RenderingFixture.content()
    // "🌧️ 12°C 80%" is 11 columns.
    #expect(renderer.render(content, options).stdout == "%{F#4FA3FF}%{T2}🌧%{T-} 12°C 80%   %{F-}\n")
    options.minWidth = 5
    #expect(renderer.render(content, options).stdout == "%{F#4FA3FF}%{T2}🌧%{T-} 12°C 80%%{F-}\n")
    #expect(
      PlainRenderer().render(content, options).stdout == "🌧️ 12°C 80%\n",
      "narrower than the text: nothing added")
    options.minWidth = 12
    #expect(PlainRenderer().render(content, options).stdout == "🌧️ 12°C 80% \n")
    let i3blocks = I3blocksRenderer().render(content, options).stdout
    #expect(i3blocks.hasPrefix("🌧️ 12°C 80% \n"))
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
