/// Polybar's `custom/script`: one line, coloured with `%{F#rrggbb}…%{F-}`.
/// Any `%{` in text that is not ours is broken so it cannot become a tag or action.
public struct PolybarRenderer: BarRenderer {
  public init() {}

  public func render(_ content: BarContent, _ options: RenderOptions) -> (
    stdout: String, exitCode: Int32
  ) {
    let text = content.text(options.template, escape: Markup.polybar)
    guard let color = content.color else { return (text + "\n", 0) }
    return ("%{F\(color)}\(text)%{F-}\n", 0)
  }
}
