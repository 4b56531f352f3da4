import RainBarEngine
import RainBarModel

/// lemonbar reads its whole bar from stdin (`rain-bar watch --format
/// lemonbar | lemonbar`), in polybar's syntax: `%{F#rrggbb}…%{F-}`, and any
/// `%{` in text that is not ours broken. Unlike polybar, no `%{T…}` around
/// the icons: Debian's lemonbar draws with X core fonts, none of them colour
/// emoji. Exit 0.
public struct LemonbarRenderer: BarRenderer {
  public init() {}

  public func render(_ content: BarContent, _ options: RenderOptions) -> (
    stdout: String, exitCode: Int32
  ) {
    let text = content.text(options.template, escape: Markup.polybar) + options.padding(content)
    guard let color = content.color else { return (text + "\n", 0) }
    return ("%{F\(color)}\(text)%{F-}\n", 0)
  }
}
