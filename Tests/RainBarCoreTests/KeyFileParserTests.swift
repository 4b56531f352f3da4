import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

@Suite struct KeyFileParserTests {
  func parse(_ text: String) -> KeyFileDocument? { KeyFileParser.document(Array(text.utf8)) }

  @Test func readsPlainFiles() {
    let document = parse(
      """
      # rain-bar
      [rain-bar]
      location = Zürich
      units=metric\u{20}

        [location Zürich]\t
      latitude=47.37
      longitude=8.54

      """)
    #expect(
      document
        == KeyFileDocument(groups: [
          .init(
            name: "rain-bar", entries: [(key: "location", value: "Zürich"), ("units", "metric ")]),
          .init(name: "location Zürich", entries: [("latitude", "47.37"), ("longitude", "8.54")]),
        ]))
    #expect(parse("") == KeyFileDocument(groups: []))
    #expect(parse("[a]") == KeyFileDocument(groups: [.init(name: "a", entries: [])]))
  }

  @Test func leavesTheRestToGKeyFile() {
    for text in [
      "[a]\nname=\\sx", "[a]\nk[de]=v", "[a]\r\nk=v", "k=v\n[a]", "[a]\nk=1\nk=2", "[a]\n[b]\n[a]",
      "[a]\nno equals", "[a]\n=v", "[a][b]", "[a] x", "[]", "[a\tb]", "[a]\nEncoding=UTF-8",
      "[a]\nkey with space=1", "[a]\nk=\u{1}", "[a]\u{7f}",
    ] {
      #expect(parse(text) == nil, "\(text.debugDescription)")
    }
    #expect(KeyFileParser.document(Array("[a]\nk=".utf8) + [0xFF]) == nil)
  }

  /// Plain decimals are read without strtod, to the same double; the rest
  /// of what strtod reads (`0x10` is 16) is no saved coordinate.
  @Test func numbersAsDoubleReadsThem() throws {
    for text in ["52.52", "-0.1278", "13", "-0", "0052.5"] {
      let group = try #require(parse("[a]\nk=\(text)")?.groups.first)
      #expect(group.double("k")?.bitPattern == Double(text)?.bitPattern, "\(text)")
      let pairs = KeyFileDocument.Group(name: "a", entries: [("k", text)])
      #expect(pairs.double("k")?.bitPattern == Double(text)?.bitPattern, "\(text)")
    }
    for text in ["1e2", "+5", ".5", "5.", "0x10", "inf", "nan", "x", ""] {
      let group = try #require(parse("[a]\nk=\(text)")?.groups.first)
      #expect(group.double("k") == nil, "\(text)")
      #expect(KeyFileDocument.Group(name: "a", entries: [("k", text)]).double("k") == nil)
    }
  }

  @Test func valuesByKeyLastOneWins() throws {
    let group = try #require(parse("[a]\nlatitude=1\ncountry=Deutschland\n")?.groups.first)
    #expect(group.value("country" as StaticString) == "Deutschland")
    #expect(group.value("country") == "Deutschland")
    #expect(group.value("timezone" as StaticString) == nil)
    let pairs = KeyFileDocument.Group(name: "a", entries: [("k", "1"), ("k", "2")])
    #expect(pairs.value("k" as StaticString) == "2")
  }
}

@Suite struct LocationGroupNameTests {
  /// As ==, hasPrefix and dropFirst read the name, for a group GKeyFile read
  /// (strings) and one KeyFileParser read (bytes).
  @Test func readsAsHasPrefixAndDropFirstDo() throws {
    for name in [
      "location Berlin", "location ", "location", "locations x", "Location x", "location  x",
      "location \u{301}x", "location é", "location 東京", "rain-bar", "rain-bar ", "rain-bar\u{301}",
      "location\u{301} x",
    ] {
      let expected =
        name.hasPrefix(Settings.locationPrefix)
        ? String(name.dropFirst(Settings.locationPrefix.count)) : nil
      let pairs = KeyFileDocument.Group(name: name, entries: [])
      #expect(
        Settings.classify(pairs).main == (name == Settings.mainGroup), "\(name.debugDescription)")
      #expect(Settings.classify(pairs).location == expected, "\(name.debugDescription)")
      guard let text = KeyFileParser.document(Array("[\(name)]".utf8))?.groups.first else {
        continue  // a name GKeyFile reads its own way (none here ends with a space)
      }
      #expect(text.name == name)
      #expect(
        Settings.classify(text).main == (name == Settings.mainGroup), "\(name.debugDescription)")
      #expect(Settings.classify(text).location == expected, "\(name.debugDescription)")
    }
  }
}
