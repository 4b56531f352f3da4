import Foundation
import Testing

@Suite(.serialized) struct DoctorEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
    sandbox.environment["RAIN_BAR_PIRATE_WEATHER_URL"] = "http://127.0.0.1:\(server.port)"
  }

  @Test func allWell() throws {
    let bus = try NotificationBus(directory: sandbox.home + "/runtime")
    sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
    try sandbox.writeConfig(
      "[rain-bar]\nlocation=Berlin\nicons=text\n\n[location Berlin]\nlatitude=52.52\nlongitude=13.41\n"
    )
    chmod(sandbox.configFile, 0o600)
    try server.setDefault(.init(file: ShowEndToEndTests.berlin))
    _ = try sandbox.run([], at: ShowEndToEndTests.berlinNow, expect: 0)
    let run = try sandbox.run(["doctor"], at: ShowEndToEndTests.berlinNow, expect: 0)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 11, "\(run.stdout)")
    #expect(lines[0] == "✓ Config file: \(sandbox.configFile) parses; mode 600")
    #expect(lines[1] == "✓ Location: Berlin (52.5200, 13.4100); 1 saved")
    #expect(lines[2] == "✓ Provider: Open-Meteo")
    #expect(lines[3] == "✓ Cache: \(sandbox.home)/cache/rain-bar writable, mode 700")
    #expect(lines[4] == "✓ Cache entry: Berlin (open-meteo), 0s old, fresh")
    #expect(lines[5].hasPrefix("✓ Network: 127.0.0.1:\(server.port) answered HTTP 200 in "))
    #expect(lines[6] == "✓ Warnings: off (warnings=off)")
    #expect(lines[7].hasPrefix("✓ Notifications: "))
    #expect(lines[7].contains("on \(bus.address); capabilities: "))
    #expect(
      lines[8]
        == "✓ Alerts: on: rain; off: rain-end, dry-window, air, warnings, trips, uv, gusts, heat, frost, summary"
    )
    #expect(lines[9] == "✓ Icons: text icons need no special font")
    // The real i3blocks on the PATH, Debian's 1.4; no i3blocks config runs rain-bar.
    #expect(
      lines[10]
        == "✓ i3blocks: 1.4: use interval mode (rain-bar.conf); a live block gets no clicks of its own before 1.5"
    )
  }

  /// The bars' configs doctor reads are read only as regular files: a FIFO
  /// where polybar's or i3blocks' config is held doctor for ever.
  @Test func aBarConfigThatIsAFIFODoesNotHoldDoctor() throws {
    try sandbox.writeConfig(
      "[rain-bar]\nlocation=Berlin\n\n[location Berlin]\nlatitude=52.52\nlongitude=13.41\n")
    try server.setDefault(.init(file: ShowEndToEndTests.berlin))
    for directory in ["polybar", "i3blocks"] {
      try FileManager.default.createDirectory(
        atPath: sandbox.home + "/config/" + directory, withIntermediateDirectories: true)
    }
    try #require(mkfifo(sandbox.home + "/config/polybar/config.ini", 0o600) == 0)
    try #require(mkfifo(sandbox.home + "/config/i3blocks/config", 0o600) == 0)
    let run = try sandbox.start(["doctor"], at: ShowEndToEndTests.berlinNow).finish(
      expect: 1, within: 10)
    #expect(run.stdout.contains("✓ Icons: "), "\(run.stdout)")
  }

  /// doctor with a fake `i3blocks` first on the PATH: the real one here is 1.4
  /// only, and 1.5's answer, one that hangs and none at all need checking too.
  @Test func i3blocksVersionAndAdvice() throws {
    try sandbox.writeConfig(
      "[rain-bar]\nlocation=Berlin\n\n[location Berlin]\nlatitude=52.52\nlongitude=13.41\n")
    try server.setDefault(.init(file: ShowEndToEndTests.berlin))
    let bin = sandbox.home + "/bin"
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    func doctor(_ script: String?) throws -> (line: String?, seconds: Double) {
      try? FileManager.default.removeItem(atPath: bin + "/i3blocks")
      if let script {
        try ("#!/bin/sh\n" + script + "\n").write(
          toFile: bin + "/i3blocks", atomically: true, encoding: .utf8)
        chmod(bin + "/i3blocks", 0o755)
      }
      // Without a fake, a PATH without /usr/bin: no i3blocks at all.
      let path = script == nil ? bin : bin + ":/usr/bin:/bin"
      let run = try sandbox.run(
        ["doctor"], at: ShowEndToEndTests.berlinNow, extra: ["PATH": path], expect: 1)
      let line = run.stdout.split(separator: "\n").first { $0.contains("i3blocks") }
      return (line.map(String.init), run.seconds)
    }
    #expect(
      try doctor(#"echo "i3blocks 1.5 © 2014 Vivien Didelot and contributors""#).line
        == "✓ i3blocks: 1.5: clicks reach a live block (rain-bar-live.conf)")
    // 1.4: a warning only when the config i3blocks reads runs rain-bar live
    // (it warned whatever the config, interval mode included).
    let version14 = #"echo "i3blocks 1.4 © 2014 Vivien Didelot and contributors""#
    #expect(
      try doctor(version14).line
        == "✓ i3blocks: 1.4: use interval mode (rain-bar.conf); a live block gets no clicks of its own before 1.5"
    )
    let config = sandbox.home + "/config/i3blocks/config"
    try FileManager.default.createDirectory(
      atPath: sandbox.home + "/config/i3blocks", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: Paths.root + "/integrations/i3blocks/rain-bar.conf", toPath: config)
    #expect(
      try doctor(version14).line
        == "✓ i3blocks: 1.4: \(config) runs rain-bar in interval mode, which gets every click")
    try FileManager.default.removeItem(atPath: config)
    try FileManager.default.copyItem(
      atPath: Paths.root + "/integrations/i3blocks/rain-bar-live.conf", toPath: config)
    #expect(
      try doctor(version14).line
        == "! i3blocks: 1.4: \(config) has a live block (interval=persist), which gets no clicks of its own before 1.5; use interval mode (rain-bar.conf)"
    )
    try FileManager.default.removeItem(atPath: config)
    #expect(
      try doctor("echo 'no version here'").line == "! i3blocks: 'i3blocks -V' printed no version")
    let hung = try doctor("exec sleep 30")
    #expect(hung.line == "! i3blocks: 'i3blocks -V' did not answer")
    #expect(hung.seconds < 10)
    #expect(try doctor(nil).line == nil)
  }

  @Test func problemsAreNamedAndTheKeyIsNot() throws {
    let key = "doctor-secret-key"
    sandbox.environment["RAIN_BAR_PIRATE_WEATHER_KEY"] = key
    sandbox.environment["RAIN_BAR_PIRATE_WEATHER_URL"] = "http://127.0.0.1:\(try FreePort.find())"
    try sandbox.writeConfig(
      "[rain-bar]\nprovider=pirate-weather\n\n[location X]\nlatitude=1\nlongitude=2\n")
    let cache = sandbox.home + "/cache/rain-bar"
    try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
    try #"{"version":1,broken"#.write(
      toFile: cache + "/open-meteo_1.0000_2.0000.json", atomically: true, encoding: .utf8)
    // A file with an entry's name that rain-bar did not write: ignored, and left by a clear.
    try "{broken".write(
      toFile: cache + "/open-meteo_5.0000_6.0000.json", atomically: true, encoding: .utf8)
    // A well-formed entry of another version is ignored by the bar, so doctor names it too.
    let otherVersion =
      #"{"version":99,"provider":"open-meteo","location":{"name":"Y","latitude":3,"longitude":4},"freshUntil":0}"#
    try otherVersion.write(
      toFile: cache + "/open-meteo_3.0000_4.0000.json", atomically: true, encoding: .utf8)
    // Every kind of entry is checked (`Resources.folders`), not only the forecast's.
    for folder in ["warnings", "air-quality", "radar"] {
      try FileManager.default.createDirectory(
        atPath: cache + "/" + folder, withIntermediateDirectories: true)
      try #"{"version":1,broken"#.write(
        toFile: cache + "/" + folder + "/x_1.0000_2.0000.json", atomically: true, encoding: .utf8)
    }
    let run = try sandbox.run(["doctor"], extra: ["XDG_RUNTIME_DIR": sandbox.home], expect: 1)
    #expect(!run.stdout.contains(key))
    for folder in ["warnings", "air-quality", "radar"] {
      #expect(
        run.stdout.contains(
          "✗ Cache entry: \(folder)/x_1.0000_2.0000.json is corrupt, unreadable or from another version and is ignored; 'rain-bar cache clear' removes it\n"
        ), "\(folder)")
    }
    #expect(
      run.stdout.contains("✓ Provider: Pirate Weather, API key from RAIN_BAR_PIRATE_WEATHER_KEY\n"))
    #expect(
      run.stdout.contains(
        "✗ Cache entry: open-meteo_1.0000_2.0000.json is corrupt, unreadable or from another version and is ignored; 'rain-bar cache clear' removes it\n"
      ))
    #expect(run.stdout.contains("✗ Cache entry: open-meteo_3.0000_4.0000.json is corrupt"))
    #expect(
      run.stdout.contains(
        "✗ Cache entry: open-meteo_5.0000_6.0000.json is not a rain-bar cache entry and is ignored; the next forecast for its place replaces it ('rain-bar cache clear' leaves it)\n"
      ))
    #expect(run.stdout.contains("✗ Network: Cannot connect to 127.0.0.1:"))
    #expect(run.stdout.contains("✗ Notifications: No session bus"))
  }
}
