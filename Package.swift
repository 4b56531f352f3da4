// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "rain-bar",
  products: [
    .executable(name: "rain-bar", targets: ["rain-bar"])
  ],
  targets: [
    // Thin executable: builds the live dependencies, runs, writes output, exits.
    .executableTarget(
      name: "rain-bar",
      dependencies: ["RainBarCore", "RainBarLive"]
    ),
    // Every decision: parsing, providers' decoders, freshness, rendering. No direct I/O.
    .target(name: "RainBarCore"),
    // Live implementations of the core's System protocols (HTTP, files, clock, key files).
    .target(
      name: "RainBarLive",
      dependencies: ["RainBarCore", "CCurl", "CGLib", "CNotifyShim", "CGeoClueShim"]
    ),
    // libcurl, opened with dlopen only when a request is made, so the cache-hit
    // bar run does not pay for loading it and its TLS libraries.
    .target(name: "CCurl", dependencies: ["CDynamicLoading"]),
    // libnotify and GObject, opened with dlopen only when a notification is sent.
    .target(name: "CNotifyShim", dependencies: ["CDynamicLoading"]),
    // GeoClue2 through GIO's GDBus, opened with dlopen only for `locations add --here`.
    .target(name: "CGeoClueShim", dependencies: ["CDynamicLoading"]),
    // How the three shims above open their library (sonames in order, every
    // symbol at once, one message on failure), and GLib's GError for two of them.
    .target(
      name: "CDynamicLoading",
      linkerSettings: [.linkedLibrary("dl")]
    ),
    // GLib (GKeyFile for the config file). Linking it costs about 0.26 M instructions.
    .systemLibrary(
      name: "CGLib",
      pkgConfig: "glib-2.0",
      providers: [.apt(["libglib2.0-dev"])]
    ),
    .testTarget(
      name: "RainBarCoreTests",
      dependencies: ["RainBarCore"]
    ),
    // The live file system and key-file store on a real temporary directory.
    .testTarget(
      name: "RainBarLiveTests",
      dependencies: ["RainBarLive"]
    ),
    // Runs the built binary against a loopback server; depends on it so it is built.
    .testTarget(
      name: "EndToEndTests",
      dependencies: ["rain-bar"]
    ),
  ]
)
