// Written by scripts/set-version from the file VERSION; VersionTests fails when they differ.
extension Commands {
  /// rain-bar's version: `--version`, the User-Agent, the man page and the packages.
  public static let version = "0.1.0"
}
