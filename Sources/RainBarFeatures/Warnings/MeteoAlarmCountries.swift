import RainBarEngine
import RainBarModel

/// MeteoAlarm's feed names by ISO country code (and the `UK` of its EMMA_IDs).
package enum MeteoAlarmCountries {
  package static let feeds: [(code: String, feed: String)] = [
    ("AT", "austria"), ("BA", "bosnia-herzegovina"), ("BE", "belgium"), ("BG", "bulgaria"),
    ("CH", "switzerland"), ("CY", "cyprus"), ("CZ", "czechia"), ("DE", "germany"),
    ("DK", "denmark"), ("EE", "estonia"), ("ES", "spain"), ("FI", "finland"), ("FR", "france"),
    ("GB", "united-kingdom"), ("GR", "greece"), ("HR", "croatia"), ("HU", "hungary"),
    ("IE", "ireland"), ("IL", "israel"), ("IS", "iceland"), ("IT", "italy"),
    ("LT", "lithuania"), ("LU", "luxembourg"), ("LV", "latvia"), ("MD", "moldova"),
    ("ME", "montenegro"), ("MK", "republic-of-north-macedonia"), ("MT", "malta"),
    ("NL", "netherlands"), ("NO", "norway"), ("PL", "poland"), ("PT", "portugal"),
    ("RO", "romania"), ("RS", "serbia"), ("SE", "sweden"), ("SI", "slovenia"),
    ("SK", "slovakia"), ("UA", "ukraine"), ("UK", "united-kingdom"),
  ]

  /// The feed's name for an ISO code (`NL` → `netherlands`), or nil.
  package static func feed(_ code: String) -> String? {
    let upper = code.uppercased()
    return feeds.first { $0.code == upper }?.feed
  }
}
