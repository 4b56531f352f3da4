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
      dependencies: [
        "RainBarCore", "RainBarFeatures", "RainBarEngine", "RainBarModel", "RainBarLive",
      ]
    ),
    // Every decision lives in four layers, each importing only those below it
    // (scripts/check-layers): no direct I/O, the System protocols passed in.
    // Values: the forecast, time and place, units, text, JSON, languages (with
    // po/*.po compiled in), the System protocols and the option framework.
    .target(name: "RainBarModel", plugins: ["CompileCatalogs"]),
    // Renewal (the one path from a cache entry to an answer and back), the
    // cache's store and policy, the config file's syntax, the command line's
    // parser, the errors a run reports.
    .target(name: "RainBarEngine", dependencies: ["RainBarModel"]),
    // One folder per kind of data (forecast, minutes, warnings, air quality,
    // position, places, trips, best) with its resource, record, decoders, lines
    // and alert policy; the alerts; the bar's content and renderers.
    .target(name: "RainBarFeatures", dependencies: ["RainBarEngine", "RainBarModel"]),
    // The commands, watch, the catalogue of options and the config file's model.
    .target(
      name: "RainBarCore", dependencies: ["RainBarFeatures", "RainBarEngine", "RainBarModel"]),
    // po/*.po compiled into RainBarCore at build time (GeneratedCatalogs.swift),
    // by a host tool the plugin runs: one binary, every language.
    .executableTarget(name: "GenerateCatalogs"),
    .plugin(
      name: "CompileCatalogs", capability: .buildTool(), dependencies: ["GenerateCatalogs"]),
    // Live implementations of the core's System protocols (HTTP, files, clock, key files).
    .target(
      name: "RainBarLive",
      dependencies: [
        "RainBarCore", "RainBarFeatures", "RainBarEngine", "RainBarModel", "CCurl", "CKeyFileShim",
        "CNotifyShim", "CGeoClueShim", "CWatchShim", "CICalShim",
      ]
    ),
    // libcurl, opened with dlopen only when a request is made, so the cache-hit
    // bar run does not pay for loading it and its TLS libraries.
    .target(name: "CCurl", dependencies: ["CDynamicLoading"]),
    // libnotify and GObject, opened with dlopen only when a notification is sent.
    .target(name: "CNotifyShim", dependencies: ["CDynamicLoading"]),
    // libical, opened with dlopen only when a calendar's file is parsed.
    .target(name: "CICalShim", dependencies: ["CDynamicLoading"]),
    // GeoClue2 through GIO's GDBus, opened with dlopen only for `locations add --here`.
    .target(name: "CGeoClueShim", dependencies: ["CDynamicLoading"]),
    // GLib's GKeyFile, opened with dlopen only to change the config file or to
    // read one that rain-bar's own reader (KeyFileParser) leaves to GLib.
    .target(name: "CKeyFileShim", dependencies: ["CDynamicLoading"]),
    // `watch`: the parent-death signal, a signalfd, inotify, netlink and a
    // timerfd for clock steps and resumes (no library to open).
    .target(name: "CWatchShim"),
    // How the shims above open their library (sonames in order, every
    // symbol at once, one message on failure), and GLib's GError for three of them.
    .target(
      name: "CDynamicLoading",
      linkerSettings: [.linkedLibrary("dl")]
    ),
    // Durations for the tests' bounds: monotonic, and a thread's processor time.
    .target(name: "TestTiming", path: "Tests/TestTiming"),
    .testTarget(
      name: "RainBarCoreTests",
      dependencies: [
        "RainBarCore", "RainBarFeatures", "RainBarEngine", "RainBarModel", "TestTiming",
      ]
    ),
    // The live file system and key-file store on a real temporary directory.
    .testTarget(
      name: "RainBarLiveTests",
      dependencies: [
        "RainBarLive", "RainBarCore", "RainBarFeatures", "RainBarEngine", "RainBarModel",
        "TestTiming",
      ]
    ),
    // Runs the built binary against a loopback server; depends on it so it is built.
    .testTarget(
      name: "EndToEndTests",
      dependencies: ["rain-bar", "TestTiming"]
    ),
  ]
)
