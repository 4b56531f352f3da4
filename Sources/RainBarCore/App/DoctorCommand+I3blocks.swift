import RainBarEngine
import RainBarFeatures
import RainBarModel

extension DoctorCommand {
  /// The i3blocks on the PATH, when there is one: its version, and below 1.5
  /// (Debian 12 and 13 have 1.4) that a persist block gets no clicks of its
  /// own, so interval mode is the one to use: a warning only when the
  /// config i3blocks reads runs rain-bar live (`I3blocksConfig`).
  func i3blocksCheck() -> Check? {
    let subject = "i3blocks"
    switch app.dependencies.programs.run(
      "i3blocks", arguments: ["-V"], timeout: min(app.deadline.forPeer, 2))
    {
    case .notFound:
      return nil
    case .timedOut:
      return Check(verdict: .hint, subject: subject, detail: tr("'i3blocks -V' did not answer"))
    case .printed(let text):
      guard let version = Self.i3blocksVersion(text) else {
        return Check(
          verdict: .hint, subject: subject, detail: tr("'i3blocks -V' printed no version"))
      }
      let name = "\(version.major).\(version.minor)"
      if version.major > 1 || version.minor >= 5 {
        return Check(
          verdict: .ok, subject: subject,
          detail: tr("%s: clicks reach a live block (rain-bar-live.conf)", name))
      }
      let config = I3blocksConfig.find(
        files: app.dependencies.fileSystem, environment: app.dependencies.environment)
      switch config?.mode {
      case .live:
        return Check(
          verdict: .hint, subject: subject,
          detail: tr(
            "%s: %s has a live block (interval=persist), which gets no clicks of its own before 1.5; use interval mode (rain-bar.conf)",
            name, config?.path ?? ""))
      case .interval:
        return Check(
          verdict: .ok, subject: subject,
          detail: tr(
            "%s: %s runs rain-bar in interval mode, which gets every click", name,
            config?.path ?? ""))
      case .noBlock, nil:
        return Check(
          verdict: .ok, subject: subject,
          detail: tr(
            "%s: use interval mode (rain-bar.conf); a live block gets no clicks of its own before 1.5",
            name))
      }
    }
  }

  /// "i3blocks 1.4 © 2014 Vivien Didelot and contributors" → (1, 4).
  static func i3blocksVersion(_ text: String) -> (major: Int, minor: Int)? {
    let line = text.split(separator: "\n").first ?? ""
    for word in line.split(separator: " ") {
      let parts = word.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
      guard parts.count >= 2, let major = Int(parts[0]),
        let minor = Int(parts[1].prefix { $0.isASCII && $0.isNumber })
      else { continue }
      return (major, minor)
    }
    return nil
  }
}
