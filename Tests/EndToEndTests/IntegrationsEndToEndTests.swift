import Foundation
import TestTiming
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

  /// The "custom/rain-bar" object of a waybar snippet (JSON with `//` comment lines).
  func waybarModule(_ file: String) throws -> [String: Any] {
    let json = try text("waybar/" + file).split(separator: "\n").filter {
      !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
    }.joined(separator: "\n")
    let config = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    return try #require(config?["custom/rain-bar"] as? [String: Any])
  }

  /// What the stand-ins for pkill and polybar-msg were asked to do, one line per call.
  var signals: String { sandbox.home + "/pkill-calls" }
  var polybarMessages: String { sandbox.home + "/polybar-msg-calls" }

  /// A polybar config's sections, each a dictionary of its `key = value` lines.
  func iniSections(_ text: String) -> [String: [String: String]] {
    var sections: [String: [String: String]] = [:]
    var section = ""
    for line in text.split(separator: "\n") where !line.hasPrefix(";") {
      if line.hasPrefix("[") && line.hasSuffix("]") {
        section = String(line.dropFirst().dropLast())
      } else if let equals = line.range(of: " = ") {
        sections[section, default: [:]][String(line[..<equals.lowerBound])] = String(
          line[equals.upperBound...])
      }
    }
    return sections
  }

  /// Runs a snippet's shell command with the built binary for `rain-bar`, its
  /// clock started by libfaketime the way `Sandbox.run` does (through a shell that execs it).
  func shell(
    _ command: String, expect exitCode: Int32, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> RainBarRun {
    let (line, environment) = try shellCommand(command)
    return try runProcess(
      "/bin/sh", ["-c", line], environment: environment, expect: exitCode,
      sourceLocation: sourceLocation)
  }

  /// The command line and environment `shell` runs a snippet's command with.
  func shellCommand(_ command: String) throws -> (line: String, environment: [String: String]) {
    let wrapper = sandbox.home + "/rain-bar-at-fixture-time"
    let clock = TestClock.environment(at: ShowEndToEndTests.berlinNow)
    let script = """
      #!/bin/sh
      export LD_PRELOAD='\(clock["LD_PRELOAD"] ?? "")' FAKETIME='\(clock["FAKETIME"] ?? "")'
      exec /bin/sh -c 'exec "$0" "$@"' '\(Paths.binary)' "$@"

      """
    try script.write(toFile: wrapper, atomically: true, encoding: .utf8)
    chmod(wrapper, 0o755)
    // waybar's click lines end with `pkill -RTMIN+10 -x waybar`, polybar's with
    // `polybar-msg action ...`: stand-ins record what they were asked and exit 0, so
    // no real bar is reached and the line's status is rain-bar's.
    let bin = sandbox.home + "/bin"
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    for (tool, log) in [("pkill", signals), ("polybar-msg", polybarMessages)] {
      try "#!/bin/sh\necho \"$*\" >> '\(log)'\n".write(
        toFile: bin + "/" + tool, atomically: true, encoding: .utf8)
      chmod(bin + "/" + tool, 0o755)
    }
    let line = command.replacingOccurrences(of: "rain-bar ", with: "\"$RAIN_BAR\" ")
    return (
      line,
      sandbox.environment.merging([
        "RAIN_BAR": wrapper, "PATH": bin + ":" + (sandbox.environment["PATH"] ?? ""),
      ]) { $1 }
    )
  }

  /// A live snippet: its long-running command shows the effect of each click
  /// command within a second, with no signal or IPC sent to the bar.
  func checkLive(exec: String, clicks: [String: String], text: (String) -> String?) throws {
    let (line, environment) = try shellCommand(exec)
    let watch = try Watching(shell: "exec " + line, environment: environment)
    #expect(watch.waitForLine { text($0) == "Berlin 🌧️ 12°C 80%" } != nil, "\(watch.lines)")
    let commands = try #require(clicks["right"])
    _ = try shell(commands, expect: 0)
    let toggled = watch.waitForLine(seconds: 3) { text($0) == "Berlin 🌧️ 53°F 80%" }
    #expect(toggled.map { $0 < 1 } == true, "\(watch.lines)")
    _ = try shell(try #require(clicks["down"]), expect: 0)
    let moved = watch.waitForLine(seconds: 3) { text($0)?.hasPrefix("Aachen ") == true }
    #expect(moved.map { $0 < 1 } == true, "\(watch.lines)")
    _ = try shell(try #require(clicks["up"]), expect: 0)
    let before = try server.requests().count
    _ = try shell(try #require(clicks["left"]), expect: 0)
    #expect(try server.requests().count == before + 1)
    #expect(!FileManager.default.fileExists(atPath: signals))
    #expect(!FileManager.default.fileExists(atPath: polybarMessages))
    watch.signal(SIGTERM)
    #expect(watch.waitForExit()?.code == 0)
  }

  @Test func waybarLiveModule() throws {
    let module = try waybarModule("config-live.jsonc")
    #expect(module["interval"] == nil)
    #expect(module["signal"] == nil)
    #expect(module["restart-interval"] as? Int == 10)
    #expect(module["return-type"] as? String == "json")
    try checkLive(
      exec: try #require(module["exec"] as? String),
      clicks: [
        "left": try #require(module["on-click"] as? String),
        "right": try #require(module["on-click-right"] as? String),
        "up": try #require(module["on-scroll-up"] as? String),
        "down": try #require(module["on-scroll-down"] as? String),
      ]
    ) { line in
      let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      // The emoji font's span is markup: the text compared is what shows.
      return (object?["text"] as? String)?.replacingOccurrences(
        of: "<span font_family='Noto Color Emoji,emoji'>", with: ""
      ).replacingOccurrences(of: "</span>", with: "")
    }
  }

  @Test func polybarLiveModule() throws {
    let module = try #require(iniSections(try text("polybar/rain-bar-live.ini"))["module/rain-bar"])
    #expect(module["type"] == "custom/script")
    #expect(module["tail"] == "true")
    #expect(module["interval"] == nil)
    try checkLive(
      exec: try #require(module["exec"]),
      clicks: [
        "left": try #require(module["click-left"]),
        "right": try #require(module["click-right"]),
        "up": try #require(module["scroll-up"]),
        "down": try #require(module["scroll-down"]),
      ]
    ) { line in
      // "%{F#4FA3FF}Berlin %{T2}🌧%{T-} 12°C 80%%{F-}" as text.
      // polybar's %{T2} icon has no U+FE0F (the emoji font needs none).
      var text = line.replacingOccurrences(of: "%{T2}\u{1F327}%{T-}", with: "🌧️")
      for tag in ["%{F#4FA3FF}", "%{T2}", "%{T-}", "%{F-}"] {
        text = text.replacingOccurrences(of: tag, with: "")
      }
      return text
    }
  }

  @Test func waybarModule() throws {
    let module = try waybarModule("config.jsonc")
    #expect(module["return-type"] as? String == "json")
    let exec = try #require(module["exec"] as? String)
    let run = try shell(exec, expect: 0)
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    #expect(
      object?["text"] as? String
        == "Berlin <span font_family='Noto Color Emoji,emoji'>🌧️</span> 12°C 80%")
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
        == String(repeating: "-RTMIN+10 -x waybar\n", count: 4))
  }

  /// The real pkill, with swaybar and waybar-mpris running beside waybar
  /// (stand-ins: copies of sleep under those names; no Wayland session runs
  /// here): each click signals waybar alone. `pkill -RTMIN+10 waybar` matched
  /// every name containing "waybar", and the signal killed swaybar.
  @Test func aWaybarClickSignalsWaybarAlone() throws {
    let module = try waybarModule("config.jsonc")
    let bars = sandbox.home + "/bars"
    try FileManager.default.createDirectory(atPath: bars, withIntermediateDirectories: true)
    func start(_ name: String) throws -> Process {
      if !FileManager.default.fileExists(atPath: bars + "/" + name) {
        try FileManager.default.copyItem(atPath: "/bin/sleep", toPath: bars + "/" + name)
      }
      let process = processAsFromAShell(bars + "/" + name, ["60"])
      try process.run()
      return process
    }
    let others = try ["swaybar", "waybar-mpris"].map(start)
    defer { for other in others where other.isRunning { other.terminate() } }
    for click in ["on-click", "on-click-right", "on-scroll-up", "on-scroll-down"] {
      let waybar = try start("waybar")
      defer { if waybar.isRunning { waybar.terminate() } }
      // Until the stand-in has exec'd, its name is not yet "waybar" (a loaded
      // machine once ran the click first: pkill found nothing, exit 1).
      let named = Deadline(seconds: 3)
      while named.pending,
        (try? String(contentsOfFile: "/proc/\(waybar.processIdentifier)/comm", encoding: .utf8))
          != "waybar\n"
      {
        usleep(10_000)
      }
      // The stand-in pkill of `shell` left out of PATH: this is the real one.
      var (line, environment) = try shellCommand(try #require(module[click] as? String))
      environment["PATH"] = "/usr/bin:/bin"
      _ = try runProcess("/bin/sh", ["-c", line], environment: environment, expect: 0)
      let deadline = Deadline(seconds: 3)
      while waybar.isRunning && deadline.pending { usleep(10_000) }
      #expect(!waybar.isRunning, "\(click) did not signal waybar")
      if !waybar.isRunning {
        #expect(waybar.terminationReason == .uncaughtSignal)
        #expect(waybar.terminationStatus == __libc_current_sigrtmin() + 10)
      }
      for other in others {
        #expect(other.isRunning, "\(click) signalled \(other.arguments?.dropLast().last ?? "")")
      }
    }
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
    for state in [
      "rain-likely", "stale", "offline", "error", "warning-minor", "warning-moderate",
      "warning-severe", "warning-extreme",
    ] {
      #expect(selectors.contains("#custom-rain-bar." + state), "\(state)")
    }
  }

  @Test func polybarModule() throws {
    let ini = iniSections(try text("polybar/rain-bar.ini"))
    // The bar's keys: IPC on, and an emoji font after the user's own font-0.
    let bar = try #require(ini["bar/example"])
    #expect(bar["enable-ipc"] == "true")
    #expect(bar.keys.filter { $0.hasPrefix("font-") } == ["font-1"])
    #expect(bar["font-1"] == "Noto Color Emoji:scale=10;2")
    #expect(bar["modules-right"] == "rain-bar rain-bar-interval")

    let module = try #require(ini["module/rain-bar"])
    #expect(module["type"] == "custom/ipc")
    #expect(module["initial"] == "1")
    let hook = try #require(module["hook-0"])
    // Two places are saved, so the default text names the one shown.
    #expect(
      try shell(hook, expect: 0).stdout == "%{F#4FA3FF}Berlin %{T2}🌧%{T-} 12°C 80%%{F-}\n")
    // Each click and scroll line changes what the hook shows next...
    _ = try shell(try #require(module["click-right"]), expect: 0)
    #expect(try shell(hook, expect: 0).stdout.contains("53°F"))
    _ = try shell(try #require(module["scroll-down"]), expect: 0)
    #expect(
      try String(contentsOfFile: sandbox.configFile, encoding: .utf8).contains("location=Aachen"))
    _ = try shell(try #require(module["scroll-up"]), expect: 0)
    #expect(
      try String(contentsOfFile: sandbox.configFile, encoding: .utf8).contains("location=Berlin"))
    let before = try server.requests().count
    _ = try shell(try #require(module["click-left"]), expect: 0)
    #expect(try server.requests().count == before + 1)
    // ...then has polybar run this module's hook 0 (IPC), so the bar changes at once.
    let redraw = "action #rain-bar.hook.0\n"
    #expect(
      try String(contentsOfFile: polybarMessages, encoding: .utf8)
        == String(repeating: redraw, count: 4))

    // The interval module shows nothing, renews the forecast when it is due and
    // has the module redraw.
    let interval = try #require(ini["module/rain-bar-interval"])
    #expect(interval["type"] == "custom/script")
    #expect(interval["interval"] == "60")
    try FileManager.default.removeItem(atPath: sandbox.home + "/cache")
    let asked = try server.requests().count
    #expect(try shell(try #require(interval["exec"]), expect: 0).stdout == "")
    #expect(try server.requests().count == asked + 1)
    // The redraw is sent in the background (see PolybarStopEndToEndTests).
    let redrawn = String(repeating: redraw, count: 5)
    let deadline = Deadline(seconds: 3)
    while (try? String(contentsOfFile: polybarMessages, encoding: .utf8)) != redrawn
      && deadline.pending
    { usleep(10_000) }
    #expect(try String(contentsOfFile: polybarMessages, encoding: .utf8) == redrawn)
  }

  /// doctor reads the real fonts (fonts-noto-color-emoji, from scripts/install-deps
  /// --test) and the polybar config: polybar's default font list drops the icons,
  /// the snippet's keys added to it draw them.
  @Test func doctorChecksThePolybarFonts() throws {
    let snippet = try text("polybar/rain-bar.ini")
    let own = "[bar/example]\nfont-0 = monospace;2\n"
    let directory = sandbox.home + "/config/polybar"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let file = directory + "/config.ini"
    func iconLine() throws -> String {
      // No session bus in the sandbox: the notifications check fails, hence exit 1.
      let run = try sandbox.run(
        ["doctor"], at: ShowEndToEndTests.berlinNow, extra: ["XDG_RUNTIME_DIR": sandbox.home],
        expect: 1)
      return String(run.stdout.split(separator: "\n").first { $0.contains(" Icons: ") } ?? "")
    }
    let defaultFonts = snippet.replacingOccurrences(of: "[bar/example]\n", with: own)
      .split(separator: "\n").filter { !$0.hasPrefix("font-1") }.joined(separator: "\n")
    try defaultFonts.write(toFile: file, atomically: true, encoding: .utf8)
    #expect(
      try iconLine()
        == "! Icons: polybar (\(file)) lists no colour emoji font, so it drops 🌧️ and ⏳: add 'font-1 = Noto Color Emoji:scale=10;2' to your bar after your text font (see integrations/polybar/rain-bar.ini)"
    )
    try snippet.replacingOccurrences(of: "[bar/example]\n", with: own).write(
      toFile: file, atomically: true, encoding: .utf8)
    #expect(
      try iconLine()
        == "✓ Icons: emoji, and Noto Color Emoji is installed; polybar (\(file)) lists it as font-1"
    )
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
