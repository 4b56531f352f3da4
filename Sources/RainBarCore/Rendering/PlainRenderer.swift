/// One line of text. Exit 1 when there is nothing to show.
public struct PlainRenderer: BarRenderer {
  public init() {}

  public func render(_ content: BarContent, _ options: RenderOptions) -> (
    stdout: String, exitCode: Int32
  ) {
    if content.failure != nil { return ("", ExitCode.failure) }
    return (content.text(options.template, escape: Markup.none) + "\n", 0)
  }
}
