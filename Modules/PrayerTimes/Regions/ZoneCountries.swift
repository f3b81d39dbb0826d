public import Foundation
import Synchronization

/// The principal country of an IANA time zone, read at run time from the system's tz tables
/// (G-31), so the prayer-times form can suggest a method without a location.
///
/// ```swift
/// ZoneCountries.country(forZone: "Asia/Karachi")  // "PK"
/// ZoneCountries.country(forZone: "Asia/Kuwait")   // "KW" (from zone.tab)
/// ```
public enum ZoneCountries {
  /// Each folder's table, zone → country, read once.
  private static let cache = Mutex<[String: [String: String]]>([:])

  /// The zone's principal country: the first code of its row in `zone1970.tab`, else its code in
  /// `zone.tab` (zones that `zone1970.tab` folds into another, such as Asia/Kuwait into
  /// Asia/Riyadh); nil when the zone is in neither or neither file exists.
  /// - Parameters:
  ///   - identifier: an IANA zone, e.g. `Europe/London`.
  ///   - zoneInfoFolder: the tz database folder.
  /// - Returns: an upper-case ISO 3166 code, or nil.
  public static func country(
    forZone identifier: String,
    zoneInfoFolder: URL = URL(fileURLWithPath: "/usr/share/zoneinfo")
  ) -> String? {
    table(for: zoneInfoFolder)[identifier]
  }

  /// The zone → country table of `folder`, read on first use.
  private static func table(for folder: URL) -> [String: String] {
    let key = folder.standardizedFileURL.path
    if let table = cache.withLock({ $0[key] }) { return table }
    let table = read(folder)
    cache.withLock { $0[key] = table }
    return table
  }

  /// `zone.tab`'s rows overlaid with `zone1970.tab`'s (whose first code wins).
  private static func read(_ folder: URL) -> [String: String] {
    var table: [String: String] = [:]
    for name in ["zone.tab", "zone1970.tab"] {
      let url = folder.appendingPathComponent(name)
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
      for line in text.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count >= 3,
          let code = fields[0].split(separator: ",").first, !code.isEmpty
        else { continue }
        table[String(fields[2])] = String(code).uppercased()
      }
    }
    return table
  }
}
