import RainBarEngine
import RainBarModel

/// One line of text. On failure the state (`⚠️ no location`, `⚠️ offline`) with
/// exit 1, so a bar that runs it shows why it has nothing (the sentence is on stderr).
public struct PlainRenderer: BarRenderer {
  public init() {}

  public func render(_ content: BarContent, _ options: RenderOptions) -> (
    stdout: String, exitCode: Int32
  ) {
    let line = content.text(options.template, escape: Markup.none) + options.padding(content) + "\n"
    return (line, content.failure != nil ? ExitCode.failure : 0)
  }
}
