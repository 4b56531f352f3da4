/// A chance of rain as every output writes it: "85%" ("85 %" in German).
public enum Percent {
  public static func text(_ value: Double) -> String {
    guard Language.active != nil else { return "\(Rounded.integer(value))%" }
    // TRANSLATORS: a percentage, "85%"; write the space your language puts
    // before the sign, if any (a no-break one: U+00A0, or U+202F in French).
    let format = trc("percentage", "%s%%")
    return MessageFormat.fill(format, [Rounded.integer(value)], isolate: false)
  }
}
