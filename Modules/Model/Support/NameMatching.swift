/// Names as a person types them: any case, with or without `-`, `_` or spaces
/// (`muslimworldleague`, `Muslim-World-League`), and "did you mean" for a near miss.
///
/// ```swift
/// NameMatching.match("School-Run", among: ["school-run", "plants"])  // "school-run"
/// NameMatching.suggestion(for: "plnats", among: ["school-run", "plants"])  // "plants"
/// ```
public enum NameMatching {
  /// The greatest edit distance still taken for a typo.
  public static let maximumDistance = 2

  /// `text` lowercased, without `-`, `_`, spaces and dots.
  public static func folded(_ text: some StringProtocol) -> String {
    String(text.lowercased().filter { !["-", "_", " ", "."].contains($0) })
  }

  /// The one name in `names` that `text` spells: exactly, else the only one equal to it once
  /// both are folded (case and separators ignored); `nil` when none or several are.
  public static func match(_ text: String, among names: [String]) -> String? {
    if names.contains(text) { return text }
    let key = folded(text)
    let found = names.filter { folded($0) == key }
    return found.count == 1 ? found[0] : nil
  }

  /// The one name in `names` nearest `text` (folded) within `maximumDistance` edits, when no
  /// other is as near; `nil` otherwise.
  public static func suggestion(
    for text: String, among names: [String], maximumDistance: Int = maximumDistance
  ) -> String? {
    let key = folded(text)
    guard !key.isEmpty else { return nil }
    let length = key.count
    var best: (name: String, distance: Int)?
    var tied = false
    for name in names {
      let candidate = folded(name)
      // Lengths further apart than the distance allowed cannot match: skipped without the
      // quadratic comparison (a 100 KB argument against every zone name would take minutes).
      guard abs(candidate.count - length) <= maximumDistance else { continue }
      let distance = editDistance(key, candidate)
      guard distance <= maximumDistance, distance < key.count else { continue }
      if let current = best, current.distance <= distance {
        if current.distance == distance, current.name != name { tied = true }
        continue
      }
      best = (name, distance)
      tied = false
    }
    return tied ? nil : best?.name
  }

  /// The Levenshtein distance between two strings, by characters.
  public static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for (i, left) in a.enumerated() {
      var current = [i + 1] + Array(repeating: 0, count: b.count)
      for (j, right) in b.enumerated() {
        current[j + 1] = min(
          previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
