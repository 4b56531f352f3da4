import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// The options are declared once; these check that every place reads that one declaration.
@Suite struct OptionsTests {
  func settings(_ entries: [(String, String)]) throws(ConfigError) -> Settings {
    try Settings(
      document: KeyFileDocument(groups: [
        .init(name: "rain-bar", entries: entries.map { (key: $0.0, value: $0.1) })
      ]), path: "/c")
  }

  @Test func everyNameAndConfigKeyIsDeclaredOnce() {
    let keys = Options.every.compactMap(\.configKey)
    #expect(Set(keys).count == keys.count, "\(keys)")
    #expect(keys.allSatisfy { Options.configured(by: $0)?.configKey == $0 })
    let variables = Options.every.compactMap(\.environmentVariable)
    #expect(Set(variables).count == variables.count)
  }

  /// A bad value reads the same whether it comes from the command line or the config file.
  @Test func badValuesReadTheSameFromEitherPlace() throws {
    var compared = 0
    for command in Commands.all {
      for option in command.spec.options where option.configKey != nil && !option.isFlag {
        for bad in ["-1", "999999", "kelvin", "{nope", "25:00-99"] {
          guard case .invalid(let invalid) = option.read(bad) else { continue }
          let rule = invalid.rule
          let synopsis = "--\(option.name) <\(option.valueName ?? "")>"
          #expect(
            throws: UsageError(
              "The value '\(bad)' is invalid for '\(synopsis)'\(rule)", command: command.spec.name)
          ) {
            try Commands.parser.parse([command.spec.name, "--\(option.name)", bad])
          }
          do {
            _ = try settings([(option.configKey ?? "", bad)])
            Issue.record("config accepted \(option.name)=\(bad)")
          } catch {
            #expect(
              error.problem
                == "[rain-bar] \(option.configKey ?? ""): the value '\(bad)' is invalid\(rule)")
          }
          compared += 1
        }
      }
    }
    // threshold, within, quiet-hours, units, icons, clock, provider, timeout, template at least.
    #expect(compared >= 9)
  }

  @Test func refreshTakesTheDisplayOptionsOfShow() throws {
    #expect(RefreshCommand.spec.options.map(\.name) == ShowCommand.spec.options.map(\.name))
    let parsed = try Commands.parser.parse([
      "refresh", "--format", "plain", "--lat", "1", "--lon", "2",
    ])
    #expect(parsed.command == "refresh")
    #expect(parsed.value(Options.format) == .plain)
  }

  @Test func commandLineBeatsConfigBeatsDefault() throws {
    let config = try settings([("timeout", "5"), ("threshold", "70"), ("alert-within", "6")])
    func resolve(_ words: [String], _ environment: [String: String] = [:]) throws -> RunOptions {
      try RunOptions(
        Commands.parser.parse(words), settings: config, configError: nil, environment: environment)
    }
    let fromConfig = try resolve(["alert"])
    #expect(fromConfig.timeout == 5)
    #expect(fromConfig.threshold == 70 && fromConfig.alerts.threshold == 70)
    #expect(fromConfig.alerts.withinHours == 6)
    #expect(fromConfig.alerts.hysteresis == Options.hysteresis.defaultValue)
    let fromCommandLine = try resolve(["alert", "--timeout", "2", "--threshold", "40"])
    #expect(fromCommandLine.timeout == 2)
    #expect(fromCommandLine.alerts.threshold == 40)
    #expect(try resolve(["show"]).format == .plain)
    #expect(try resolve(["show", "--json"]).format == .waybar)
    #expect(try resolve(["show"], ["LANG": "en_US.UTF-8"]).clock == .h12)
    #expect(try resolve(["show", "--clock", "24"], ["LANG": "en_US.UTF-8"]).clock == .h24)
  }

  /// `--language` over the config's `language=` over LANGUAGE, LC_ALL, LC_MESSAGES, LANG;
  /// Arabic falls back to English for the bars that do not shape it.
  @Test func languageOptionBeatsTheEnvironment() throws {
    let config = try settings([("language", "id")])
    func language(_ words: [String], _ settings: Settings, _ environment: [String: String])
      throws -> String?
    {
      try RunOptions(
        Commands.parser.parse(words), settings: settings, configError: nil,
        environment: environment
      ).language?.code
    }
    let russian = ["LANGUAGE": "ru", "LANG": "ar_EG.UTF-8"]
    #expect(try language(["show"], Settings(), russian) == "ru")
    #expect(try language(["show"], config, russian) == "id")
    #expect(try language(["show", "--language", "ar"], config, russian) == "ar")
    #expect(try language(["show", "--language", "en"], config, russian) == nil)
    #expect(try language(["show", "--language", "ar", "--format", "polybar"], config, [:]) == nil)
    #expect(try language(["alert", "--language", "ru"], Settings(), [:]) == "ru")
    #expect(try language(["doctor", "--language", "ru"], Settings(), [:]) == "ru")
    #expect(throws: (any Error).self) { try language(["show", "--language", "xx"], config, [:]) }
    #expect(throws: (any Error).self) { try settings([("language", "klingon")]) }
  }

  /// With two or more saved places the default bar text names the place shown.
  @Test func theDefaultTemplateNamesThePlaceWhenThereAreSeveral() throws {
    func places(_ names: [String], extra: [(String, String)] = []) throws -> Settings {
      var groups: [KeyFileDocument.Group] = [
        .init(name: "rain-bar", entries: extra.map { (key: $0.0, value: $0.1) })
      ]
      for name in names {
        groups.append(
          .init(
            name: "location " + name,
            entries: [(key: "latitude", value: "1"), (key: "longitude", value: "2")]))
      }
      return try Settings(document: KeyFileDocument(groups: groups), path: "/c")
    }
    func template(_ settings: Settings, _ words: [String] = ["show"]) throws -> Template {
      try RunOptions(
        Commands.parser.parse(words), settings: settings, configError: nil, environment: [:]
      ).template
    }
    #expect(try template(places(["A"])) == Template.standard)
    #expect(try template(places(["A", "B"])) == Template.standardWithLocation)
    #expect(try template(places(["A", "B"]), ["show", "--lat", "1", "--lon", "2"]) == .standard)
    #expect(
      try template(places(["A", "B"], extra: [("template", "{temp}")])) == Template("{temp}"))
    // The texts help shows are the defaults, but for the minute-level word in place of {pop}.
    #expect(
      try Template(Template.defaultWithLocationText) == Template.standardWithLocation.asWritten)
    #expect(try Template(Template.defaultText) == Template.standard.asWritten)
    #expect(Template.standard != Template.standard.asWritten)
  }

  @Test func endpointVariableBeatsConfig() throws {
    let config = try settings([("open-meteo-url", "http://config")])
    let options = try RunOptions(
      Commands.parser.parse(["show"]), settings: config, configError: nil,
      environment: ["RAIN_BAR_OPEN_METEO_URL": "http://variable"])
    #expect(options.value(OpenMeteoProvider.descriptor.url) == "http://variable")
    let withoutVariable = try RunOptions(
      Commands.parser.parse(["show"]), settings: config, configError: nil, environment: [:])
    #expect(withoutVariable.value(OpenMeteoProvider.descriptor.url) == "http://config")
  }
}

extension Template {
  /// The template with its minute-level part as the plain placeholder it stands in for.
  var asWritten: Template {
    Template(
      parts: parts.map { part in
        if case .minuteOr(let placeholder) = part { return .placeholder(placeholder) }
        return part
      })
  }
}
