import RainBarEngine
import RainBarModel

/// yambar's `script` module: one transaction of `name|type|value` tags ended
/// by an empty line (`watch` writes one per change; yambar polls `show`
/// with `poll-interval`). yambar draws a value as it is (no markup), and a
/// value runs to the end of its line, which is always the end of the text:
/// nothing needs escaping. yambar takes colours from its own config: the
/// `state` tag names the colour the other bars draw (`Tone`), for a `map`.
///
/// ```
/// text|string|🌧️ 12°C 80%
/// short|string|🌧️ 80%
/// state|string|rain-likely
/// urgent|bool|false
///
/// ```
public struct YambarRenderer: BarRenderer {
  public init() {}

  public func render(_ content: BarContent, _ options: RenderOptions) -> (
    stdout: String, exitCode: Int32
  ) {
    let text = content.text(options.template, escape: Markup.none) + options.padding(content)
    let lines = [
      "text|string|" + text,
      "short|string|" + content.shortText(escape: Markup.none),
      "state|string|" + (content.tone?.rawValue ?? "normal"),
      "urgent|bool|" + (options.isUrgent(content) ? "true" : "false"),
    ]
    return (lines.concatenated(separator: "\n") + "\n\n", 0)
  }
}
