import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `watch`: one long-running process per bar that prints a new line only when
/// the output would change, sleeping in between (`WatchLoop`).
struct WatchCommand: Command {
  static let name = "watch"
  static let spec = CommandSpec(
    name: name, abstract: "Keep running and print a new bar line whenever it changes.",
    options: Options.bar,
    discussion: """
      Live mode for waybar (exec without interval), i3blocks (interval=persist)
      and polybar (tail = true). Prints the line at once from the cache, even
      old, then again only when it changes: new data, the age ticking over, a
      click on stdin (i3blocks), a config change, 'units toggle', 'locations
      next', 'refresh'. Renews the forecast, the warnings, the air quality
      and the radar's minutes shown and the calendars' feeds in the
      background when they are no longer fresh, with the same lock as every
      run, reads a calendar's file again as soon as it changes, and checks
      again at once after a resume from suspend or when the network comes
      back. With location=here it asks GeoClue for the position every 10
      minutes (and then) in the background, and switches place when
      it moved more than 3 km. With --notify, its notifications (all but
      official warnings) offer the actions 'Snooze 1 h' and 'Show forecast'
      where the notification server shows actions. Exits 0 on SIGTERM, SIGINT,
      SIGHUP, the end of stdin under i3blocks, or when the bar is gone.
      """)
  static let needsConfig = false

  var app: RainBar
  var options: RunOptions

  func run() throws(RainBarError) -> Outcome {
    guard let loop = app.dependencies.watchLoop else {
      return Outcome(stderr: tr("Error: watch cannot run here.") + "\n", exitCode: ExitCode.failure)
    }
    let paths = app.dependencies.paths
    // The config, the cache (forecast with its minutes, position), and the
    // folder of each thing shown beside the forecast (warnings, air quality).
    let own =
      [paths.configDirectory, paths.cacheDirectory]
      + WatchSession.sideFolders.map { paths.cacheDirectory + "/" + $0 }
    // Then the calendars' folders, the user's: watched, never made; each
    // once (two .ics files of one folder), those a config edit adds after.
    var calendars = CalendarSlot.folders(app, options.settings)
    var watched: [String] = []
    for calendar in calendars where !watched.contains(calendar.folder) {
      watched.append(calendar.folder)
    }
    let directories = own + watched
    do {
      for directory in own {
        try app.dependencies.fileSystem.makePrivateDirectory(directory)
      }
      try loop.start(directories: directories, readsClicks: options.block.underI3blocks)
    } catch {
      throw .cache(error)
    }
    var app = app
    if let http = app.dependencies.backgroundHTTP { app.dependencies.http = http }
    var session = WatchSession(app: app, options: options)
    var clicks = ClickStream(name: options.block.name, instance: options.block.instance ?? "")
    var printed: String?
    var warned = ""
    // The line is drawn again only when something it shows changed, or at the
    // moment its text changes by time: a file event that changes nothing (a
    // lock, another place's entry, this watch's own write seen again) draws
    // nothing, so the age it shows moves on only when it is due to.
    var redraw = true
    var nextChange: Double?
    while true {
      let now = app.dependencies.clock.now()
      // The language of the settings as last read: a `language=` edit
      // reaches the next line as a units or template edit does.
      let language = session.options.language
      for work in session.loadIfDue(now: now) {
        // Another thread: it speaks the run's language too.
        loop.background { Language.speaking(language) { work() } }
      }
      if redraw || nextChange.map({ now >= $0 }) == true {
        let frame = Language.speaking(language) { session.frame(now: now) }
        if let line = frame.line, line != printed {
          guard loop.write(line) else { return Outcome() }
          printed = line
          if frame.stderr != warned { loop.warn(frame.stderr) }
          warned = frame.stderr
        }
        nextChange = frame.nextChange
      }
      redraw = false
      let deadline = [nextChange, session.nextLoad(now: now)].compactMap { $0 }.min()
      for event in loop.wait(until: deadline) {
        switch event {
        case .stop: return Outcome()
        case .timer: break
        case .changed(let directory, let name):
          if directory == 0, paths.configFile == directories[0] + "/" + name {
            session.reloadSettings()
            // The calendars as the config now says: a new one's folder is watched from now on.
            calendars = CalendarSlot.folders(app, session.options.settings)
            var added: [String] = []
            for calendar in calendars
            where !watched.contains(calendar.folder) && !added.contains(calendar.folder) {
              added.append(calendar.folder)
            }
            do {
              try loop.add(directories: added)
            } catch {
              loop.warn(tr("Warning: %s", error.message) + "\n")
            }
            watched += added
            redraw = true
          } else if directory == 1, session.cacheChanged(name) {
            redraw = true
          } else if directory >= own.count, directory - own.count < watched.count {
            let folder = watched[directory - own.count]
            if calendars.contains(where: {
              $0.folder == folder && ($0.name.map { $0 == name } ?? name.hasSuffix(".ics"))
            }) {
              session.calendarChanged()
              redraw = true
            }
          } else if directory >= 2, session.sideChanged(directory - 2, name) {
            redraw = true
          }
        case .input(let bytes):
          for button in clicks.feed(bytes) {
            let message = Language.speaking(language) { session.click(button) }
            if !message.isEmpty { loop.warn(message) }
          }
          redraw = true
        case .renewed(let renewal):
          // Its alert check's notifications speak it too.
          Language.speaking(language) {
            session.renewed(renewal, now: app.dependencies.clock.now())
          }
          redraw = true
        case .world:
          session.worldChanged()
          redraw = true
        case .clockSet:
          // The moment of the next change was worked out on the old time;
          // the kernel says the same after a resume from suspend.
          session.worldChanged()
          redraw = true
        case .action(let id, let key):
          let message = Language.speaking(language) { session.action(id: id, key: key) }
          if !message.isEmpty { loop.warn(message) }
          redraw = true
        }
      }
    }
  }
}
