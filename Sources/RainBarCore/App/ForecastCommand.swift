/// `forecast`: the hours and days ahead as an aligned table, or JSON for scripts.
struct ForecastCommand {
  var app: RainBar

  func run(_ arguments: ParsedArguments) throws(RainBarError) -> Outcome {
    let settings = try app.loadSettings()
    let options = try ShowOptions(
      arguments, settings: settings, environment: app.dependencies.environment)
    func count(_ name: String, default value: Int, max limit: Int) throws(RainBarError) -> Int {
      guard let text = arguments.value(name) else { return value }
      guard let n = Int(text), (0...limit).contains(n) else {
        throw .usage(
          UsageError(
            "The value '\(text)' is invalid for '--\(name) <n>': give 0 to \(limit).",
            command: arguments.command))
      }
      return n
    }
    let hours = try count("hours", default: 12, max: 48)
    let days = try count("days", default: 7, max: 16)
    let location = try options.location(settings: settings)
    let result = try app.loader(settings).load(
      try app.provider(settings, arguments), for: location, timeout: options.timeout)
    let now = app.dependencies.clock.now()
    let barSettings = BarContent.Settings(
      units: options.units, icons: options.icons, clock: options.clock,
      threshold: settings.threshold)
    let content = BarContent(result: result, location: location, now: now, settings: barSettings)
    var stderr = result.warnings.map { "Warning: \($0)\n" }.joined()
    if let reason = content.reason { stderr += "Warning: \(reason)\n" }
    if arguments.flag("json") {
      let output = JSONRenderer(hours: hours, days: days).render(
        content, RenderOptions(template: options.template))
      return Outcome(stdout: output.stdout, stderr: stderr, exitCode: output.exitCode)
    }
    let lines = content.snapshot?.table.lines(hours: hours, days: days) ?? []
    return Outcome(stdout: lines.joined(separator: "\n") + "\n", stderr: stderr)
  }
}
