import Testing

@testable import RainBarCore

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

  @Test func valuesAreEscapedAsGKeyFileReadsThem() {
    #expect(KeyFileEditor.escape(" a\\b\nc\td") == "\\sa\\\\b\\nc\\td")
  }
}
