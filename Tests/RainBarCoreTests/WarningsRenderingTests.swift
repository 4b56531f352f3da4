import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// Official warnings as each bar draws them: classes, colour, urgency,
/// tooltip lines, the JSON for scripts.
@Suite struct WarningsRenderingTests {
  func content(_ warnings: WarningsResult? = RenderingFixture.warnings) throws -> BarContent {
    try RenderingFixture.content(warnings: warnings)
  }

  func urgent(_ when: UrgentWhen, _ content: BarContent) throws -> Int32 {
    var options = try RenderingFixture.options("{pop}")
    options.urgent = when
    return I3blocksRenderer().render(content, options).exitCode
  }

  @Test func waybarClassesAndTooltipLines() throws {
    let out = WaybarRenderer().render(try content(), try RenderingFixture.options("{warning}"))
    #expect(out.exitCode == 0)
    #expect(
      out.stdout.hasPrefix(
        ##"{"text":"<span font_family='Noto Color Emoji,emoji'>⚠️</span> Gewitter &lt;b&gt;&amp; Hagel&lt;/b&gt;…","##
      ))
    #expect(
      out.stdout.hasSuffix(
        ##"\n\n<span font_family='Noto Color Emoji,emoji'>⚠️</span> Severe: Gewitter &lt;b&gt;&amp; Hagel&lt;/b&gt; %{F#f00}\nuntil 23:15 (DWD)\n<span font_family='Noto Color Emoji,emoji'>⚠️</span> Minor: Frost from 15:15 until 23:15 (DWD)</tt>","alt":"rain","class":["rain","rain-likely","warning","warning-severe"],"percentage":80}"##
          + "\n"))
  }

  @Test func noServiceAndNoWarningsLeaveEveryOutputAsItWas() throws {
    let options = try RenderingFixture.options()
    let none = try content(nil)
    let empty = try content(WarningsResult(source: "DWD", warnings: []))
    // (The JSON for scripts says which service applies, even with no warning.)
    for format in OutputFormat.allCases where format != .json {
      #expect(format.renderer.render(empty, options) == format.renderer.render(none, options))
    }
    #expect(empty.tooltip == none.tooltip)
  }

  @Test func unavailableIsALineNotAState() throws {
    let down = try content(
      WarningsResult(
        source: "DWD", warnings: [], unavailable: "Bright Sky (DWD) is failing (HTTP 503)."))
    #expect(down.state == .fresh && down.color == "#4FA3FF")
    #expect(
      Array(down.tooltip.suffix(3)) == [
        "", "Warnings unavailable: Bright Sky (DWD) is failing", "(HTTP 503).",
      ])
  }

  @Test func i3blocksColourByLevelAndUrgency() throws {
    let severe = try content()
    let out = I3blocksRenderer().render(severe, try RenderingFixture.options("{pop}"))
    // short_text keeps the warning's icon (not its event: it is the short form).
    #expect(out.stdout == "80%\n🌧️ 80% ⚠️\n#FF9500\n")
    #expect(try urgent(.both, severe) == 33)
    #expect(try urgent(.warnings, severe) == 33)
    #expect(try urgent(.never, severe) == 0)
    var dry = severe
    dry.rainLikely = false
    #expect(try urgent(.both, dry) == 33)
    #expect(try urgent(.rain, dry) == 0)
    let rainOnly = try content(nil)
    #expect(try urgent(.warnings, rainOnly) == 0)
    #expect(try urgent(.rain, rainOnly) == 33)
    let minor = try content(
      WarningsResult(source: "DWD", warnings: [RenderingFixture.warnings.warnings[0]]))
    #expect(try urgent(.warnings, minor) == 0)
    #expect(minor.color == "#FFD60A")
    let extreme = try content(
      WarningsResult(
        source: "NWS",
        warnings: [Warning(id: "t", level: .extreme, event: "Tornado Warning", issuer: "NWS")]))
    #expect(extreme.color == "#FF3B30")
    #expect(
      I3barRenderer().render(extreme, try RenderingFixture.options("{warning}")).stdout.contains(
        #""urgent":true"#))
  }

  @Test func jsonCarriesTheWarnings() throws {
    let out = JSONRenderer().render(try content(), try RenderingFixture.options())
    #expect(
      out.stdout.contains(
        #""warnings":{"source":"DWD","unavailable":null,"active":[{"id":"storm-1","level":"severe","event":"Gewitter <b>& Hagel</b> %{F#f00}","headline":"Amtliche UNWETTERWARNUNG vor GEWITTER","description":"Es treten Gewitter auf.","instruction":"Schließen Sie Fenster.","onset":"2026-11-30T13:05","until":"2026-11-30T23:15","expires":null,"issuer":"DWD","message_type":"alert","references":[]},{"id":"minor-1""#
      ))
    let none = JSONRenderer().render(try content(nil), try RenderingFixture.options())
    #expect(!none.stdout.contains("warnings"))
  }

  @Test func fullTextForTheWarningsCommand() throws {
    let lines = try #require(try content().warningLines).full
    #expect(
      lines == [
        "⚠️ Severe: Gewitter <b>& Hagel</b> %{F#f00} until 23:15 (DWD)",
        "Amtliche UNWETTERWARNUNG vor GEWITTER", "", "Es treten Gewitter auf.", "",
        "Schließen Sie Fenster.", "", "⚠️ Minor: Frost from 15:15 until 23:15 (DWD)",
      ])
    let nothing = try #require(
      try content(WarningsResult(source: "NWS", warnings: [])).warningLines)
    #expect(nothing.full == ["No warnings from NWS."])
  }
}

@Suite struct WarningsPolybarTests {
  @Test func theWarningIconIsDrawnInTheEmojiFontAndTheEventEscaped() throws {
    let content = try RenderingFixture.content(warnings: RenderingFixture.warnings)
    let out = PolybarRenderer().render(content, try RenderingFixture.options("{pop} {warning}"))
    #expect(out.stdout == "%{F#FF9500}80% %{T2}⚠%{T-} Gewitter <b>& Hagel</b>…%{F-}\n")
    let hostile = try RenderingFixture.content(
      warnings: WarningsResult(
        source: "x",
        warnings: [Warning(id: "h", level: .minor, event: "%{A1:rm -rf:}Gale", issuer: "x")]))
    let escaped = PolybarRenderer().render(hostile, try RenderingFixture.options("{warning}"))
    #expect(
      escaped.stdout == "%{F#FFD60A}%{T2}⚠%{T-} " + Markup.polybar("%{A1:rm -rf:}Gale") + "%{F-}\n")
    #expect(!Markup.polybar("%{A1:rm -rf:}Gale").contains("%{"))
  }
}
