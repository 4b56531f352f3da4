import RainBarModel

/// The bar's own options: its urgency, polybar's icon font, the tooltip's size.
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
  public static let tooltipHours = Option<Int>(
    "tooltip-hours", value: "n", places: .both, default: 5,
    help: "Hours in the tooltip, at most 48", read: ValueReader.integer(0...48, "give 0 to 48"))
  public static let tooltipDays = Option<Int>(
    "tooltip-days", value: "n", places: .both, default: 2,
    help: "Days in the tooltip, at most 16", read: ValueReader.integer(0...16, "give 0 to 16"))
}
