import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// A change touches only its own lines; comments stay with the group they describe.
@Suite struct KeyFileEditorTests {
  let config = """
    # my config
    [rain-bar]
    location=Berlin
    units=metric

    # places
    [location Berlin]
    latitude=52.52
    longitude=13.41

    [location Oslo]
    # the capital
    latitude=59.9
    longitude=10.7

    """

  @Test func settingAKeyChangesOneLine() {
    let changed = KeyFileEditor.apply([.set(Options.units, to: "imperial")], to: config)
    #expect(changed == config.replacing("units=metric", with: "units=imperial"))
  }

  @Test func aNewKeyGoesAfterTheGroupsLastKey() {
    let changed = KeyFileEditor.apply(
      [.set(group: "rain-bar", key: "icons", value: "text")], to: config)
    #expect(changed == config.replacing("units=metric\n", with: "units=metric\nicons=text\n"))
  }

  @Test func aNewGroupIsAppendedAfterABlankLine() {
    let changed = KeyFileEditor.apply(
      [
        .set(group: "location Rome", key: "latitude", value: "41.9"),
        .set(group: "location Rome", key: "longitude", value: "12.5"),
      ], to: config)
    #expect(changed == config + "\n[location Rome]\nlatitude=41.9\nlongitude=12.5\n")
    #expect(
      KeyFileEditor.apply([.set(group: "rain-bar", key: "units", value: "metric")], to: "")
        == "[rain-bar]\nunits=metric\n")
  }

  @Test func removingAGroupTakesItsOwnCommentAndLeavesTheNextOnes() {
    let changed = KeyFileEditor.apply([.removeGroup("location Berlin")], to: config)
    #expect(
      changed == """
        # my config
        [rain-bar]
        location=Berlin
        units=metric

        [location Oslo]
        # the capital
        latitude=59.9
        longitude=10.7

        """)
    let last = KeyFileEditor.apply([.removeGroup("location Oslo")], to: config)
    #expect(last.hasSuffix("longitude=13.41\n"))
  }

  /// The comment directly above the next group's header is that group's: it stays.
  @Test func theNextGroupKeepsItsComment() {
    let text = "[location A]\nlatitude=1\n# B is home\n[location B]\nlatitude=2\n"
    #expect(
      KeyFileEditor.apply([.removeGroup("location A")], to: text)
        == "# B is home\n[location B]\nlatitude=2\n")
  }

  @Test func removingAKeyRemovesOnlyItsLine() {
    let changed = KeyFileEditor.apply([.remove(Options.location)], to: config)
    #expect(changed == config.replacing("location=Berlin\n", with: ""))
  }

  /// GKeyFile reads a file with Windows line endings as its lines (one "\r"
  /// before each "\n" dropped); the editor finds the same lines, keeps the
  /// endings and writes its own lines with them.
  @Test func aFileWithWindowsLineEndingsIsEditedLineByLine() {
    let crlf = config.replacing("\n", with: "\r\n")
    #expect(
      KeyFileEditor.apply([.removeGroup("location Oslo")], to: crlf)
        == "# my config\r\n[rain-bar]\r\nlocation=Berlin\r\nunits=metric\r\n\r\n"
        + "# places\r\n[location Berlin]\r\nlatitude=52.52\r\nlongitude=13.41\r\n")
    #expect(
      KeyFileEditor.apply([.set(Options.units, to: "imperial")], to: crlf)
        == crlf.replacing("units=metric", with: "units=imperial"))
    #expect(
      KeyFileEditor.apply([.set(group: "rain-bar", key: "icons", value: "text")], to: crlf)
        == crlf.replacing("units=metric\r\n", with: "units=metric\r\nicons=text\r\n"))
    // "\r\n" is one Character: a value holding it is still escaped.
    #expect(KeyFileEditor.escape("two\r\nlines") == "two\\r\\nlines")
  }

  /// Bytes the editor does not change stay as they were, valid UTF-8 or not,
  /// and a last line without a newline keeps having none.
  @Test func untouchedLinesKeepTheirBytes() {
    let text = Array("# caf".utf8) + [0xE9] + Array("\n[rain-bar]\nunits=metric\nicons=text".utf8)
    #expect(
      KeyFileEditor.apply([.set(Options.units, to: "imperial")], to: text)
        == Array("# caf".utf8) + [0xE9] + Array("\n[rain-bar]\nunits=imperial\nicons=text".utf8))
    // A line is added after it: it gets its newline.
    #expect(
      KeyFileEditor.apply(
        [.set(group: "rain-bar", key: "location", value: "Oslo")], to: "[rain-bar]\nunits=metric")
        == "[rain-bar]\nunits=metric\nlocation=Oslo\n")
  }

  /// A group written twice is one group to GKeyFile, each key's last line
  /// counting: a change is made where it is read, a removal removes every copy.
  @Test func aGroupWrittenTwiceIsChangedWhereItIsRead() {
    let doubled = "[rain-bar]\nunits=metric\n\n[rain-bar]\nunits=imperial\n"
    #expect(
      KeyFileEditor.apply([.set(Options.units, to: "metric")], to: doubled)
        == "[rain-bar]\nunits=metric\n\n[rain-bar]\nunits=metric\n")
    #expect(
      KeyFileEditor.apply([.remove(Options.units)], to: doubled) == "[rain-bar]\n\n[rain-bar]\n")
    let berlin =
      "[location Berlin]\nlatitude=1\n[rain-bar]\nunits=metric\n"
      + "[location Berlin]\nlatitude=2\nlongitude=3\n"
    #expect(
      KeyFileEditor.apply([.removeGroup("location Berlin")], to: berlin)
        == "[rain-bar]\nunits=metric\n")
    // A key given twice in one group: the last counts, and a removal takes both.
    let twice = "[rain-bar]\nunits=metric\nunits=imperial\n"
    #expect(
      KeyFileEditor.apply([.set(Options.units, to: "metric")], to: twice)
        == "[rain-bar]\nunits=metric\nunits=metric\n")
    #expect(KeyFileEditor.apply([.remove(Options.units)], to: twice) == "[rain-bar]\n")
    // A new key goes to the last copy.
    #expect(
      KeyFileEditor.apply([.set(group: "rain-bar", key: "icons", value: "text")], to: doubled)
        == doubled + "icons=text\n")
  }

  @Test func valuesAreEscapedAsGKeyFileReadsThem() {
    #expect(KeyFileEditor.escape(" a\\b\nc\td") == "\\sa\\\\b\\nc\\td")
  }
}
