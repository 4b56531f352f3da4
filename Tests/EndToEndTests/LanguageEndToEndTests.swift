import Foundation
import Testing

/// The same forecast in each language through the built binary (catalogues
/// compiled in: nothing is installed beside it), for every bar format and a
/// notification on a real session bus (python-dbusmock's daemon).
@Suite(.serialized) struct LanguageEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  static let template = ["--template", "{icon} {condition} {temp} {pop} {next_rain}"]
  static let time = MinuteEndToEndTests.at("12:20")

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
    try server.setDefault(.init(file: MinuteEndToEndTests.berlin))
    try sandbox.writeConfig(
      """
      [rain-bar]
      location=Berlin
      freshness=60
      tooltip-hours=2
      tooltip-days=2

      [location Berlin]
      latitude=52.52
      longitude=13.41
      """)
  }

  /// Every bar format, then `forecast`, in `language`.
  func outputs(_ environment: [String: String]) throws -> [String] {
    var outputs: [String] = []
    for format in ["plain", "waybar", "i3blocks", "i3bar", "polybar"] {
      let run = try sandbox.run(
        ["--format", format] + Self.template, at: Self.time, extra: environment,
        expect: format == "i3blocks" ? 33 : 0)
      outputs.append(run.stdout)
    }
    outputs.append(
      try sandbox.run(
        ["forecast", "--hours", "2", "--days", "2"], at: Self.time, extra: environment, expect: 0
      ).stdout)
    return outputs
  }

  /// The minute-level rain alert `alert` sends, in `language`: its summary and body.
  func notification(_ environment: [String: String]) throws -> [String] {
    let home = try Sandbox(server: server)
    let bus = try NotificationBus(directory: home.home + "/runtime")
    home.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
    try home.writeConfig(
      "[rain-bar]\nlocation=Berlin\n\n[location Berlin]\nlatitude=52.52\nlongitude=13.41\n")
    _ = try home.run(["alert"], at: Self.time, extra: environment, expect: 0)
    return try bus.calls().flatMap { [$0.summary, $0.body] }
  }

  @Test func dump() throws {
    var all: [String: [String]] = [:]
    for language in ["ru", "ar", "id", "en"] {
      all[language] = try outputs(["LANGUAGE": language]) + notification(["LANGUAGE": language])
    }
    let data = try JSONSerialization.data(withJSONObject: all, options: [.sortedKeys])
    try data.write(to: URL(fileURLWithPath: "/tmp/i18n/dump.json"))
  }
}
