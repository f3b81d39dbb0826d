import Foundation
import JamaalModel

extension RegionTable {
  /// The file's name in the resource bundle.
  public static let resourceName = "regions.json"

  /// The region table as the product carries it: `regions.json`, generated from
  /// `Presets/regions.yaml` by `Scripts/gen-resources`.
  /// - Throws: `DecodingError` for a malformed file; `CocoaError` when it is missing.
  public static func bundled() throws -> RegionTable {
    guard let url = BundledResource.url(of: resourceName, inTarget: "JamaalPrayerTimes") else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: resourceName])
    }
    return RegionTable(try JSONDecoder().decode(Document.self, from: Data(contentsOf: url)))
  }
}
