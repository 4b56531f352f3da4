/// The UV index with its WHO exposure band: "3 moderate".
enum UVIndex {
  static func text(_ index: Double) -> String {
    let rounded = index.rounded()
    let band: String
    switch rounded {
    case ..<3: band = "low"
    case ..<6: band = "moderate"
    case ..<8: band = "high"
    case ..<11: band = "very high"
    default: band = "extreme"
    }
    return "\(Rounded.integer(index)) \(band)"
  }
}
