import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// tmux, xmobar, yambar, lemonbar and conky: each one's colour and, under a
/// place name full of every bar's markup, that name as text.
@Suite struct StatusLineRenderersTests {
  static let hostile =
    "Rock & Roll <Town> #[fg=red] %{F#f00} ${exec rm} $HOME #{host} #(id) <action=`x`>"

  func line(_ format: OutputFormat, _ template: String = "{location} {pop}") throws -> String {
    let content = try RenderingFixture.content(name: Self.hostile)
    let out = format.renderer.render(content, try RenderingFixture.options(template))
    #expect(out.exitCode == 0)
    return out.stdout
  }

  @Test func tmuxDoublesEveryHash() throws {
    #expect(
      try line(.tmux)
        == "#[fg=#4FA3FF]Rock & Roll <Town> ##[fg=red] %{F##f00} ${exec rm} $HOME ##{host} ##(id) <action=`x`> 80%#[fg=default]\n"
    )
    #expect(try line(.tmux, "{icon} {temp}") == "#[fg=#4FA3FF]🌧️ 12°C#[fg=default]\n")
  }

  @Test func xmobarSetsMarkupInRaw() throws {
    let name = Self.hostile
    #expect(
      try line(.xmobar)
        == "<fc=#4FA3FF><raw=\(name.unicodeScalars.count):\(name)/> 80%</fc>\n")
    #expect(try line(.xmobar, "{icon} {temp}") == "<fc=#4FA3FF>🌧️ 12°C</fc>\n")
    // Counted in characters (Haskell's Char is a scalar), not bytes.
    #expect(Markup.xmobar("Zürich <Süd>") == "<raw=12:Zürich <Süd>/>")
    #expect(Markup.xmobar("a > b") == "<raw=5:a > b/>")
    #expect(Markup.xmobar("Köln") == "Köln")
  }

  @Test func lemonbarIsPolybarWithoutFonts() throws {
    #expect(
      try line(.lemonbar)
        == "%{F#4FA3FF}Rock & Roll <Town> #[fg=red] % {F#f00} ${exec rm} $HOME #{host} #(id) <action=`x`> 80%%{F-}\n"
    )
    // The emoji as it is: no %{T2} (polybar's emoji font).
    #expect(try line(.lemonbar, "{icon} {temp}") == "%{F#4FA3FF}🌧️ 12°C%{F-}\n")
  }

  @Test func conkyEscapesVariablesAndComments() throws {
    #expect(
      try line(.conky)
        == ##"${color #4FA3FF}Rock & Roll <Town> \#[fg=red] %{F\#f00} $${exec rm} $$HOME \#{host} \#(id) <action=`x`> 80%${color}"##
        + "\n")
    #expect(Markup.conky(##"a\#b $$"##) == ##"a\\#b $$$$"##)
  }

  @Test func yambarTags() throws {
    #expect(
      try line(.yambar)
        == "text|string|\(Self.hostile) 80%\nshort|string|🌧️ 80%\nstate|string|rain-likely\nurgent|bool|false\n\n"
    )
    let failed = YambarRenderer().render(
      RenderingFixture.failed(icons: .text), try RenderingFixture.options())
    #expect(
      failed.stdout
        == "text|string|! offline\nshort|string|! offline\nstate|string|failed\nurgent|bool|false\n\n"
    )
    #expect(failed.exitCode == 0)
  }

  /// A severe warning: its orange everywhere, yambar's state and urgency.
  @Test func warningTone() throws {
    let content = try RenderingFixture.content(warnings: RenderingFixture.warnings)
    let options = try RenderingFixture.options("{temp}")
    #expect(
      StatusLineRenderer.tmux.render(content, options).stdout == "#[fg=#FF9500]12°C#[fg=default]\n")
    #expect(StatusLineRenderer.xmobar.render(content, options).stdout == "<fc=#FF9500>12°C</fc>\n")
    #expect(
      StatusLineRenderer.conky.render(content, options).stdout == "${color #FF9500}12°C${color}\n")
    #expect(StatusLineRenderer.lemonbar.render(content, options).stdout == "%{F#FF9500}12°C%{F-}\n")
    #expect(
      YambarRenderer().render(content, options).stdout
        == "text|string|12°C\nshort|string|🌧️ 80% ⚠️\nstate|string|warning-severe\nurgent|bool|true\n\n"
    )
  }

  /// No colour when nothing calls for one: the bar's own.
  @Test func noToneNoColour() throws {
    var content = try RenderingFixture.content()
    content.rainLikely = false
    let options = try RenderingFixture.options("{temp}")
    for format in [OutputFormat.tmux, .xmobar, .conky, .lemonbar, .plain] {
      #expect(format.renderer.render(content, options).stdout == "12°C\n", "\(format)")
    }
    #expect(YambarRenderer().render(content, options).stdout.contains("\nstate|string|normal\n"))
  }
}
