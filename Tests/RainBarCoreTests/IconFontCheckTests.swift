import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// doctor's icon line: fonts found in fontconfig's directories, and polybar's font list.
@Suite struct IconFontCheckTests {
  let files = InMemoryFileSystem()
  let noto = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
  let polybarConfig = "/home/u/.config/polybar/config.ini"
  let rainBarModule = "[module/rain-bar]\ntype = custom/ipc\nhook-0 = rain-bar --format polybar\n"

  func check(_ icons: IconSet = .emoji, _ environment: [String: String] = [:]) -> String {
    IconFontCheck(files: files, environment: ["HOME": "/home/u"].merging(environment) { $1 })
      .check(icons).line
  }

  func polybar(_ bar: String) {
    files.files[polybarConfig] = Array(("[bar/example]\n" + bar + "\n" + rainBarModule).utf8)
  }

  /// The table directory and a name table with the family (Windows, UTF-16), as
  /// a font file starts; `collection` puts it in a TrueType collection.
  static func font(_ family: String, tables: [String], collection: Bool = false) -> [UInt8] {
    var bytes: [UInt8] = []
    func u16(_ value: Int) { bytes += [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    func u32(_ value: Int) {
      u16(value >> 16)
      u16(value & 0xFFFF)
    }
    let base = collection ? 16 : 0
    if collection {
      bytes += Array("ttcf".utf8)
      u32(0x10000)
      u32(1)
      u32(base)
    }
    let all = tables + ["name"]
    u32(0x10000)
    u16(all.count)
    u16(0)
    u16(0)
    u16(0)
    let name = base + 12 + 16 * all.count
    let text = Array(family.utf16)
    for tag in all {
      bytes += Array(tag.utf8)
      u32(0)
      u32(name)
      u32(tag == "name" ? 18 + 2 * text.count : 0)
    }
    u16(0)
    u16(1)
    u16(18)
    u16(3)
    u16(1)
    u16(0x409)
    u16(1)
    u16(2 * text.count)
    u16(0)
    for unit in text { u16(Int(unit)) }
    return bytes
  }

  @Test func readsTheFamilyAndTheColourTables() throws {
    let noto = try #require(FontFile(Self.font("Noto Color Emoji", tables: ["CBDT", "CBLC"])))
    #expect(noto.family == "Noto Color Emoji" && noto.colour)
    let twemoji = FontFile(Self.font("Twemoji", tables: ["COLR", "CPAL"], collection: true))
    #expect(twemoji?.family == "Twemoji" && twemoji?.colour == true)
    #expect(FontFile(Self.font("Noto Emoji", tables: ["glyf", "SVG "]))?.colour == false)
    #expect(FontFile(Array("not a font at all".utf8)) == nil)
    #expect(FontFile(Array(Self.font("Cut", tables: ["CBDT"]).prefix(40))) == nil)
  }

  @Test func noColourEmojiFontIsAHint() {
    #expect(
      check()
        == "! Icons: emoji need a colour emoji font (Debian: fonts-noto-color-emoji), or use icons=text"
    )
    // A one-colour emoji font draws them small and grey: still the hint.
    files.files["/usr/share/fonts/truetype/noto/NotoEmoji-Regular.ttf"] = Self.font(
      "Noto Emoji", tables: ["glyf"])
    #expect(check().hasPrefix("! Icons: emoji need a colour emoji font"))
  }

  @Test func aColourEmojiFontInAnyFontDirectoryIsEnoughForPangoBars() {
    files.files["/home/u/.local/share/fonts/emoji/JoyPixels.ttf"] = Self.font(
      "JoyPixels", tables: ["CBDT"])
    #expect(check() == "✓ Icons: emoji, and JoyPixels is installed")
    files.files["/home/u/.local/share/fonts/emoji/JoyPixels.ttf"] = nil
    files.files["/data/fonts/Twemoji.ttf"] = Self.font("Twemoji", tables: ["COLR"])
    #expect(check(.emoji, ["XDG_DATA_HOME": "/data"]) == "✓ Icons: emoji, and Twemoji is installed")
  }

  @Test func polybarMustListTheEmojiFont() {
    files.files[noto] = Self.font("Noto Color Emoji", tables: ["CBDT"])
    // polybar's default font list: the icons are dropped.
    polybar("font-0 = monospace;2")
    #expect(
      check()
        == "! Icons: polybar (\(polybarConfig)) lists no colour emoji font, so it drops 🌧️ and ⏳: add 'font-1 = Noto Color Emoji:scale=10;2' to your bar after your text font (see integrations/polybar/rain-bar.ini)"
    )
    // A font that is not installed does not count.
    polybar("font-0 = monospace;2\nfont-1 = Twemoji:size=12")
    #expect(check().hasPrefix("! Icons: polybar (\(polybarConfig)) lists no colour emoji font"))
    polybar("font-0 = monospace;2\nfont-1 = \"NotoColorEmoji:scale=10;2\"")
    #expect(
      check()
        == "✓ Icons: emoji, and Noto Color Emoji is installed; polybar (\(polybarConfig)) lists it as font-1"
    )
    polybar("font-0 = Noto Color Emoji:scale=10\nfont-1 = monospace")
    #expect(
      check()
        == "! Icons: polybar (\(polybarConfig)) has Noto Color Emoji as font-0, so it draws the digits too: put your text font first and it after"
    )
  }

  /// polybar reads the first file of its search order; one that does not run
  /// rain-bar says nothing about rain-bar's icons.
  @Test func thePolybarConfigPolybarReads() {
    files.files[noto] = Self.font("Noto Color Emoji", tables: ["CBDT"])
    polybar("font-0 = monospace;2")
    files.files["/xdg/polybar/config"] = Array(
      "[bar/main]\nfont-0 = monospace\n; rain-bar someday\nmodules-left = date\n".utf8)
    #expect(
      check(.emoji, ["XDG_CONFIG_HOME": "/xdg"])
        == "✓ Icons: emoji, and Noto Color Emoji is installed")
    #expect(check().hasPrefix("! Icons: polybar (\(polybarConfig))"))
  }

  @Test func textAndNerdIcons() {
    polybar("font-0 = monospace;2")
    #expect(check(.text) == "✓ Icons: text icons need no special font")
    #expect(check(.nerd) == "! Icons: Nerd Font icons need a Nerd Font set in your bar's font list")
  }

  /// The same line ends doctor's report.
  @Test func doctorEndsWithTheIconLine() {
    files.files[noto] = Self.font("Noto Color Emoji", tables: ["CBDT"])
    polybar("font-0 = monospace;2")
    let http = ScriptedHTTP([.success(HTTPResponse(status: 200, body: []))])
    let outcome = RainBar(
      dependencies: Dependencies(
        http: http, clock: FixedClock(1_796_040_900), environment: ["HOME": "/home/u"],
        configStore: MemoryConfigStore(nil), fileSystem: files, notifier: UnexpectedDesktop(),
        positions: UnexpectedDesktop(), userID: 1000)
    ).run(["doctor", "--lat", "1", "--lon", "2"])
    #expect(
      outcome.stdout.hasSuffix(
        "! Icons: polybar (\(polybarConfig)) lists no colour emoji font, so it drops 🌧️ and ⏳: add 'font-1 = Noto Color Emoji:scale=10;2' to your bar after your text font (see integrations/polybar/rain-bar.ini)\n"
      ))
  }
}
