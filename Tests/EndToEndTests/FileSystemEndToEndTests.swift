import Foundation
import Testing

/// The user's files, and other users': an unwritable cache, a cache or config
/// directory someone else owns or can write to, links, a key file that is a
/// FIFO or a device, leftovers of killed runs, no HOME, a file where the cache
/// directory should be.
///
/// Tests run as root, which ignores file modes: "another user's directory" is
/// one chowned to uid 65534 (refused by its owner, which root does not
/// bypass), a directory nothing can be written in is an immutable one
/// (chattr +i), and a user without a home is run as that user (`Sandbox.user`).
@Suite(.serialized) struct FileSystemEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  let berlin = ["--lat", "52.52", "--lon", "13.41"]
  let nobody: UInt32 = 65534

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
    try server.setDefault(.init(file: ShowEndToEndTests.berlin))
  }

  var cache: String { sandbox.home + "/cache/rain-bar" }

  func makeDirectory(_ path: String, mode: Int, owner: UInt32? = nil) throws {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    chmod(path, mode_t(mode))
    if let owner { chown(path, owner, owner) }
  }

  func mode(_ path: String) throws -> Int? {
    try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
  }

  /// Sets or clears the immutable attribute, which root cannot write past either.
  func immutable(_ path: String, _ on: Bool) throws {
    _ = try runProcess(
      "/usr/bin/chattr", [on ? "+i" : "-i", path], environment: ["PATH": "/usr/bin:/bin"],
      expect: 0)
  }

  @Test func anUnwritableCacheDirectoryCostsAWarningNotTheForecast() throws {
    // Immutable: no file can be made in it, by root either (mode 0500 would
    // not stop root).
    try makeDirectory(cache, mode: 0o700)
    try immutable(cache, true)
    defer { try? immutable(cache, false) }
    let run = try sandbox.run(berlin, at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(run.stdout == "🌧️ 12°C 80%\n")
    #expect(
      run.stderr
        == "Warning: Cannot use the cache (\(cache)/open-meteo_52.5200_13.4100.lock: Operation not permitted); the forecast is not kept.\n"
    )
    #expect(try server.requests().count == 1)
  }

  @Test func nothingIsWrittenInACacheDirectoryAnotherUserOwns() throws {
    // Another user made the directory, open to all, and planted a link where
    // the first-run marker goes, to a file of the victim's.
    try makeDirectory(cache, mode: 0o777, owner: nobody)
    let victim = sandbox.home + "/victim"
    try "mine\n".write(toFile: victim, atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: cache + "/geoclue-tried", withDestinationPath: victim)
    let first = try sandbox.run(["--json"], expect: 0)
    #expect(
      first.stdout.hasPrefix(
        #"{"text":"<span font_family='Noto Color Emoji,emoji'>⚠️</span> no location""#))
    let run = try sandbox.run(berlin, at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(run.stdout == "🌧️ 12°C 80%\n")
    #expect(
      run.stderr
        == "Warning: Cannot use the cache (\(cache): belongs to another user (uid 65534); nothing is written there); the forecast is not kept.\n"
    )
    #expect(try String(contentsOfFile: victim, encoding: .utf8) == "mine\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: cache) == ["geoclue-tried"])
    #expect(try mode(cache) == 0o777)
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: cache + "/geoclue-tried") == victim)
    // Nor is anything removed there.
    try "{}".write(toFile: cache + "/theirs.json", atomically: true, encoding: .utf8)
    let clear = try sandbox.run(["cache", "clear"], expect: 1)
    #expect(
      clear.stderr
        == "Error: Cannot use the cache: \(cache): belongs to another user (uid 65534); nothing is written there.\n"
    )
    #expect(FileManager.default.fileExists(atPath: cache + "/theirs.json"))
  }

  @Test func aLinkedCacheDirectoryIsNeverChanged() throws {
    let shared = sandbox.home + "/shared"
    try makeDirectory(shared, mode: 0o775)
    try makeDirectory(sandbox.home + "/cache", mode: 0o700)
    try FileManager.default.createSymbolicLink(atPath: cache, withDestinationPath: shared)
    let run = try sandbox.run(berlin, at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(run.stdout == "🌧️ 12°C 80%\n")
    #expect(
      run.stderr
        == "Warning: Cannot use the cache (\(cache): a link to a directory that is not private: others can write to it (mode 775); rain-bar does not change what a link points at: make it private (chmod 700) or remove the link); the forecast is not kept.\n"
    )
    #expect(try mode(shared) == 0o775)
    #expect(try FileManager.default.contentsOfDirectory(atPath: shared).isEmpty)
    // Writable by its owner alone, it is the cache, and keeps the mode it was given.
    chmod(shared, 0o755)
    let kept = try sandbox.run(berlin, at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(kept.stderr == "")
    #expect(try mode(shared) == 0o755)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: shared).sorted() == [
        "open-meteo_52.5200_13.4100.json", "open-meteo_52.5200_13.4100.lock",
      ])
  }

  @Test func aConfigThatIsAFIFODoesNotHoldTheRun() throws {
    try makeDirectory(sandbox.home + "/config/rain-bar", mode: 0o700)
    try #require(mkfifo(sandbox.configFile, 0o600) == 0)
    let run = try sandbox.start(["--json"]).finish(expect: 0, within: 5)
    #expect(run.stdout.contains("Config file \(sandbox.configFile): not a regular file."))
  }

  /// An entry is read only when it is a regular file of at most 4 MiB: a FIFO
  /// in its place would wait for a writer for ever, an endless one fill
  /// memory. Either is renewed as if missing, and the new entry takes its
  /// place. (No link to /dev/zero here: the tests run as root, and a
  /// regression in following links would write over the device.)
  @Test(arguments: ["fifo", "5 MiB"])
  func aCacheEntryThatIsNoFileDoesNotHoldTheRun(kind: String) throws {
    try makeDirectory(cache, mode: 0o700)
    let entry = cache + "/open-meteo_52.5200_13.4100.json"
    if kind == "fifo" {
      try #require(mkfifo(entry, 0o600) == 0)
    } else {
      try (#"{"version":"# + String(repeating: " ", count: 5 << 20)).write(
        toFile: entry, atomically: true, encoding: .utf8)
    }
    let run = try sandbox.start(berlin, at: ShowEndToEndTests.berlinNow).finish(
      expect: 0, within: 5)
    #expect(run.stdout == "🌧️ 12°C 80%\n")
    #expect(try server.requests().count == 1)
    let written = try #require(FileManager.default.contents(atPath: entry))
    #expect(written.starts(with: Array(#"{"version":"#.utf8)) && written.count < 100_000)
  }

  @Test func aFileWhereTheCacheDirectoryShouldBeIsSaid() throws {
    try makeDirectory(sandbox.home + "/cache", mode: 0o700)
    try "not a directory\n".write(toFile: cache, atomically: true, encoding: .utf8)
    let clear = try sandbox.run(["cache", "clear"], expect: 1)
    #expect(clear.stderr == "Error: Cannot use the cache: \(cache): not a directory.\n")
    let run = try sandbox.run(berlin, at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(run.stdout == "🌧️ 12°C 80%\n")
    #expect(
      run.stderr
        == "Warning: Cannot use the cache (\(cache): not a directory); the forecast is not kept.\n")
  }

  @Test func leftoversOfKilledRunsAreRemoved() throws {
    try makeDirectory(cache, mode: 0o700)
    // What a run killed between creating its temporary file and renaming it left.
    let leftovers = [
      "open-meteo_52.5200_13.4100.json.0123456789abcdef.tmp",
      "open-meteo_52.5200_13.4100.json.31337.tmp",
    ]
    for name in leftovers {
      let path = cache + "/" + name
      try "{".write(toFile: path, atomically: false, encoding: .utf8)
      // An hour before the moment the run below happens, on its clock.
      let written = TestClock.date(ShowEndToEndTests.berlinNow).addingTimeInterval(-3600)
      try FileManager.default.setAttributes([.modificationDate: written], ofItemAtPath: path)
    }
    _ = try sandbox.run(berlin, at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: cache).sorted() == [
        "open-meteo_52.5200_13.4100.json", "open-meteo_52.5200_13.4100.lock",
      ])
  }

  @Test func withoutHomeThePasswordDatabaseSaysWhere() throws {
    for name in ["HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"] { sandbox.environment[name] = nil }
    // uid 65534's home in the password database is /nonexistent.
    sandbox.user = nobody
    let path = try sandbox.run(["cache", "path"], expect: 0)
    #expect(path.stdout == "/nonexistent/.cache/rain-bar\n")
    // A user the password database does not know: no directory, said so, nothing written.
    sandbox.user = 54321
    let error =
      "HOME is not set and the password database has no home directory for this user: set HOME (or XDG_CONFIG_HOME and XDG_CACHE_HOME)."
    let add = try sandbox.run(
      ["locations", "add", "--lat", "1", "--lon", "2", "--name", "X"], expect: 1)
    #expect(add.stderr == "Error: \(error)\n")
    let clear = try sandbox.run(["cache", "clear"], expect: 1)
    #expect(clear.stderr == "Error: \(error)\n")
    let bar = try sandbox.run(["--json"] + berlin, expect: 0)
    #expect(
      bar.stdout
        == #"{"text":"<span font_family='Noto Color Emoji,emoji'>⚠️</span> error","tooltip":"\#(error)","alt":"error","class":["error"]}"#
        + "\n")
  }

  // Key files: regular files of a few bytes only.

  let pirate = ["--provider", "pirate-weather", "--lat", "40.7128", "--lon", "-74.006"]

  func keyFileRun(_ path: String) throws -> RainBarRun {
    sandbox.environment["RAIN_BAR_PIRATE_WEATHER_KEY"] = nil
    sandbox.environment["RAIN_BAR_PIRATE_WEATHER_URL"] = "http://127.0.0.1:\(server.port)"
    try sandbox.writeConfig("[rain-bar]\npirate-weather-key-file=\(path)\n")
    return try sandbox.start(pirate).finish(expect: 1, within: 5)
  }

  @Test func aKeyFileThatIsAFIFODoesNotHoldTheRun() throws {
    let fifo = sandbox.home + "/pirate.key"
    try #require(mkfifo(fifo, 0o600) == 0)
    let run = try keyFileRun(fifo)
    #expect(
      run.stderr
        == "Error: The key file \(fifo) (pirate-weather-key-file) cannot be read: not a regular file.\n"
    )
  }

  @Test func aKeyFileThatNeverEndsIsNotRead() throws {
    let zero = try keyFileRun("/dev/zero")
    #expect(
      zero.stderr
        == "Error: The key file /dev/zero (pirate-weather-key-file) cannot be read: not a regular file.\n"
    )
    let big = sandbox.home + "/big.key"
    try String(repeating: "k", count: 100_000).write(toFile: big, atomically: true, encoding: .utf8)
    let run = try keyFileRun(big)
    #expect(
      run.stderr
        == "Error: The key file \(big) (pirate-weather-key-file) cannot be read: larger than 4096 bytes.\n"
    )
    #expect(try server.requests().isEmpty)
  }

  // Config writes.

  @Test func aLinkedConfigIsWrittenThrough() throws {
    let dotfiles = sandbox.home + "/dotfiles"
    try makeDirectory(dotfiles, mode: 0o755)
    try "[rain-bar]\nunits=metric\n".write(
      toFile: dotfiles + "/rain-bar.conf", atomically: true, encoding: .utf8)
    try makeDirectory(sandbox.home + "/config/rain-bar", mode: 0o700)
    try FileManager.default.createSymbolicLink(
      atPath: sandbox.configFile, withDestinationPath: dotfiles + "/rain-bar.conf")
    _ = try sandbox.run(["locations", "add", "--lat", "1", "--lon", "2", "--name", "X"], expect: 0)
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: sandbox.configFile)
        == dotfiles + "/rain-bar.conf")
    #expect(
      try String(contentsOfFile: dotfiles + "/rain-bar.conf", encoding: .utf8)
        == "[rain-bar]\nunits=metric\nlocation=X\n\n[location X]\nlatitude=1.0000\nlongitude=2.0000\n"
    )
  }

  @Test func parallelAddsAreAllSaved() throws {
    let runs = try (0..<20).map { index in
      try sandbox.start(
        ["locations", "add", "--lat", "\(index)", "--lon", "\(index)", "--name", "P\(index)"])
    }
    for run in runs { _ = run.finish(expect: 0) }
    let list = try sandbox.run(["locations", "list"], expect: 0)
    #expect(list.stdout.split(separator: "\n").count == 20)
    // Their lock is in the cache directory, not beside the config, where a
    // dotfiles repository would pick it up (issue 47 item 13).
    let directory = String(sandbox.configFile[..<sandbox.configFile.lastIndex(of: "/")!])
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["config"])
    #expect(FileManager.default.fileExists(atPath: sandbox.home + "/cache/rain-bar/config.lock"))
  }

  @Test func removingAPlaceKeepsEveryOtherLineAsWritten() throws {
    try sandbox.writeConfig(
      """
      # my places
      [rain-bar]
      location=A

      # home
      [location A]
      latitude=1
      longitude=1

      # work
      [location B]
      latitude=2
      longitude=2

      # holidays
      [location C]
      latitude=3
      longitude=3

      """)
    _ = try sandbox.run(["locations", "remove", "B"], expect: 0)
    _ = try sandbox.run(["locations", "add", "--lat", "4", "--lon", "4", "--name", "D"], expect: 0)
    _ = try sandbox.run(["locations", "remove", "D"], expect: 0)
    #expect(
      try String(contentsOfFile: sandbox.configFile, encoding: .utf8)
        == """
        # my places
        [rain-bar]
        location=A

        # home
        [location A]
        latitude=1
        longitude=1

        # holidays
        [location C]
        latitude=3
        longitude=3

        """)
  }
}
