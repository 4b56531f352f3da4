import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// What errors quote of the config file: never a secret key's value (a key
/// named `-key`, as every API key is declared), and cleaned and capped (a 100 KB line is not a 100 KB
/// tooltip), for rain-bar's own messages and for GLib's.
@Suite struct ConfigQuoteTests {
  let secret = "pw_live_9f8e7d6c5b4a"

  /// `ConfigQuote` knows a secret key by its name (`-key`), below the features
  /// that declare them: every declaration must keep to that.
  @Test func aKeyIsSecretExactlyWhenItsDeclarationSaysSo() {
    for option in Options.every {
      guard let key = option.configKey else { continue }
      #expect(ConfigQuote.isSecret(key: key) == option.secret, "\(key)")
    }
    #expect(Options.every.filter(\.secret).map(\.name) == ["pirate-weather-key"])
    #expect(ConfigQuote.isSecret(key: "PIRATE-WEATHER-KEY[de]"))
    #expect(!ConfigQuote.isSecret(key: "-key"))
    #expect(!ConfigQuote.isSecret(key: "monkey"))
  }

  @Test func aLineThatSetsASecretKeyIsCutAfterItsName() {
    #expect(ConfigQuote.text("pirate-weather-key \(secret)") == "pirate-weather-key (not shown)")
    #expect(
      ConfigQuote.text("  Pirate-Weather-Key: \(secret)") == "  Pirate-Weather-Key (not shown)")
    #expect(
      ConfigQuote.text("pirate-weather-key[de]=\(secret)") == "pirate-weather-key (not shown)")
    // A key name alone is no secret, nor is another key that starts with it.
    #expect(ConfigQuote.text("pirate-weather-key") == "pirate-weather-key")
    #expect(ConfigQuote.text("pirate-weather-key-file=/k") == "pirate-weather-key-file=/k")
  }

  @Test func quotesAreCleanedAndCapped() {
    let long = String(repeating: "x", count: 100_000)
    #expect(ConfigQuote.text(long) == String(repeating: "x", count: 60) + "…")
    #expect(ConfigQuote.text("a\u{1B}[31mb\nc") == "a [31mb c")
    #expect(ConfigQuote.value(long, secret: false).count == 61)
    #expect(ConfigQuote.value(secret, secret: true) == "(not shown)")
  }

  @Test func glibMessagesQuoteNoSecret() {
    #expect(
      ConfigQuote.glib(
        "Key file contains line “pirate-weather-key \(secret)” which is not a key-value pair, group, or comment"
      )
        == "Key file contains line “pirate-weather-key (not shown)” which is not a key-value pair, group, or comment"
    )
    #expect(
      ConfigQuote.glib(
        "Key file contains key “pirate-weather-key” with value “\(secret)\u{FFFD}” which is not UTF-8"
      )
        == "Key file contains key “pirate-weather-key” with value “(not shown)” which is not UTF-8")
    #expect(
      ConfigQuote.glib("Key file contains invalid escape sequence “\\q”", secretValue: true)
        == "Key file contains invalid escape sequence “(not shown)”")
    #expect(
      ConfigQuote.glib("Invalid key name: pirate-weather-key \(secret)[x")
        == "Invalid key name: pirate-weather-key (not shown)")
    // Other keys' lines and values are quoted, capped.
    #expect(
      ConfigQuote.glib("Key file contains line “units metric” which is not a key-value pair")
        == "Key file contains line “units metric” which is not a key-value pair")
    #expect(
      ConfigQuote.glib("Key file contains line “\(String(repeating: "y", count: 5000))” which")
        == "Key file contains line “\(String(repeating: "y", count: 60))…” which")
  }

  @Test func settingsQuoteNoSecretAndCap() {
    func problem(_ groups: [KeyFileDocument.Group]) -> String? {
      do {
        _ = try Settings(document: KeyFileDocument(groups: groups), path: "/c")
        return nil
      } catch {
        return error.problem
      }
    }
    // GKeyFile takes `pirate-weather-key SECRET` for a key with a space in it.
    #expect(
      problem([.init(name: "rain-bar", entries: [("pirate-weather-key \(secret)", "x")])])
        == "[rain-bar] pirate-weather-key (not shown): unknown key.")
    let long = String(repeating: "z", count: 100_000)
    #expect(
      problem([.init(name: "rain-bar", entries: [("units", long)])])?.count ?? .max < 200)
    #expect(
      problem([.init(name: "rain-bar", entries: [(long, "1")])])?.count ?? .max < 100)
    #expect(problem([.init(name: long, entries: [])])?.count ?? .max < 150)
    #expect(
      problem([.init(name: "rain-bar", entries: [("units", "a\u{7}b\nc")])])
        == "[rain-bar] units: the value 'a b c' is invalid. Please provide one of 'metric', 'imperial'."
    )
  }

  @Test func aSecretOptionsValueIsNeverQuoted() {
    var spec = Options.units.spec
    spec.secret = true
    let invalid = InvalidValue(": give a key.")
    #expect(spec.configProblem(secret, invalid) == "units: the value is invalid: give a key.")
    #expect(!spec.commandLineProblem(secret, invalid).contains(secret))
    #expect(!spec.variableProblem("V", secret, invalid).contains(secret))
  }
}
