package import Foundation
package import JamaalPrayerTimes
import JamaalYAML

extension RegionTable {
  /// Reads a table file (YAML), naming its file, line and column in errors.
  /// - Parameter file: the YAML file.
  /// - Throws: `YAMLError` (an unknown method or madhab names its line).
  package init(file: URL) throws {
    self.init(try YAMLDecoder().decode(Document.self, fromFile: file))
  }

  /// Reads `regions.yaml` from a presets folder.
  /// - Throws: `YAMLError` when the file is missing or malformed.
  package static func load(presetsFolder: URL) throws -> RegionTable {
    try RegionTable(file: presetsFolder.appendingPathComponent(fileName))
  }
}
