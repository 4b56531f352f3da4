import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `best`: the driest window of a given length in the hours ahead, as a
/// line, as data (`--json`) or drawn for a bar (`--format`).
struct BestCommand: Command {
  static let name = "best"
  static let spec = CommandSpec(
    name: name, abstract: "Find the driest window of a given length in the hours ahead.",
    options: [
      Options.bestFor.spec, Options.bestWithin.spec, Options.forecastJSON.spec,
      Options.format.spec,
    ] + Options.display + Options.place + Options.network,
    discussion: """
      Prints the window of that length with the lowest chance of rain,
      judged by minute-level data where it reaches and by the hourly
      chances beyond; among equal windows the earliest, e.g. 'Driest 45
      min: 15:10–15:55, 5% chance (rain until 15:05)'. Exit 1 when there
      is no forecast, or it does not reach far enough.
      """)

  var app: RainBar
  var options: RunOptions

  func validate() throws(RainBarError) {
    if options.flag(Options.forecastJSON), options.commandLine.value(Options.format) != nil {
      throw .usage(
        UsageError(
          "Give '--json' (the window as data for scripts) or '--format' (a bar's line), not both.",
          command: Self.name))
    }
    if options.value(Options.bestFor) == nil {
      throw .usage(UsageError("Say how long the window is: '--for 45m'.", command: Self.name))
    }
  }

  func run() throws(RainBarError) -> Outcome {
    let length = options.value(Options.bestFor) ?? TimeSpan(minutes: 60)
    let within = options.value(Options.bestWithin)
    if length.minutes > within.minutes {
      let given = options.commandLine.value(Options.bestWithin) != nil
      throw .usage(
        UsageError(
          "The window ('--for \(length.text)') must fit in '--within' (\(within.text)\(given ? "" : ", the default")): give e.g. '--within \(TimeSpan(minutes: length.minutes * 2).text)'.",
          command: Self.name))
    }
    var bar = BarRun(app: app, options: options, refresh: false)
    bar.clicks = false
    var stderr = ""
    let content = try bar.show(stderr: &stderr).content
    let json = options.flag(Options.forecastJSON)
    guard let snapshot = content.snapshot else {
      // The bar's short state; exit 1 wherever the bar allows it.
      if json { return Outcome(stderr: stderr, exitCode: ExitCode.failure) }
      let output = bar.render(content)
      let exitCode = options.format == .waybar ? output.exitCode : ExitCode.failure
      return Outcome(stdout: output.stdout, stderr: stderr, exitCode: exitCode)
    }
    guard
      let window = DriestWindow.find(
        in: snapshot.result.forecast, now: snapshot.now, length: length.seconds,
        within: within.seconds, floor: options.value(Options.rainFloor))
    else {
      let reason = tr(
        "The forecast does not reach far enough to find %s.", MinuteSummary.words(length.minutes))
      return Outcome(stderr: stderr + tr("Error: %s", reason) + "\n", exitCode: ExitCode.failure)
    }
    // While it rains now, until when (minute-level data).
    var rainUntil: Int64?
    if let minute = snapshot.minute, minute.state == .raining, let end = minute.end {
      rainUntil = minute.rounded(end)
    }
    if json {
      let pairs: [(String, String)] = [
        ("location", JSONText.string(snapshot.location.name)),
        ("start", "\(window.start)"), ("end", "\(window.end)"),
        ("chance", Rounded.integer(window.chance)),
        ("source", JSONText.string(window.source.rawValue)),
        ("rain_until", rainUntil.map { "\($0)" } ?? "null"),
      ]
      return Outcome(stdout: JSONText.object(pairs) + "\n", stderr: stderr)
    }
    let line = Self.line(
      window, length: length, rainUntil: rainUntil, clock: options.clock, zone: snapshot.zone)
    if options.format == .plain { return Outcome(stdout: line + "\n", stderr: stderr) }
    // Coloured by the window, not by what is in force now (a warning's colour).
    var shown = content
    shown.activeWarnings = []
    shown.rainLikely = window.chance >= options.threshold
    let output = bar.render(shown, template: Template(parts: [.literal(line)]))
    return Outcome(stdout: output.stdout, stderr: stderr, exitCode: output.exitCode)
  }

  /// "Driest 45 min: 15:10–15:55, 5% chance (rain until 15:05)".
  static func line(
    _ window: DriestWindow, length: TimeSpan, rainUntil: Int64?, clock: ClockStyle,
    zone: TimeZoneRules
  ) -> String {
    let words = MinuteSummary.words(length.minutes)
    let start = clock.time(window.start, in: zone)
    let end = clock.time(window.end, in: zone)
    let chance = Percent.text(window.chance)
    if Rounded.integer(window.chance) == "100" {
      // TRANSLATORS: "No dry 45 min: the least wet is 15:10–15:55, 100% chance".
      return tr("No dry %s: the least wet is %s–%s, %s chance", words, start, end, chance)
    }
    guard let rainUntil else {
      // TRANSLATORS: "Driest 45 min: 15:10–15:55, 5% chance": best's answer.
      return tr("Driest %s: %s–%s, %s chance", words, start, end, chance)
    }
    // TRANSLATORS: "Driest 45 min: 15:10–15:55, 5% chance (rain until 15:05)".
    return tr(
      "Driest %s: %s–%s, %s chance (rain until %s)", words, start, end, chance,
      clock.time(rainUntil, in: zone))
  }
}
