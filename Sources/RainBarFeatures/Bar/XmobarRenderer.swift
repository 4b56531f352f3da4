import RainBarEngine
import RainBarModel

/// xmobar's `Com` or `CommandReader` (`watch`): one line, coloured with
/// `<fc=#rrggbb>…</fc>`. Text that is not ours and holds `<` or `>` is set
/// in `<raw=N:…/>`, which xmobar never parses; rain-bar writes no
/// `<action>`: clicks are the user's, around the command in xmobarrc's
/// template. Exit 0: xmobar shows an error in place of a failed command's line.
public struct XmobarRenderer: BarRenderer {
  public init() {}

  public func render(_ content: BarContent, _ options: RenderOptions) -> (
    stdout: String, exitCode: Int32
  ) {
    let text = content.text(options.template, escape: Markup.xmobar) + options.padding(content)
    guard let color = content.color else { return (text + "\n", 0) }
    return ("<fc=\(color)>\(text)</fc>\n", 0)
  }
}
