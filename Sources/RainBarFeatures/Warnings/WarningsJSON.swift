import RainBarEngine
import RainBarModel

/// The `warnings` member of the JSON for scripts (`--format json`,
/// `forecast --json`, `warnings --json`): the service, why the warnings are
/// unavailable if they are, and each warning in force with every field
/// (times as local ISO text, as the rest of the document has them).
package enum WarningsJSON {
  package static func object(_ result: WarningsResult, active: [Warning], zone: TimeZoneRules)
    -> String
  {
    func text(_ value: String?) -> String { value.map(JSONText.string) ?? "null" }
    func time(_ t: Int64?) -> String {
      t.map { JSONText.string(JSONRenderer.iso(zone.fields($0), withTime: true)) } ?? "null"
    }
    let rows = active.map { warning in
      JSONText.object([
        ("id", JSONText.string(warning.id)),
        ("level", JSONText.string(warning.level.name)),
        ("event", JSONText.string(warning.event)),
        ("headline", text(warning.headline)),
        ("description", text(warning.description)),
        ("instruction", text(warning.instruction)),
        ("onset", time(warning.onset)),
        ("until", time(warning.until)),
        ("expires", time(warning.expires)),
        ("issuer", JSONText.string(warning.issuer)),
        ("message_type", JSONText.string(warning.messageType.rawValue)),
        ("references", JSONText.array(warning.references.map(JSONText.string))),
      ])
    }
    return JSONText.object([
      ("source", JSONText.string(result.source)),
      ("unavailable", text(result.unavailable)),
      ("active", JSONText.array(rows)),
    ])
  }
}
