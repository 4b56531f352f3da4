import RainBarEngine
import RainBarModel

/// How the text is drawn: the user's template, and whether the bar parses Pango markup.
public struct RenderOptions: Sendable {
  public var template: Template
  public var pango: Bool
  /// i3bar's block name and instance (i3blocks passes them as BLOCK_NAME and BLOCK_INSTANCE).
  public var blockName: String
  public var blockInstance: String?
  /// Run by i3blocks, whose `format=json` ignores "urgent" and reads exit code 33 instead.
  public var underI3blocks: Bool
  /// What makes an i3blocks/i3bar block urgent (swaybar draws it as an alarm).
  public var urgent: UrgentWhen
  /// polybar's font (`%{T<n>}`, 1 is font-0) for emoji icons; 0: none.
  public var polybarIconFont: Int
  /// Columns the visible text is padded to (`min-width=`); 0: none.
  public var minWidth = 0
  /// waybar's JSON as plain text (`--markup none`): for the shells that read
  /// it but show its text and tooltip as they are, not as Pango markup.
  public var plainText = false

  public init(
    template: Template, pango: Bool = false, blockName: String = "rain-bar",
    blockInstance: String? = nil, underI3blocks: Bool = false,
    urgent: UrgentWhen = Options.urgent.defaultValue,
    polybarIconFont: Int = Options.polybarIconFont.defaultValue
  ) {
    self.polybarIconFont = polybarIconFont
    self.urgent = urgent
    self.template = template
    self.pango = pango
    self.blockName = blockName
    self.blockInstance = blockInstance
    self.underI3blocks = underI3blocks
  }
}

/// What makes a block urgent: a severe or extreme official warning (the
/// default: ordinary rain is no alarm), likely rain, either, or nothing.
public enum UrgentWhen: String, CaseIterable, Sendable {
  case both
  case rain
  case warnings
  case never
}

extension RenderOptions {
  /// Whether the block is urgent for this content.
  /// A failure is never likely rain, but a warning shown with it counts.
  package func isUrgent(_ content: BarContent) -> Bool {
    switch urgent {
    case .both: return content.rainLikely || content.hasSevereWarning
    case .rain: return content.rainLikely
    case .warnings: return content.hasSevereWarning
    case .never: return false
    }
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
  case tmux
  case xmobar
  case yambar
  case lemonbar
  case conky

  /// Whether the bar shapes right-to-left text (Arabic): waybar and
  /// notification servers draw with Pango; polybar, i3bar, lemonbar and
  /// conky do not, nor does a terminal under tmux, so a right-to-left
  /// language falls back to English there (and on xmobar and yambar, not
  /// tried with it).
  public var shapesRightToLeft: Bool {
    switch self {
    case .plain, .waybar, .json: return true
    case .i3blocks, .i3bar, .polybar, .tmux, .xmobar, .yambar, .lemonbar, .conky: return false
    }
  }

  public var renderer: any BarRenderer {
    switch self {
    case .plain: return PlainRenderer()
    case .waybar: return WaybarRenderer()
    case .i3blocks: return I3blocksRenderer()
    case .i3bar: return I3barRenderer()
    case .polybar: return PolybarRenderer()
    case .json: return JSONRenderer()
    case .tmux: return StatusLineRenderer.tmux
    case .xmobar: return StatusLineRenderer.xmobar
    case .yambar: return YambarRenderer()
    case .lemonbar: return StatusLineRenderer.lemonbar
    case .conky: return StatusLineRenderer.conky
    }
  }
}
