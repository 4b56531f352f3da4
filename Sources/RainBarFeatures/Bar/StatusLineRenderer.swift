import RainBarEngine
import RainBarModel

/// A status line that reads one line of its own markup: the text escaped
/// for that markup, coloured when the state has a colour, and exit 0 (each
/// of these bars shows a state such as `⚠️ offline` as it shows any line).
public struct StatusLineRenderer: BarRenderer {
  let escape: @Sendable (String) -> String
  let colored: @Sendable (_ text: String, _ color: String) -> String

  /// tmux's status line (`status-right '#(rain-bar --format tmux)'`):
  /// `#[fg=#rrggbb]…#[fg=default]`, which leaves the background and
  /// attributes of the user's own style as they are. tmux reads `#[`, `#{`
  /// and `#(` in a command's output: every `#` in text that is not ours is
  /// doubled.
  public static let tmux = StatusLineRenderer(escape: Markup.tmux) {
    "#[fg=\($1)]\($0)#[fg=default]"
  }

  /// xmobar's `Com` or `CommandReader` (`watch`): `<fc=#rrggbb>…</fc>`. Text
  /// that is not ours and holds `<` or `>` is set in `<raw=N:…/>`, which
  /// xmobar never parses; rain-bar writes no `<action>`: clicks are the
  /// user's, around the command in xmobarrc's template. (xmobar shows an
  /// error in place of a failed command's line.)
  public static let xmobar = StatusLineRenderer(escape: Markup.xmobar) { "<fc=\($1)>\($0)</fc>" }

  /// lemonbar reads its whole bar from stdin (`rain-bar watch --format
  /// lemonbar | lemonbar`), in polybar's syntax: `%{F#rrggbb}…%{F-}`, and
  /// any `%{` in text that is not ours broken. Unlike polybar, no `%{T…}`
  /// around the icons: Debian's lemonbar draws with X core fonts, none of
  /// them colour emoji.
  public static let lemonbar = StatusLineRenderer(escape: Markup.polybar) { "%{F\($1)}\($0)%{F-}" }

  /// conky's `${texecpi 60 rain-bar --format conky}`, whose output conky
  /// parses as its own text: `${color #rrggbb}…${color}`; `$` and `#` in
  /// text that is not ours escaped (`$$`, `\#`), so a place name never
  /// becomes a variable (`${exec …}`) or a comment.
  public static let conky = StatusLineRenderer(escape: Markup.conky) {
    "${color \($1)}\($0)${color}"
  }

  public func render(_ content: BarContent, _ options: RenderOptions) -> (
    stdout: String, exitCode: Int32
  ) {
    let text = content.text(options.template, escape: escape) + options.padding(content)
    guard let color = content.color else { return (text + "\n", 0) }
    return (colored(text, color) + "\n", 0)
  }
}
