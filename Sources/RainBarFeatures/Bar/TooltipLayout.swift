import RainBarEngine
import RainBarModel

/// The tooltip a person shapes: its sections in order, how many hours and
/// days, which columns the tables show (`tooltip=`, `tooltip-hours=`,
/// `tooltip-days=`, `hour-columns=`, `day-columns=`). Without any of them it
/// is today's compact tooltip.
public struct TooltipLayout: Equatable, Sendable {
  public var sections: [TooltipSection]
  public var hours: Int
  public var days: Int
  public var hourColumns: [HourColumn]
  public var dayColumns: [DayColumn]

  /// At most this many warnings, then "and N more".
  public static let warningLines = 5

  public init(
    sections: [TooltipSection] = TooltipSection.standard,
    hours: Int = Options.tooltipHours.defaultValue, days: Int = Options.tooltipDays.defaultValue,
    hourColumns: [HourColumn] = HourColumn.standard, dayColumns: [DayColumn] = DayColumn.standard
  ) {
    self.sections = sections
    self.hours = hours
    self.days = days
    self.hourColumns = hourColumns
    self.dayColumns = dayColumns
  }

  public static let standard = TooltipLayout()

  /// The layout of the lists' texts (as `ValueReader.list` checked them);
  /// nil keeps the standard one.
  public init(
    sections: String?, hours: Int, days: Int, hourColumns: String?, dayColumns: String?
  ) {
    self.init(hours: hours, days: days)
    if let sections { self.sections = Self.cases(sections) }
    if let hourColumns { self.hourColumns = Self.cases(hourColumns) }
    if let dayColumns { self.dayColumns = Self.cases(dayColumns) }
  }

  package static func cases<Value: RawRepresentable>(_ text: String) -> [Value]
  where Value.RawValue == String {
    ValueReader.names(in: text).compactMap(Value.init(rawValue:))
  }
}
