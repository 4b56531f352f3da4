import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `doctor`'s icon line, from files alone (it spawns nothing and loads no
/// fontconfig): the colour emoji fonts in fontconfig's default directories and,
/// when polybar runs rain-bar, whether polybar's font list names one. Waybar
/// and swaybar (Pango) fall back to any installed font with the glyph; polybar
/// draws only with the fonts it lists and drops a character none of them has.
struct IconFontCheck {
  var files: any FileSystem
  var environment: any Environment

  typealias Check = DoctorCommand.Check

  func check(_ icons: IconSet) -> Check {
    switch icons {
    case .text:
      return Check(
        verdict: .ok, subject: tr("Icons"), detail: tr("text icons need no special font"))
    case .nerd:
      return Check(
        verdict: .hint, subject: tr("Icons"),
        detail: tr("Nerd Font icons need a Nerd Font set in your bar's font list"))
    case .emoji:
      return emoji()
    }
  }

  func emoji() -> Check {
    var families: [String] = []
    for font in colourEmojiFonts() where !families.contains(font.family) {
      families.append(font.family)
    }
    guard let family = families.first else {
      return Check(
        verdict: .hint, subject: tr("Icons"),
        detail: tr(
          "emoji need a colour emoji font (Debian: fonts-noto-color-emoji), or use icons=text")
      )
    }
    let installed = tr("emoji, and %s is installed", family)
    guard let polybar = polybarConfig() else {
      return Check(verdict: .ok, subject: tr("Icons"), detail: installed)
    }
    let listed = Self.fontLines(polybar.text).filter { line in
      families.contains { Self.sameFamily($0, line.family) }
    }
    let suggestion = "font-1 = \(family):scale=10;2"
    if let line = listed.first(where: { $0.index > 0 }) {
      return Check(
        verdict: .ok, subject: tr("Icons"),
        detail: tr(
          "%s; polybar (%s) lists it as font-%s", installed, polybar.path, String(line.index)))
    }
    if !listed.isEmpty {
      return Check(
        verdict: .hint, subject: tr("Icons"),
        detail:
          tr(
            "polybar (%s) has %s as font-0, so it draws the digits too: put your text font first and it after",
            polybar.path, family)
      )
    }
    return Check(
      verdict: .hint, subject: tr("Icons"),
      detail:
        tr(
          "polybar (%s) lists no colour emoji font, so it drops 🌧️ and ⏳: add '%s' to your bar after your text font (see integrations/polybar/rain-bar.ini)",
          polybar.path, suggestion)
    )
  }

  var home: String { environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "" }

  func xdg(_ variable: String, _ fallback: String) -> String {
    if let value = environment[variable], value.hasPrefix("/") { return value }
    return home + "/" + fallback
  }

  /// fontconfig's default font directories (Debian's /etc/fonts/fonts.conf).
  var fontDirectories: [String] {
    [
      "/usr/share/fonts", "/usr/local/share/fonts", xdg("XDG_DATA_HOME", ".local/share") + "/fonts",
      home + "/.fonts",
    ]
  }

  /// Files named like an emoji font (Noto Color Emoji, Twemoji, JoyPixels, ...)
  /// whose tables hold colour glyphs; every other font stays unread.
  func colourEmojiFonts() -> [FontFile] {
    fontDirectories.flatMap { fontFiles(in: $0, depth: 4) }.compactMap { path in
      let name = path.split(separator: "/").last?.lowercased() ?? ""
      guard name.contains("emoji") || name.contains("joypixels"),
        let bytes = try? files.readRegularFile(path, limit: 64 << 20), let font = FontFile(bytes),
        font.colour
      else { return nil }
      return font
    }
  }

  func fontFiles(in directory: String, depth: Int) -> [String] {
    var found: [String] = []
    for name in (try? files.list(directory)) ?? [] where !name.hasPrefix(".") {
      let path = directory + "/" + name
      let lower = name.lowercased()
      if lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc") {
        found.append(path)
      } else if depth > 0 {
        found += fontFiles(in: path, depth: depth - 1)
      }
    }
    return found
  }

  /// The file polybar reads (its own search order, user files only), when it runs rain-bar.
  func polybarConfig() -> (path: String, text: String)? {
    var paths: [String] = []
    if let value = environment["XDG_CONFIG_HOME"], !value.isEmpty {
      paths += [value + "/polybar/config", value + "/polybar/config.ini"]
    }
    if !home.isEmpty {
      paths += [home + "/.config/polybar/config", home + "/.config/polybar/config.ini"]
    }
    for path in paths {
      guard let bytes = try? files.readRegularFile(path, limit: 1 << 20) else { continue }
      let text = String(decoding: bytes, as: UTF8.self)
      let runsRainBar = text.split(separator: "\n").contains { line in
        !line.hasPrefix(";") && !line.hasPrefix("#") && line.contains("rain-bar")
      }
      return runsRainBar ? (path, text) : nil
    }
    return nil
  }

  /// `font-N = Family:options;offset` lines, in any section.
  static func fontLines(_ text: String) -> [(index: Int, family: String)] {
    text.split(separator: "\n").compactMap { raw in
      let line = raw.drop { $0 == " " || $0 == "\t" }
      guard line.hasPrefix("font-"), let equals = line.firstIndex(of: "=") else { return nil }
      let key = line[..<equals].dropFirst(5).filter { $0 != " " && $0 != "\t" }
      guard let index = Int(key) else { return nil }
      let value = line[line.index(after: equals)...].filter { $0 != "\"" }
      let family = value.prefix { $0 != ":" && $0 != ";" }
      return (index, String(family).trimmingBlanks)
    }
  }

  /// fontconfig compares family names ignoring case and blanks.
  static func sameFamily(_ a: String, _ b: String) -> Bool {
    func squashed(_ text: String) -> String { text.lowercased().filter { $0 != " " } }
    return squashed(a) == squashed(b)
  }
}

extension String {
  fileprivate var trimmingBlanks: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
