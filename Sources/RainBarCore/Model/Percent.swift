/// A chance of rain as every output writes it: "85%".
public enum Percent {
  public static func text(_ value: Double) -> String { "\(Rounded.integer(value))%" }
}
