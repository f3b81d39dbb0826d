public import Foundation

/// Finds a file a library product carries as a resource, without SwiftPM's generated
/// `Bundle.module` (which stops the process when the bundle is not where it was built): the
/// resource bundle of `target` is looked for beside the app's executable and in its resources,
/// under the name SwiftPM gives it (`<package>_<target>.resources` on Linux, `.bundle` on Apple
/// platforms).
public enum BundledResource {
  /// The URL of `name` in `target`'s resource bundle, or nil when no bundle holds it.
  /// - Parameters:
  ///   - name: the file's name ("presets.json").
  ///   - target: the target that carries it ("JamaalSchedule").
  ///   - extraFolders: more folders to look in first (tests, tools).
  /// - Returns: the file's URL, or nil.
  public static func url(
    of name: String, inTarget target: String, extraFolders: [URL] = []
  ) -> URL? {
    let main = Bundle.main
    var folders = extraFolders
    folders += [main.bundleURL, main.resourceURL, main.executableURL?.deletingLastPathComponent()]
      .compactMap { $0 }
    let manager = FileManager.default
    for folder in folders {
      guard let names = try? manager.contentsOfDirectory(atPath: folder.path) else { continue }
      for bundle in names.sorted()
      where bundle.hasSuffix("_\(target).resources") || bundle.hasSuffix("_\(target).bundle") {
        let root = folder.appendingPathComponent(bundle)
        for candidate in [
          root.appendingPathComponent(name),
          root.appendingPathComponent("Contents/Resources").appendingPathComponent(name),
        ] where manager.fileExists(atPath: candidate.path) {
          return candidate
        }
      }
    }
    return nil
  }
}
