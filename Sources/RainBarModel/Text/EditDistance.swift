/// Damerau-Levenshtein distance (with adjacent transpositions), for "did you mean".
public enum EditDistance {
  public static func between(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
        }
      }
    }
    return d[a.count][b.count]
  }
}

extension EditDistance {
  /// " Did you mean '…'?" for the closest candidate, or "".
  public static func suggestion(_ word: String, among candidates: [String]) -> String {
    // A candidate that starts the word, or that the word starts, is as good as one typo.
    let scored = candidates.map { candidate in
      let affix = word.count > 4 && (word.hasPrefix(candidate) || candidate.hasPrefix(word))
      return (candidate, affix ? 1 : between(word, candidate))
    }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return "" }
    let limit = max(2, word.count / 3)
    return best.1 <= limit ? " Did you mean '\(best.0)'?" : ""
  }
}
