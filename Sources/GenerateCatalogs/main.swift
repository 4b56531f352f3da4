// Build-time tool (run by the CompileCatalogs plugin): reads po/*.po and
// writes GeneratedCatalogs.swift, the catalogues compiled into rain-bar.
// Usage: GenerateCatalogs OUTPUT.swift FILE.po...
import Foundation

struct Entry {
  var context: String?
  var id = ""
  var plural: String?
  var strings: [Int: String] = [:]
  var fuzzy = false
  var obsolete = false

  var key: String { context.map { $0 + "\u{4}" + id } ?? id }
}

/// A .po file's entries (msgctxt, msgid, msgid_plural, msgstr, msgstr[N], continued lines).
func parse(_ text: String) -> [Entry] {
  var entries: [Entry] = []
  var entry = Entry()
  var field = ""
  var started = false
  var flags = false
  var obsolete = false
  func finish() {
    if started { entries.append(entry) }
    entry = Entry()
    started = false
  }
  func unquote(_ line: Substring) -> String {
    guard let first = line.firstIndex(of: "\""), let last = line.lastIndex(of: "\""), first < last
    else { return "" }
    var out = ""
    var escaped = false
    for c in line[line.index(after: first)..<last] {
      if escaped {
        switch c {
        case "n": out.append("\n")
        case "t": out.append("\t")
        default: out.append(c)
        }
        escaped = false
      } else if c == "\\" {
        escaped = true
      } else {
        out.append(c)
      }
    }
    return out
  }
  func append(_ value: String) {
    switch field {
    case "msgctxt": entry.context = (entry.context ?? "") + value
    case "msgid": entry.id += value
    case "msgid_plural": entry.plural = (entry.plural ?? "") + value
    default:
      if field.hasPrefix("msgstr") {
        let n = Int(field.drop { $0 != "[" }.dropFirst().prefix { $0 != "]" }) ?? 0
        entry.strings[n, default: ""] += value
      }
    }
  }
  for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
    var line = raw.drop { $0 == " " || $0 == "\t" }
    if line.hasPrefix("#~") {
      obsolete = true
      line = line.dropFirst(2).drop { $0 == " " }
    } else if line.hasPrefix("#,") {
      if line.contains("fuzzy") { flags = true }
      continue
    } else if line.hasPrefix("#") || line.isEmpty {
      continue
    }
    if line.hasPrefix("\"") {
      append(unquote(line))
      continue
    }
    let keyword = String(line.prefix { $0 != " " })
    if keyword == "msgctxt" || (keyword == "msgid" && field != "msgctxt") {
      finish()
      entry.fuzzy = flags
      entry.obsolete = obsolete
      flags = false
      obsolete = false
    }
    started = true
    field = keyword
    append(unquote(line))
  }
  finish()
  return entries
}

func swiftLiteral(_ text: String) -> String {
  var out = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\\": out += "\\\\"
    case "\"": out += "\\\""
    case "\n": out += "\\n"
    case "\t": out += "\\t"
    default:
      if scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
        || (0x2066...0x2069).contains(scalar.value)
      {
        out += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
  }
  return out + "\""
}

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
  FileHandle.standardError.write(Data("usage: GenerateCatalogs OUTPUT.swift FILE.po...\n".utf8))
  exit(64)
}
var catalogs: [(code: String, plural: String, strings: [String: String])] = []
var allKeys = Set<String>()
for path in arguments.dropFirst().sorted() {
  guard path.hasSuffix(".po"), let text = try? String(contentsOfFile: path, encoding: .utf8) else {
    continue
  }
  let code = String((path.split(separator: "/").last ?? "").dropLast(3))
  var plural = "nplurals=2; plural=(n != 1);"
  var strings: [String: String] = [:]
  for entry in parse(text) where !entry.obsolete {
    if entry.id.isEmpty {
      for line in (entry.strings[0] ?? "").split(separator: "\n")
      where line.hasPrefix("Plural-Forms:") {
        plural = String(line.dropFirst("Plural-Forms:".count).drop { $0 == " " })
      }
      continue
    }
    if entry.fuzzy { continue }
    allKeys.insert(entry.key)
    let forms = (0..<(entry.strings.keys.max() ?? 0) + 1).map { entry.strings[$0] ?? "" }
    // A plural entry with any form missing falls back to English as a whole.
    if entry.plural != nil, forms.contains(where: { $0.isEmpty }) { continue }
    let joined = forms.joined(separator: "\u{0}")
    if !joined.isEmpty { strings[entry.key] = joined }
  }
  catalogs.append((code, plural, strings))
}
let ids = allKeys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
var source = """
  // Generated at build time by GenerateCatalogs from po/*.po. Do not edit.
  // swift-format-ignore-file

  enum GeneratedCatalogs {
    static let codes: [String] = [\(catalogs.map { swiftLiteral($0.code) }.joined(separator: ", "))]

    static func pluralForms(_ index: Int) -> String {
      switch index {

  """
for (index, catalog) in catalogs.enumerated() {
  source += "    case \(index): return \(swiftLiteral(catalog.plural))\n"
}
source += """
      default: return ""
      }
    }

    /// Each language's rule, read on first use of that language only.
    static func pluralRule(_ index: Int) -> PluralRule? {
      switch index {

  """
for index in catalogs.indices {
  source += "    case \(index): return plural\(index)\n"
}
source += """
      default: return nil
      }
    }

    /// The translations of language `index`, in the order of `ids`.
    static func table(_ index: Int) -> CatalogTable? {
      switch index {

  """
for index in catalogs.indices {
  source += "    case \(index): return language\(index)\n"
}
source += """
      default: return nil
      }
    }

    /// Every message id (with "context\\u{4}" before it), sorted by bytes.

  """
/// One string literal and the end offset of each entry in it: no pointer per
/// entry, so the loader relocates nothing per message and no array of
/// strings is built when a language is chosen.
func table(_ name: String, _ entries: [String]) -> String {
  var ends: [Int] = []
  var total = 0
  for entry in entries {
    total += entry.utf8.count
    ends.append(total)
  }
  return "  static let \(name) = CatalogTable(\n    text: \(swiftLiteral(entries.joined())),\n"
    + "    ends: [\(ends.map(String.init).joined(separator: ", "))])\n"
}
source += table("ids", ids)
for (index, catalog) in catalogs.enumerated() {
  source += "\n  static let plural\(index) = PluralRule(header: pluralForms(\(index)))\n"
  source += "\n  /// \(catalog.code)\n"
  source += table("language\(index)", ids.map { catalog.strings[$0] ?? "" })
}
source += "}\n"
let old = try? String(contentsOfFile: output, encoding: .utf8)
if old != source {
  do {
    try source.write(toFile: output, atomically: true, encoding: .utf8)
  } catch {
    FileHandle.standardError.write(Data("GenerateCatalogs: \(error)\n".utf8))
    exit(1)
  }
}
