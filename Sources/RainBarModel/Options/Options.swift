/// Every option and config key rain-bar knows, each declared once: by the
/// feature it belongs to, in an extension in that feature's folder
/// (`AlertOptions`, `BarOptions`), the rest and the lists commands accept in
/// the app's `Options` extension.
public enum Options {}
