import Foundation
internal import JamaalModel

/// What opening needs besides the path: the clock, the migrations, the access check.
struct StoreOptions: Sendable {
  /// Where change-log and migration times come from.
  var clock: any DeviceClock
  /// The migrations to bring a store to (tests pass a prefix, or add a failing one).
  var migrations: [Migration] = Migration.all
  /// Returns why `path` cannot be read and written, or nil when it can. Injectable because tests
  /// run as root, where `chmod 000` does not stop anyone.
  var accessProblem: @Sendable (String) -> String? = StoreOptions.systemAccessProblem
  /// What the store tells as it works.
  var observers = StoreObservers()

  /// Asks the system (`access(2)`) whether the file and its folder can be read and written.
  static func systemAccessProblem(_ path: String) -> String? {
    let folder = (path as NSString).deletingLastPathComponent
    if access(path, R_OK | W_OK) != 0 {
      return "cannot read and write \(path): \(String(cString: strerror(errno)))"
    }
    if access(folder.isEmpty ? "." : folder, W_OK | X_OK) != 0 {
      return "cannot write in the folder \(folder): \(String(cString: strerror(errno)))"
    }
    return nil
  }
}
