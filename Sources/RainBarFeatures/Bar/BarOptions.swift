import RainBarModel

/// The bar's own options: its urgency, polybar's icon font, its width, the
/// tooltip's size. A renderer reads them from `RenderOptions`, made here from
/// the run's options.
extension Options {
  public static let urgent = Option<UrgentWhen>(
    "urgent", value: "when", places: .both, default: .warnings,
    choices: UrgentWhen.allCases.map { $0.rawValue },
    help:
      "What makes an i3blocks/i3bar block urgent: a severe or extreme warning (the default), likely rain, both, or never",
    read: ValueReader.choice(UrgentWhen.self))
  public static let polybarIconFont = Option<Int>(
    "polybar-icon-font", value: "n", places: .both, default: 2,
    help:
      "polybar: the font emoji icons are drawn with, as %{T<n>} counts (2 is font-1, the snippet's emoji font; 0: the bar's own)",
    read: ValueReader.integer(0...20, "give 0 to 20"))
  public static let minWidth = Option<Int>(
    "min-width", value: "columns", places: .both, default: 0,
    help:
      "Pad the bar's text with spaces to at least this many columns, so that the module keeps its width (plain, i3blocks, polybar)",
    read: ValueReader.integer(0...200, "give 0 to 200"))
  /// Those of the bar itself that `show` and `refresh` take, in help's order.
  public static let barOwn: [OptionSpec] = [urgent.spec, polybarIconFont.spec, minWidth.spec]
  public static let tooltipHours = Option<Int>(
    "tooltip-hours", value: "n", places: .both, default: 5,
    help: "Hours in the tooltip, at most 48", read: ValueReader.integer(0...48, "give 0 to 48"))
  public static let tooltipDays = Option<Int>(
    "tooltip-days", value: "n", places: .both, default: 2,
    help: "Days in the tooltip, at most 16", read: ValueReader.integer(0...16, "give 0 to 16"))
}

extension RenderOptions {
  /// How a run draws its bar: the bar's own options read from the run's.
  public init(
    template: Template, pango: Bool, blockName: String, blockInstance: String?,
    underI3blocks: Bool, options: any OptionValues
  ) {
    self.init(
      template: template, pango: pango, blockName: blockName, blockInstance: blockInstance,
      underI3blocks: underI3blocks, urgent: options.value(Options.urgent),
      polybarIconFont: options.value(Options.polybarIconFont))
    minWidth = options.value(Options.minWidth)
  }

  /// The spaces that pad the bar's visible text to `minWidth` columns
  /// (`TextColumns.width`: an emoji or a CJK character is two), none when it
  /// is that wide already.
  package func padding(_ content: BarContent) -> String {
    guard minWidth > 0 else { return "" }
    let width = TextColumns.width(content.text(template, escape: Markup.none))
    return String(repeating: " ", count: max(0, minWidth - width))
  }
}
