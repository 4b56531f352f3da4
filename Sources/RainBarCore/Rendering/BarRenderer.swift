/// How the text is drawn: the user's template, and whether the bar parses Pango markup.
public struct RenderOptions: Sendable {
  public var template: Template
  public var pango: Bool
  /// i3bar's block name and instance (i3blocks passes them as BLOCK_NAME and BLOCK_INSTANCE).
  public var blockName: String
  public var blockInstance: String?
  /// Run by i3blocks, whose `format=json` ignores "urgent" and reads exit code 33 instead.
  public var underI3blocks: Bool

  public init(
    template: Template, pango: Bool = false, blockName: String = "rain-bar",
    blockInstance: String? = nil, underI3blocks: Bool = false
  ) {
    self.template = template
    self.pango = pango
    self.blockName = blockName
    self.blockInstance = blockInstance
    self.underI3blocks = underI3blocks
  }
}

/// One bar's output: what it prints and how it exits. One type per bar.
public protocol BarRenderer: Sendable {
  func render(_ content: BarContent, _ options: RenderOptions) -> (stdout: String, exitCode: Int32)
}

public enum OutputFormat: String, CaseIterable, Sendable {
  case plain
  case waybar
  case i3blocks
  case i3bar
  case polybar
  case json

  public var renderer: any BarRenderer {
    switch self {
    case .plain: return PlainRenderer()
    case .waybar: return WaybarRenderer()
    case .i3blocks: return I3blocksRenderer()
    case .i3bar: return I3barRenderer()
    case .polybar: return PolybarRenderer()
    case .json: return JSONRenderer()
    }
  }
}
