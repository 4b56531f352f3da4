import RainBarEngine
import RainBarModel

/// conky's `${texecpi 60 rain-bar --format conky}`, whose output conky parses
/// as its own text: coloured with `${color #rrggbb}…${color}`; `$` and `#` in
/// text that is not ours escaped (`$$`, `\#`), so a place name never becomes
/// a variable (`${exec …}`) or a comment. Exit 0: conky shows the output
/// whatever the code.
public struct ConkyRenderer: BarRenderer {
  public init() {}

  public func render(_ content: BarContent, _ options: RenderOptions) -> (
    stdout: String, exitCode: Int32
  ) {
    let text = content.text(options.template, escape: Markup.conky) + options.padding(content)
    guard let color = content.color else { return (text + "\n", 0) }
    return ("${color \(color)}\(text)${color}\n", 0)
  }
}
