/// The UV index with its WHO exposure band: "3 moderate".
package enum UVIndex {
  package static func text(_ index: Double) -> String {
    let rounded = index.rounded()
    let band: String
    switch rounded {
    case ..<3: band = trc("UV", "low")
    case ..<6: band = trc("UV", "moderate")
    case ..<8: band = trc("UV", "high")
    case ..<11: band = trc("UV", "very high")
    default: band = trc("UV", "extreme")
    }
    // TRANSLATORS: the UV index and its band: "3 moderate".
    return tr("%s %s", Rounded.integer(index), band)
  }
}
