import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `doctor`: one line per check with a verdict, exit 1 when any check failed.
/// Never prints an API key (only where a key comes from).
struct DoctorCommand: Command {
  static let name = "doctor"
  static let spec = CommandSpec(
    name: name,
    abstract:
      "Check the config, location, cache, network, warnings and notifications, one line each.",
    options: [Options.icons.spec, Options.language.spec] + Options.place + Options.network,
    discussion: "Exit 0 when every check passes ('!' lines are hints), 1 otherwise.")
  static let needsConfig = false

  var app: RainBar
  var options: RunOptions

  struct Check: Equatable {
    enum Verdict: String {
      case ok = "✓"
      case hint = "!"
      case failed = "✗"
    }

    var verdict: Verdict
    var subject: String
    var detail: String

    var line: String { "\(verdict.rawValue) \(subject): \(detail)" }
  }

  func run() throws(RainBarError) -> Outcome {
    let deps = app.dependencies
    let files = deps.fileSystem
    var checks: [Check] = []
    let configPath = deps.paths.configFile
    let settings = options.settings
    var keySource: APIKeys.Source?
    if let spec = options.provider.key {
      keySource = try? APIKeys(app: app).find(spec, options: options).source
    }

    // Config file.
    if let error = options.configError {
      checks.append(Check(verdict: .failed, subject: tr("Config file"), detail: error.message))
    } else if let mode = files.mode(configPath) {
      let open = mode & 0o077 != 0
      let holdsKey = Providers.all.contains { provider in
        provider.key.map { options.value($0.inline) != nil } ?? false
      }
      checks.append(
        Check(
          verdict: open && holdsKey ? .failed : open ? .hint : .ok,
          subject: tr("Config file"),
          detail: tr("%s parses; mode %s", configPath, String(mode, radix: 8))
            + (open ? tr(" (others can read it; 'chmod 600' it)") : "")))
    } else {
      checks.append(
        Check(
          verdict: .hint, subject: tr("Config file"),
          detail: tr("%s does not exist; defaults in use", configPath)))
    }

    // Trips.
    if !settings.trips.isEmpty {
      let problems = TripsCommand.problems(settings)
      checks.append(
        Check(
          verdict: problems.isEmpty ? .ok : .failed, subject: tr("Trips"),
          detail: problems.isEmpty
            ? trn(
              "%1$d trip: %2$s", "%1$d trips: %2$s", settings.trips.count,
              settings.trips.map(\.name).joined(separator: ", "))
            : problems.joined(separator: "; ")))
    }

    // Calendars: each with how many events it read and what went wrong (which file, why).
    if !settings.calendars.isEmpty {
      let now = Int64(app.dependencies.clock.now().rounded(.down))
      let events = CalendarEvents.load(
        app, settings: settings, now: now, geocoder: app.eventGeocoder(options))
      let items = events.items(settings)
      for (calendar, record) in events.records {
        // Each event judged elsewhere than its location, and why (once each).
        var placing: [String] = []
        for item in items where item.calendar.name == calendar.name {
          guard var why = item.why else { continue }
          // A clause among the others: without its full stop.
          if why.hasSuffix(".") || why.hasSuffix("。") { why.removeLast() }
          if !placing.contains(why) { placing.append(why) }
        }
        // A broken file or group fails; an event judged at the selected place is a hint.
        let failures = record.problems + [settings.calendarProblem(calendar)].compactMap { $0 }
        let problems = failures + placing
        var read = trn(
          "%1$d event read, %2$s in the next days", "%1$d events read, %2$s in the next days",
          record.read, String(record.events.count))
        // A feed by its scheme and host: its path may hold a private token.
        if calendar.url != nil { read = tr("%s: %s", calendar.source, read) }
        checks.append(
          Check(
            verdict: !failures.isEmpty ? .failed : problems.isEmpty ? .ok : .hint,
            subject: tr("Calendar %s", calendar.name),
            detail: problems.isEmpty ? read : read + "; " + problems.joined(separator: "; ")))
      }
    }

    // Location.
    var location: Location?
    do {
      let chosen = try app.location(options)
      location = chosen
      checks.append(
        Check(
          verdict: .ok, subject: tr("Location"),
          detail: trn(
            "%2$s (%3$s, %4$s); %1$d saved", "%2$s (%3$s, %4$s); %1$d saved",
            settings.locations.count, chosen.name, Decimal4.format(chosen.latitude),
            Decimal4.format(chosen.longitude))))
    } catch {
      checks.append(
        Check(
          verdict: options.configError == nil ? .failed : .hint, subject: tr("Location"),
          detail: error.message))
    }

    // Provider and key.
    var provider: (any ForecastProvider)?
    do {
      let built = try app.provider(options)
      provider = built
      var detail = built.displayName
      if let keySource { detail += tr(", API key from %s", keySource.description) }
      if let hint = options.provider.hint(options) {
        checks.append(Check(verdict: .hint, subject: tr("Provider"), detail: detail + "; " + hint))
      } else {
        checks.append(Check(verdict: .ok, subject: tr("Provider"), detail: detail))
      }
    } catch {
      checks.append(Check(verdict: .failed, subject: tr("Provider"), detail: error.message))
    }

    checks += cacheChecks()

    // Network.
    if let provider, let location {
      let request = provider.request(for: location, timeout: options.timeout)
      let start = deps.clock.now()
      switch deps.http.get(request) {
      case .success(let response):
        let ms = Int(((deps.clock.now() - start) * 1000).rounded())
        let good = (200...299).contains(response.status) || response.status == 304
        checks.append(
          Check(
            verdict: good ? .ok : .failed, subject: tr("Network"),
            detail: tr(
              "%s answered HTTP %s in %s ms", request.host, String(response.status), String(ms))))
      case .failure(let failure):
        let error = ForecastError.network(
          failure.redacting(provider.secrets), host: request.host, timeout: options.timeout)
        checks.append(Check(verdict: .failed, subject: tr("Network"), detail: error.message))
      }
    }

    if let check = warningsCheck(for: location) { checks.append(check) }
    if let check = airQualityCheck(for: location) { checks.append(check) }

    // Notifications.
    if let bus = app.notifications.sessionBus {
      do {
        let server = try deps.notifier.serverInfo(
          busAddress: bus, timeout: app.deadline.forPeer)
        checks.append(
          Check(
            verdict: .ok, subject: tr("Notifications"),
            detail: tr(
              "%s %s on %s; capabilities: %s", server.name, server.version, bus,
              server.capabilities.joined(separator: ", "))))
      } catch {
        checks.append(
          Check(verdict: .failed, subject: tr("Notifications"), detail: "\(bus): \(error.message)"))
      }
    } else {
      checks.append(
        Check(
          verdict: .failed, subject: tr("Notifications"),
          detail: app.notifications.noSessionBus.message)
      )
    }

    // The alert families `alert` and `--notify` check.
    let families = AlertFamilies.names(options.alertContext())
    let on = families.on.joined(separator: ", ")
    checks.append(
      Check(
        verdict: .ok, subject: tr("Alerts"),
        detail: families.off.isEmpty
          ? tr("on: %s", on) : tr("on: %s; off: %s", on, families.off.joined(separator: ", "))))
    checks.append(fontHint(options.icons))
    if let check = i3blocksCheck() { checks.append(check) }
    let failed = checks.contains { $0.verdict == .failed }
    let text = checks.map { Sanitized.line($0.line, limit: 400) }.joined(separator: "\n") + "\n"
    return Outcome(stdout: text, exitCode: failed ? ExitCode.failure : 0)
  }

  func cacheChecks() -> [Check] {
    let files = app.dependencies.fileSystem
    let cache = app.forecastCache
    let now = app.dependencies.clock.now()
    var checks: [Check] = []
    if let problem = app.dependencies.paths.problem {
      return [Check(verdict: .failed, subject: tr("Cache"), detail: problem)]
    }
    do {
      try files.makePrivateDirectory(cache.directory)
      let probe = cache.directory + "/.doctor-probe.tmp"
      try files.writeAtomically([1], to: probe)
      try files.remove(probe)
      let mode = files.mode(cache.directory).map { String($0, radix: 8) } ?? "?"
      checks.append(
        Check(
          verdict: .ok, subject: tr("Cache"),
          detail: tr("%s writable, mode %s", cache.directory, mode)))
    } catch {
      checks.append(
        Check(verdict: .failed, subject: tr("Cache"), detail: tr("cannot write: %s", error.message))
      )
    }
    let policy = CachePolicy(freshness: options.freshness)
    for path in (try? cache.entryPaths()) ?? [] {
      guard let entry = cache.read(path: path).entry else {
        checks.append(unreadable(path, in: cache, folder: ""))
        continue
      }
      let age = entry.fetchedAt.map { tr("%s old", Age.text(now - $0)) } ?? tr("no forecast")
      let fresh = policy.isFresh(entry, now: now)
      let saved = options.settings.isSaved(entry.location)
      var detail =
        fresh
        ? tr("%s (%s), %s, fresh", entry.location.name, entry.provider, age)
        : tr("%s (%s), %s, stale", entry.location.name, entry.provider, age)
      if !fresh { detail += tr(": the next bar run asks for a new forecast") }
      if !saved {
        detail += tr("; not a saved location ('rain-bar cache prune' removes it)")
      }
      checks.append(
        Check(verdict: fresh && saved ? .ok : .hint, subject: tr("Cache entry"), detail: detail))
    }
    // Every other kind of entry (`Resources.folders`): named when the bar cannot read it.
    for folder in Resources.folders where !folder.name.isEmpty {
      let entries = ForecastCache(
        folder: folder.name, of: app.dependencies.paths.cacheDirectory, fileSystem: files)
      for path in (try? entries.entryPaths()) ?? [] {
        if let bytes = try? entries.bytes(at: path), folder.reads(bytes) { continue }
        checks.append(unreadable(path, in: entries, folder: folder.name))
      }
    }
    return checks
  }

  /// An entry the bar ignores: one of rain-bar's that it cannot read, or a
  /// file with an entry's name that it did not write (`CacheFiles`: only the
  /// first is one `cache clear` removes).
  private func unreadable(_ path: String, in cache: ForecastCache, folder: String) -> Check {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    let name = folder.isEmpty ? file : folder + "/" + file
    let detail =
      cache.holdsRecord(path)
      ? tr(
        "%s is corrupt, unreadable or from another version and is ignored; 'rain-bar cache clear' removes it",
        name)
      : tr(
        "%s is not a rain-bar cache entry and is ignored; the next forecast for its place replaces it ('rain-bar cache clear' leaves it)",
        name)
    return Check(verdict: .failed, subject: tr("Cache entry"), detail: detail)
  }

  func fontHint(_ icons: IconSet) -> Check {
    IconFontCheck(files: app.dependencies.fileSystem, environment: app.dependencies.environment)
      .check(icons)
  }
}
