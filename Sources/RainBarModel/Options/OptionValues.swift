/// A run's options as a feature reads its own (a provider's `contact`, a
/// warning source's region): the command line over the environment over the
/// config file. The app's `RunOptions` is the one there is.
public protocol OptionValues: Sendable {
  func value<Value>(_ option: Option<Value>) -> Value
}
