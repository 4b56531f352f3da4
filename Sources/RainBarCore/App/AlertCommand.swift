/// `alert`: the rain alert check for one or every saved location.
struct AlertCommand {
  var app: RainBar

  func run(_ arguments: ParsedArguments) throws(RainBarError) -> Outcome {
    let settings = try app.loadSettings()
    let options = try ShowOptions(
      arguments, settings: settings, environment: app.dependencies.environment)
    let alerts = try Self.alertSettings(arguments, settings: settings)
    let locations: [Location]
    if arguments.flag("all") {
      if options.coordinates != nil || options.locationName != nil {
        throw .usage(UsageError("Give --all, or one location, not both.", command: "alert"))
      }
      locations = settings.sortedLocations
      if locations.isEmpty { throw .noLocation }
    } else {
      locations = [try options.location(settings: settings)]
    }
    let dryRun = arguments.flag("dry-run")
    let check = AlertCheck(
      app: app, policy: AlertPolicy(settings: alerts, units: options.units, clock: options.clock))
    var stdout = ""
    var stderr = ""
    var failed = false
    for location in locations {
      do {
        let result = try app.loader(settings).load(
          try app.provider(settings, arguments), for: location, timeout: options.timeout)
        stderr += result.warnings.map { "Warning: \($0)\n" }.joined()
        switch try check.run(location: location, forecast: result.forecast, dryRun: dryRun) {
        case .wouldSend(let notification):
          stdout += "\(location.name): would send: \(notification.description)\n"
        case .nothing(let reason) where dryRun:
          stdout += "\(location.name): nothing to send (\(reason)).\n"
        case .sent, .nothing: break
        }
      } catch {
        if case .usage = error { throw error }
        failed = true
        stderr += "Error: \(location.name): \(error.message)\n"
      }
    }
    return Outcome(stdout: stdout, stderr: stderr, exitCode: failed ? ExitCode.failure : 0)
  }

  static func alertSettings(_ arguments: ParsedArguments, settings: Settings) throws(RainBarError)
    -> AlertSettings
  {
    func usage(_ message: String) -> RainBarError {
      .usage(UsageError(message, command: arguments.command))
    }
    var alerts = settings.alerts
    if let text = arguments.value("threshold") {
      guard let percent = Double(text), (0...100).contains(percent) else {
        throw usage("The value '\(text)' is invalid for '--threshold <percent>': give 0 to 100.")
      }
      alerts.threshold = percent
    }
    if let text = arguments.value("within") {
      guard let hours = Int(text), (1...24).contains(hours) else {
        throw usage("The value '\(text)' is invalid for '--within <hours>': give 1 to 24.")
      }
      alerts.withinHours = hours
    }
    if let text = arguments.value("quiet-hours") {
      guard let quiet = QuietHours(text) else {
        throw usage(
          "The value '\(text)' is invalid for '--quiet-hours <HH:MM-HH:MM>': give e.g. 22:00-07:00."
        )
      }
      alerts.quietHours = quiet
    }
    return alerts
  }
}
