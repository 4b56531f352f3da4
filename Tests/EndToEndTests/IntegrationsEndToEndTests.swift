import Foundation
import Testing

/// The snippets in integrations/ do what their comments promise (i3blocks has
/// its own test with the real i3blocks).
@Suite struct IntegrationsEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
    try server.setDefault(.init(file: ShowEndToEndTests.berlin))
    try sandbox.writeConfig(
      "[rain-bar]\nlocation=Berlin\n\n[location Berlin]\nlatitude=52.52\nlongitude=13.41\n\n[location Aachen]\nlatitude=50.78\nlongitude=6.08\n"
    )
  }

  func text(_ path: String) throws -> String {
    try String(contentsOfFile: Paths.root + "/integrations/" + path, encoding: .utf8)
  }

  /// What the stand-in for pkill was asked to do, one line per call.
  var signals: String { sandbox.home + "/pkill-calls" }

  /// Runs a snippet's shell command with the built binary for `rain-bar`, its
  /// clock started by libfaketime the way `Sandbox.run` does (through a shell that execs it).
  func shell(
    _ command: String, expect exitCode: Int32, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> RainBarRun {
    let wrapper = sandbox.home + "/rain-bar-at-fixture-time"
    let clock = Paths.faketime(ShowEndToEndTests.berlinNow)
    let script = """
      #!/bin/sh
      export LD_PRELOAD='\(clock["LD_PRELOAD"] ?? "")' FAKETIME='\(clock["FAKETIME"] ?? "")'
      exec /bin/sh -c 'exec "$0" "$@"' '\(Paths.binary)' "$@"

      """
    try script.write(toFile: wrapper, atomically: true, encoding: .utf8)
    chmod(wrapper, 0o755)
    // waybar's click lines end with `pkill -RTMIN+10 waybar`: a stand-in records the
    // signal and exits 0, so no real waybar is signalled and the line's status is rain-bar's.
    let bin = sandbox.home + "/bin"
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    try "#!/bin/sh\necho \"$*\" >> '\(signals)'\n".write(
      toFile: bin + "/pkill", atomically: true, encoding: .utf8)
    chmod(bin + "/pkill", 0o755)
    let line = command.replacingOccurrences(of: "rain-bar ", with: "\"$RAIN_BAR\" ")
    return try runProcess(
      "/bin/sh", ["-c", line],
      environment: sandbox.environment.merging([
        "RAIN_BAR": wrapper, "PATH": bin + ":" + (sandbox.environment["PATH"] ?? ""),
      ]) { $1 }, expect: exitCode,
      sourceLocation: sourceLocation)
  }

  @Test func waybarModule() throws {
    let jsonc = try text("waybar/config.jsonc")
    let json = jsonc.split(separator: "\n").filter {
      !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
    }.joined(separator: "\n")
    let config = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let module = try #require(config?["custom/rain-bar"] as? [String: Any])
    #expect(module["return-type"] as? String == "json")
    let exec = try #require(module["exec"] as? String)
    let run = try shell(exec, expect: 0)
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    #expect(object?["text"] as? String == "🌧️ 12°C 80%")
    #expect(object?["class"] as? [String] == ["rain", "rain-likely"])
    #expect(object?["percentage"] as? Int == 80)
    #expect((object?["tooltip"] as? String)?.hasPrefix("<tt>Berlin, ") == true)
    #expect((object?["tooltip"] as? String)?.hasSuffix("</tt>") == true)
    // The click and scroll commands change what the next exec shows.
    _ = try shell(try #require(module["on-click-right"] as? String), expect: 0)
    #expect(try shell(exec, expect: 0).stdout.contains("53°F"))
    _ = try shell(try #require(module["on-scroll-down"] as? String), expect: 0)
    #expect(
      try String(contentsOfFile: sandbox.configFile, encoding: .utf8).contains("location=Aachen"))
    _ = try shell(try #require(module["on-scroll-up"] as? String), expect: 0)
    #expect(
      try String(contentsOfFile: sandbox.configFile, encoding: .utf8).contains("location=Berlin"))
    let before = try server.requests().count
    _ = try shell(try #require(module["on-click"] as? String), expect: 0)
    #expect(try server.requests().count == before + 1)
    // Each click and scroll line then asked waybar to run the module again.
    #expect(
      try String(contentsOfFile: signals, encoding: .utf8)
        == String(repeating: "-RTMIN+10 waybar\n", count: 4))
  }

  /// The rules are added to the user's own style, so they must style rain-bar's
  /// module and nothing else (no element, theme colour or at-rule of the theme).
  @Test func waybarStyleOnlyStylesTheModule() throws {
    var css = try text("waybar/style.css")
    while let start = css.range(of: "/*") {
      let end = try #require(css.range(of: "*/", range: start.upperBound..<css.endIndex))
      css.removeSubrange(start.lowerBound..<end.upperBound)
    }
    #expect(!css.contains("@"))
    var selectors: [String] = []
    for rule in css.split(separator: "}") {
      let parts = rule.split(separator: "{", omittingEmptySubsequences: false)
      guard parts.count == 2 else {
        #expect(rule.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(rule)")
        continue
      }
      selectors += parts[0].split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespacesAndNewlines)
      }
    }
    #expect(!selectors.isEmpty)
    for selector in selectors {
      #expect(
        selector == "#custom-rain-bar" || selector.hasPrefix("#custom-rain-bar."), "\(selector)")
    }
    for state in ["rain-likely", "stale", "offline", "error"] {
      #expect(selectors.contains("#custom-rain-bar." + state), "\(state)")
    }
  }

  @Test func polybarModule() throws {
    var keys: [String: String] = [:]
    for line in try text("polybar/rain-bar.ini").split(separator: "\n") where line.contains(" = ") {
      let parts = line.components(separatedBy: " = ")
      keys[parts[0]] = parts.dropFirst().joined(separator: " = ")
    }
    #expect(keys["type"] == "custom/script")
    let run = try shell(try #require(keys["exec"]), expect: 0)
    #expect(run.stdout == "%{F#4FA3FF}🌧️ 12°C 80%%{F-}\n")
    for action in ["click-left", "click-right", "scroll-up", "scroll-down"] {
      _ = try shell(try #require(keys[action]), expect: 0)
    }
  }

  @Test func cronLineRunsTheAlertCheck() throws {
    let line = try #require(
      try text("cron/rain-bar.crontab").split(separator: "\n").first { !$0.hasPrefix("#") })
    let fields = line.split(separator: " ", maxSplits: 5)
    #expect(fields.prefix(5).joined(separator: " ") == "*/10 * * * *")
    let command = String(fields[5]).replacingOccurrences(
      of: "$HOME/.local/bin/rain-bar", with: "rain-bar")
    #expect(command == "rain-bar alert --all")
    let run = try shell(command + " --dry-run", expect: 0)
    #expect(run.stdout.contains("Berlin: would send: Rain in Berlin"))
  }

  @Test func systemdUnitsVerify() throws {
    let tool = "/usr/bin/systemd-analyze"
    guard FileManager.default.isExecutableFile(atPath: tool) else { return }
    let home = sandbox.home
    try FileManager.default.createDirectory(
      atPath: home + "/.local/bin", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: home + "/.local/bin/rain-bar", withDestinationPath: Paths.binary)
    for unit in ["rain-bar-alert.service", "rain-bar-alert.timer"] {
      try FileManager.default.copyItem(
        atPath: Paths.root + "/integrations/systemd/" + unit, toPath: home + "/" + unit)
    }
    let run = try runProcess(
      tool, ["verify", home + "/rain-bar-alert.service", home + "/rain-bar-alert.timer"],
      environment: ["HOME": home, "PATH": "/usr/bin:/bin"], expect: 0)
    let output = run.stdout + run.stderr
    #expect(output == "", "\(output)")
  }
}
