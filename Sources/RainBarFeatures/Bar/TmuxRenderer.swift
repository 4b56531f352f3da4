import RainBarEngine
import RainBarModel

/// tmux's status line (`status-right '#(rain-bar --format tmux)'`): one line,
/// coloured with `#[fg=#rrggbb]…#[fg=default]`, which leaves the background
/// and attributes of the user's own style as they are. tmux reads `#[`, `#{`
/// and `#(` in a command's output: every `#` in text that is not ours is
/// doubled. Exit 0: a state (`⚠️ offline`) is shown as any line is.
public struct TmuxRenderer: BarRenderer {
  public init() {}

  public func render(_ content: BarContent, _ options: RenderOptions) -> (
    stdout: String, exitCode: Int32
  ) {
    let text = content.text(options.template, escape: Markup.tmux) + options.padding(content)
    guard let color = content.color else { return (text + "\n", 0) }
    return ("#[fg=\(color)]\(text)#[fg=default]\n", 0)
  }
}
