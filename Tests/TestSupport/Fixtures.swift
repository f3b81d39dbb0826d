public import Foundation
public import JamaalModel

/// Fixed instants and named zones for tests: nothing reads the system clock.
public enum Fixtures {
  /// A named zone; fails loudly when the zone database lacks it.
  public static func zone(_ identifier: String) -> TimeZone {
    guard let zone = TimeZone(identifier: identifier) else {
      preconditionFailure("unknown time zone \(identifier)")
    }
    return zone
  }

  /// An instant from ISO 8601 text with an offset, e.g. `2026-11-29T14:05:00+03:00`.
  public static func instant(_ text: String) -> Date {
    guard let date = ISO8601DateFormatter().date(from: text) else {
      preconditionFailure("bad ISO 8601 instant \(text)")
    }
    return date
  }

  /// A date from `YYYY-MM-DD`.
  public static func date(_ text: String) -> LogicalDate {
    guard let date = LogicalDate(text) else { preconditionFailure("bad date \(text)") }
    return date
  }

  /// A fresh temporary folder, unique to the call.
  public static func temporaryFolder(_ label: String = "jamaal-test") -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(label)-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The package's root folder (where `Package.swift` is).
  public static var packageRoot: URL {
    var url = URL(fileURLWithPath: #filePath)
    while url.path != "/" {
      url.deleteLastPathComponent()
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        return url
      }
    }
    preconditionFailure("Package.swift not found above \(#filePath)")
  }

  /// The built `jamaal` binary: `$JAMAAL_BIN`, else beside the test bundle, else `.build/debug`.
  public static var jamaalBinary: URL {
    if let path = ProcessInfo.processInfo.environment["JAMAAL_BIN"] {
      return URL(fileURLWithPath: path)
    }
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("jamaal")
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    return packageRoot.appendingPathComponent(".build/debug/jamaal")
  }

  /// The reference data folder: `$JAMAAL_REFERENCE`, else `Tests/Reference` (the Adhan family's
  /// prayer-time test data, MIT, kept in the repository so a fresh clone runs it), else
  /// `../shared/reference` beside the package; `nil` when none is there.
  public static var referenceFolder: URL? {
    let candidates = [
      ProcessInfo.processInfo.environment["JAMAAL_REFERENCE"].map { URL(fileURLWithPath: $0) },
      packageRoot.appendingPathComponent("Tests/Reference"),
      packageRoot.deletingLastPathComponent().appendingPathComponent("shared/reference"),
    ]
    return candidates.compactMap { $0 }.first {
      FileManager.default.fileExists(atPath: $0.path)
    }
  }
}
