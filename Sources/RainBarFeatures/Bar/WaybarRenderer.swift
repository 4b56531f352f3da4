import RainBarEngine
import RainBarModel

/// Waybar's custom module with `return-type: json`. Always exit 0: waybar hides
/// the module on any other code. Text, alt and tooltip are Pango markup; the
/// forecast tooltip is wrapped in `<tt>`, a failure's one-line reason is not.
/// With the emoji icons, every emoji in text and tooltip is set in the colour
/// emoji font (`Markup.emojiSpans`).
public struct WaybarRenderer: BarRenderer {
  public init() {}

  public func render(_ content: BarContent, _ options: RenderOptions) -> (
    stdout: String, exitCode: Int32
  ) {
    // `--markup none`: no escape, no emoji font, no <tt> (see RenderOptions.plainText).
    let markup = !options.plainText
    let escape = markup ? Markup.pango : Markup.none
    let colour = markup && content.icons == .emoji ? Markup.emojiSpans : Markup.none
    let text = colour(content.text(options.template, escape: escape))
    var classes: [String] = []
    if let condition = content.condition { classes.append(condition.rawValue) }
    if content.rainLikely { classes.append("rain-likely") }
    if content.rainSoon { classes.append("rain-soon") }
    if content.raining { classes.append("raining") }
    if let warning = content.activeWarnings.first {
      classes.append("warning")
      if warning.level != .unknown { classes.append("warning-" + warning.level.name) }
    }
    if content.isStale { classes.append("stale") }
    if content.isOffline { classes.append("offline") }
    if let failure = content.failure, failure != .offline {
      classes.append(failure == .service ? "service" : "error")
    }
    let alt =
      content.failure.map { $0 == .offline || $0 == .service ? $0.rawValue : "error" }
      ?? content.condition.map { $0.rawValue + (content.isDay == false ? "-night" : "") }
      ?? "unknown"
    var tooltip = colour(content.tooltip.map(escape).concatenated(separator: "\n"))
    // The forecast is a table: <tt> sets it in the monospace font, so its
    // columns line up whatever font the theme gives tooltips.
    if content.snapshot != nil && markup { tooltip = "<tt>" + tooltip + "</tt>" }
    var fields = [
      ("text", JSONText.string(text)),
      ("tooltip", JSONText.string(tooltip)),
      ("alt", JSONText.string(alt)),
      ("class", JSONText.array(classes.map(JSONText.string))),
    ]
    // Unknown is not 0 %: waybar gets no percentage then.
    if let chance = content.chanceOfRain { fields.append(("percentage", Rounded.integer(chance))) }
    let json = JSONText.object(fields)
    return (json + "\n", 0)
  }
}
