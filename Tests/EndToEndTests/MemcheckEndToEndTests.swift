import Foundation
import Testing

/// valgrind's memcheck on `doctor`, which lists the cache and font
/// directories: no read of memory that was never written. (It found the copy
/// of a directory entry's whole 256-byte name field, read past the entry.)
/// On a copy without debug sections: valgrind 3.19 cannot read the static
/// Swift libraries' DWARF. Most telling against the release binary
/// (`RAIN_BAR_BINARY`, as `scripts/test` runs it), whose optimised code reads
/// in wide steps.
@Suite struct MemcheckEndToEndTests {
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/valgrind")))
  func doctorReadsNoUninitialisedMemory() throws {
    let sandbox = try Sandbox()
    let copy = sandbox.home + "/rain-bar"
    _ = try runProcess(
      "/usr/bin/strip", ["--strip-debug", "-o", copy, Paths.binary], environment: [:], expect: 0)
    let cache = sandbox.home + "/cache/rain-bar"
    try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
    // Names of every length up to the longest a file may have, more than
    // glibc's 32 KB directory buffer holds: the old copy of the whole name
    // field read past that buffer's end ("Invalid read of size 16"). Names
    // as rain-bar gives its entries (`CacheFiles`), so that doctor reads them.
    for index in 0..<400 {
      let digits = String(index)
      let name =
        "open-meteo_1_"
        + String(repeating: "9", count: index % 237 + 1 - min(digits.count, index % 237 + 1))
        + digits + ".json"
      FileManager.default.createFile(
        atPath: cache + "/" + name, contents: Data(#"{"version":1,"#.utf8))
    }
    // No location: no request (libcurl and its TLS stack are not under test here).
    let run = try runProcess(
      "/usr/bin/valgrind", ["--error-exitcode=99", copy, "doctor"],
      // Without libfaketime (the world clock): its own reads are not rain-bar's.
      environment: sandbox.realClockEnvironment, expect: 1)
    #expect(run.stderr.contains("ERROR SUMMARY: 0 errors from 0 contexts"), "\(run.stderr)")
    #expect(run.stdout.contains("✗ Cache entry: open-meteo_1_0.json is corrupt"))
  }
}
