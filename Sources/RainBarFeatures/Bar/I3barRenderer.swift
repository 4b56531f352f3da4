import RainBarEngine
import RainBarModel

/// One i3bar block object, for i3blocks' `format=json` (or any i3bar feeder).
/// Exit 0, except under i3blocks while rain is likely: its JSON parser drops
/// "urgent", so the urgency travels as exit code 33 as in the plain protocol.
public struct I3barRenderer: BarRenderer {
  public init() {}

  public func render(_ content: BarContent, _ options: RenderOptions) -> (
    stdout: String, exitCode: Int32
  ) {
    let escape = options.pango ? Markup.pango : Markup.none
    // Pango markup: emoji in the colour emoji font, as waybar's.
    let colour = options.pango && content.icons == .emoji ? Markup.emojiSpans : Markup.none
    var pairs = [
      (
        "full_text",
        JSONText.string(colour(content.text(options.template, escape: escape)))
      ),
      ("short_text", JSONText.string(colour(content.shortText(escape: escape)))),
    ]
    if let color = content.color { pairs.append(("color", JSONText.string(color))) }
    let urgent = options.isUrgent(content)
    pairs.append(("urgent", urgent ? "true" : "false"))
    pairs.append(("name", JSONText.string(options.blockName)))
    pairs.append(("instance", JSONText.string(options.blockInstance ?? content.location)))
    if options.pango { pairs.append(("markup", JSONText.string("pango"))) }
    let code = urgent && options.underI3blocks ? I3blocksRenderer.urgent : 0
    return (JSONText.object(pairs) + "\n", code)
  }
}
