import Foundation
import Testing

/// libcurl and libnotify are opened only when used, and the Debian package only
/// recommends them: without them rain-bar names the package to install. An
/// unloadable file of the same name first on LD_LIBRARY_PATH stands in for the
/// missing library (dlopen stops at it), so no root is needed to hide one.
@Suite struct MissingLibraryEndToEndTests {
  let sandbox: Sandbox

  /// The environment that hides these libraries from rain-bar.
  func hiding(_ names: [String]) throws -> [String: String] {
    let directory = sandbox.home + "/hidden-" + names[0]
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for name in names {
      try Data().write(to: URL(fileURLWithPath: directory + "/" + name))
    }
    return ["LD_LIBRARY_PATH": directory]
  }

  init() throws {
    sandbox = try Sandbox()
    // A port nothing listens on: were libcurl loaded after all, the run could not connect.
    sandbox.environment["RAIN_BAR_OPEN_METEO_URL"] = "http://127.0.0.1:9/v1/forecast"
  }

  static let noCurl =
    "Cannot ask 127.0.0.1:9: libcurl is not installed (Debian package libcurl4: sudo apt install libcurl4)."

  @Test func withoutLibcurlTheErrorNamesThePackage() throws {
    let hidden = try hiding(["libcurl.so.4", "libcurl-gnutls.so.4", "libcurl.so"])
    let here = ["--lat", "52.52", "--lon", "13.41"]
    let plain = try sandbox.run(here, extra: hidden, expect: 1)
    #expect(plain.stderr == "Error: \(Self.noCurl)\n")
    // A bar shows an error (not "offline": the network is not the problem) and says why.
    let waybar = try sandbox.run(here + ["--json"], extra: hidden, expect: 0)
    let object =
      try JSONSerialization.jsonObject(with: Data(waybar.stdout.utf8)) as? [String: Any]
    #expect(
      object?["text"] as? String == "<span font_family='Noto Color Emoji,emoji'>⚠️</span> error")
    #expect(object?["class"] as? [String] == ["error"])
    #expect(object?["tooltip"] as? String == Self.noCurl)
    let doctor = try sandbox.run(["doctor"] + here, extra: hidden, expect: 1)
    #expect(doctor.stdout.contains("✗ Network: \(Self.noCurl)\n"))
  }

  @Test func withoutLibnotifyTheErrorNamesThePackage() throws {
    let server = try FixtureServer()
    try server.setDefault(.init(file: ShowEndToEndTests.berlin))
    let bus = try NotificationBus(directory: sandbox.home + "/runtime")
    sandbox.environment["RAIN_BAR_OPEN_METEO_URL"] = server.url
    sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
    let hidden = try hiding(["libnotify.so.4"])
    let berlin = ["--lat", "52.52", "--lon", "13.41", "--within", "3"]
    let run = try sandbox.run(
      ["alert"] + berlin, at: ShowEndToEndTests.berlinNow, extra: hidden, expect: 1)
    #expect(
      run.stderr
        == "Error: 52.5200, 13.4100: The notification was not shown: libnotify is not installed (Debian package libnotify4: sudo apt install libnotify4).\n"
    )
    #expect(try bus.calls().isEmpty)
  }
}
