/// Waybar's custom module with `return-type: json`. Always exit 0: waybar hides
/// the module on any other code. Text, alt and tooltip are Pango markup.
public struct WaybarRenderer: BarRenderer {
  public init() {}

  public func render(_ content: BarContent, _ options: RenderOptions) -> (
    stdout: String, exitCode: Int32
  ) {
    let text = content.text(options.template, escape: Markup.pango)
    var classes: [String] = []
    if let condition = content.condition { classes.append(condition.rawValue) }
    if content.rainLikely { classes.append("rain-likely") }
    if content.isStale { classes.append("stale") }
    if content.isOffline { classes.append("offline") }
    if content.failure != nil && !content.isOffline { classes.append("error") }
    let alt =
      content.failure.map { $0 == .offline ? "offline" : "error" }
      ?? content.condition?.rawValue ?? "unknown"
    let tooltip = content.tooltip.map(Markup.pango).concatenated(separator: "\n")
    let percentage = content.chanceOfRain.map { Rounded.integer($0) } ?? "0"
    let json = JSONText.object([
      ("text", JSONText.string(text)),
      ("tooltip", JSONText.string(tooltip)),
      ("alt", JSONText.string(alt)),
      ("class", JSONText.array(classes.map(JSONText.string))),
      ("percentage", percentage),
    ])
    return (json + "\n", 0)
  }
}
