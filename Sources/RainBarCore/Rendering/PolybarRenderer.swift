/// Polybar's `custom/script`: one line, coloured with `%{F#rrggbb}…%{F-}`.
/// Any `%{` in text that is not ours is broken so it cannot become a tag or action.
public struct PolybarRenderer: BarRenderer {
  public init() {}

  public func render(_ content: BarContent, _ options: RenderOptions) -> (
    stdout: String, exitCode: Int32
  ) {
    // Emoji in the emoji font: polybar takes ☁️ or ⚠️ from the first font that
    // has the character, which is the text font (small and one colour).
    let font = content.icons == .emoji ? options.polybarIconFont : 0
    let text = content.text(options.template, escape: Markup.polybar) { icon in
      font > 0 ? "%{T\(font)}\(icon)%{T-}" : icon
    }
    guard let color = content.color else { return (text + "\n", 0) }
    return ("%{F\(color)}\(text)%{F-}\n", 0)
  }
}
