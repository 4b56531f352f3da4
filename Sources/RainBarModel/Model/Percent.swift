/// A chance of rain as every output writes it: "85%" ("85 %" in German).
public enum Percent {
  public static func text(_ value: Double) -> String {
    guard let language = Language.active else { return "\(Rounded.integer(value))%" }
    return language.percentPrefix + Rounded.integer(value) + language.percentSuffix
  }
}
