import RainBarEngine
import RainBarModel

/// Polybar's `custom/script`: one line, coloured with `%{F#rrggbb}…%{F-}`.
/// Any `%{` in text that is not ours is broken so it cannot become a tag or action.
public struct PolybarRenderer: BarRenderer {
  public init() {}

  public func render(_ content: BarContent, _ options: RenderOptions) -> (
    stdout: String, exitCode: Int32
  ) {
    // Emoji in the emoji font: polybar takes ☁️ or ⚠️ from the first font that
    // has the character, which is the text font (small and one colour). Inside
    // %{T…} the font draws them in colour without the variation selector
    // U+FE0F, which no font has a glyph for: polybar would log each one as
    // "Dropping unmatched character" at every redraw.
    let font = content.icons == .emoji ? options.polybarIconFont : 0
    let text = content.text(options.template, escape: Markup.polybar) { icon in
      guard font > 0 else { return icon }
      var glyph = icon
      glyph.unicodeScalars.removeAll { $0 == "\u{FE0F}" }
      return "%{T\(font)}\(glyph)%{T-}"
    }
    let padded = text + options.padding(content)
    guard let color = content.color else { return (padded + "\n", 0) }
    return ("%{F\(color)}\(padded)%{F-}\n", 0)
  }
}
