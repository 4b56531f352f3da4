import RainBarEngine
import RainBarModel

/// i3blocks' plain protocol: full_text, short_text and (when there is one) color
/// lines. Exit 33 (urgent) only while the block is urgent (`urgent=`: by default
/// a severe or extreme warning in force); never an error code, which
/// i3blocks would show in place of the block.
public struct I3blocksRenderer: BarRenderer {
  public static let urgent: Int32 = 33

  public init() {}

  public func render(_ content: BarContent, _ options: RenderOptions) -> (
    stdout: String, exitCode: Int32
  ) {
    let escape = options.pango ? Markup.pango : Markup.none
    // Pango markup: emoji in the colour emoji font, as waybar's.
    let colour = options.pango && content.icons == .emoji ? Markup.emojiSpans : Markup.none
    var lines = [
      colour(content.text(options.template, escape: escape)) + options.padding(content),
      colour(content.shortText(escape: escape)),
    ]
    if let color = content.color { lines.append(color) }
    let code = options.isUrgent(content) ? Self.urgent : 0
    return (lines.concatenated(separator: "\n") + "\n", code)
  }
}
