import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// The files of a cache directory that are rain-bar's: by name, then by bytes.
@Suite struct CacheFilesTests {
  @Test func namesRainBarGives() {
    #expect(CacheFiles.kind(of: "open-meteo_52.5200_13.4100.json") == .record)
    #expect(CacheFiles.kind(of: "met-no-alerts_-33.9000_151.2000.lock") == .lock)
    #expect(CacheFiles.kind(of: "nws_40.7128_-74.0060.json.9f3a0c.tmp") == .temporary)
    for name in [
      "notes.json", "todo.lock", "draft.1a2b.tmp", "Open-Meteo_1.0_2.0.json", "a_1_2_3.json",
      "a_1.0.json", "a_x_2.json", "a_1._2.json", "_1_2.json", "a_1_2.json.tmp",
      "a_1_2.json.xyz.tmp", "a_1_2.txt", "position", "open-meteo_52.5200_13.4100.json~",
    ] {
      #expect(CacheFiles.kind(of: name) == nil, "\(name)")
    }
  }

  @Test func bytesRainBarWrites() {
    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
    #expect(CacheFiles.holdsOwnBytes(.record, bytes(#"{"version":1,"provider":"open-meteo"}"#)))
    #expect(CacheFiles.holdsOwnBytes(.record, bytes(#"{"version":12,"source":"nws"}"#)))
    #expect(!CacheFiles.holdsOwnBytes(.record, bytes(#"{"version":1}"#)))
    #expect(!CacheFiles.holdsOwnBytes(.record, bytes(#"{ "version": 1, "a": 2 }"#)))
    #expect(!CacheFiles.holdsOwnBytes(.record, bytes("my own JSON")))
    #expect(!CacheFiles.holdsOwnBytes(.record, []))
    #expect(CacheFiles.holdsOwnBytes(.lock, []))
    #expect(!CacheFiles.holdsOwnBytes(.lock, bytes("x")))
    // A temporary file may hold any beginning of a record.
    #expect(CacheFiles.holdsOwnBytes(.temporary, []))
    #expect(CacheFiles.holdsOwnBytes(.temporary, bytes(#"{"vers"#)))
    #expect(CacheFiles.holdsOwnBytes(.temporary, bytes(#"{"version":1,"provider":"#)))
    #expect(!CacheFiles.holdsOwnBytes(.temporary, bytes("text")))
  }
}
