import Foundation
import JamaalJSON
import JamaalModel
import JamaalSync

#if canImport(Glibc)
  import Glibc
#endif

/// The temporary sandbox an R5 folder schedule runs in: the shared cloud folder, and beside it a
/// folder that must never be touched — symlinks planted under the cloud folder point into it.
/// It also plays what file-sync tools and other programs leave in a shared folder: stray files,
/// junk at a batch's name, batches cut short or gone, conflict copies, temporary files, and
/// symlinks leading out.
final class R5Folder {
  let root: URL
  let cloud: URL
  let outside: URL
  /// Files planted in the cloud folder, which no device may remove or change: path → what.
  private(set) var planted: [String: String] = [:]
  /// Batch files this sandbox cut short (their modes are the tool's, not the engine's).
  private(set) var damaged: Set<String> = []
  /// Folders this sandbox made (their modes are its own, not the engine's).
  private(set) var madeFolders: Set<String> = []
  private let files = FileManager.default

  /// The records a device that followed a symlink out would read — a batch in a folder an
  /// outbox links to, a batch a batch name links to: no row may carry their ids.
  let baits: [SyncRecord]

  /// A sandbox.
  /// - Parameters:
  ///   - seed: the schedule's seed (names the sandbox, makes the baits' ids).
  ///   - now: when the baits claim to be written.
  /// - Throws: when the folders cannot be made.
  init(seed: UInt64, now: Date) throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("jamaal-r5-\(seed)-\(UUID().uuidString)", isDirectory: true)
    cloud = root.appendingPathComponent("cloud", isDirectory: true)
    outside = root.appendingPathComponent("outside", isDirectory: true)
    var random = SeededGenerator(seed: seed ^ 0xBA17)
    baits = (0..<2).map { _ in Self.bait(UUID(randomFrom: &random).canonicalText, now: now) }
    let box = outside.appendingPathComponent("box", isDirectory: true)
    try files.createDirectory(at: box, withIntermediateDirectories: true)
    try files.createDirectory(at: cloud, withIntermediateDirectories: true)
    try Self.batch([baits[0].json], store: "outside-store", device: "outside")
      .write(to: box.appendingPathComponent("b-000000000001.json"))
    try Self.batch([baits[1].json], store: "outside-store", device: "outside")
      .write(to: outside.appendingPathComponent("victim.json"))
    try Data("signed-out\n".utf8).write(to: outside.appendingPathComponent("account"))
  }

  /// A focus session no device may ever store.
  private static func bait(_ id: String, now: Date) -> SyncRecord {
    let seconds = JSONValue.integer(Int(now.timeIntervalSinceReferenceDate))
    return SyncRecord(
      kind: "focusSession", id: id, modifiedAt: now, device: "outside",
      fields: [
        "id": .string(id), "title": .string("Crafted, read through a symlink"),
        "started_at": seconds, "ended_at": .null, "logged_minutes": .integer(0),
        "created_at": seconds, "modified_at": seconds,
      ])
  }

  /// Removes the sandbox.
  func remove() { try? files.removeItem(at: root) }

  /// The bytes of a batch file as a device writes one.
  static func batch(_ items: [JSONValue], store: String, device: String) -> Data {
    let json = JSONValue.object([
      "format": .string("jamaal-sync-batch"), "version": .integer(2), "store": .string(store),
      "device": .string(device), "count": .integer(items.count), "records": .array(items),
    ])
    return json.jsonData()
  }

  /// Everything in the sandbox outside the cloud folder, each entry as its type, mode, size,
  /// modification time and contents (or link target): equal before and after, or something
  /// outside was touched.
  func outsideListing() -> [String: String] {
    var listing: [String: String] = [:]
    list(root, prefix: "", into: &listing)
    return listing
  }

  private func list(_ url: URL, prefix: String, into listing: inout [String: String]) {
    for name in (try? files.contentsOfDirectory(atPath: url.path)) ?? [] {
      let path = prefix + name
      if path == "cloud" { continue }
      let child = url.appendingPathComponent(name)
      var info = stat()
      guard lstat(child.path, &info) == 0 else { continue }
      var entry =
        "mode \(info.st_mode) size \(info.st_size) mtime \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
      switch info.st_mode & S_IFMT {
      case S_IFDIR:
        list(child, prefix: path + "/", into: &listing)
      case S_IFLNK:
        entry += " -> " + ((try? files.destinationOfSymbolicLink(atPath: child.path)) ?? "?")
      default:
        entry += " " + ((try? Data(contentsOf: child))?.base64EncodedString() ?? "?")
      }
      listing[path] = entry
    }
  }

  // MARK: What other programs leave

  /// The batch numbers present in a device's outbox (exact names only), those planted left out
  /// unless asked for.
  func batches(of device: String, planted includingPlanted: Bool = false) -> [Int] {
    let folder = cloud.appendingPathComponent("devices/\(device)")
    return ((try? files.contentsOfDirectory(atPath: folder.path)) ?? []).compactMap { name in
      guard name.count == 19, name.hasPrefix("b-"), name.hasSuffix(".json"),
        includingPlanted || planted["devices/\(device)/\(name)"] == nil
      else { return nil }
      return Int(name.dropFirst(2).prefix(12))
    }.sorted()
  }

  static func batchName(_ number: Int) -> String {
    let digits = String(number)
    return "b-" + String(repeating: "0", count: max(0, 12 - digits.count)) + digits + ".json"
  }

  /// Writes a file another program made (never overwriting one), remembering it as planted.
  func plant(_ data: Data, at path: String) {
    let url = cloud.appendingPathComponent(path)
    guard !exists(path) else { return }
    makeParents(of: path)
    if (try? data.write(to: url)) != nil { planted[path] = "file " + data.base64EncodedString() }
  }

  /// Makes a folder where a file is expected.
  func plantFolder(at path: String) {
    guard !exists(path) else { return }
    makeParents(of: path)
    if (try? files.createDirectory(
      at: cloud.appendingPathComponent(path), withIntermediateDirectories: true)) != nil
    {
      planted[path] = "folder"
    }
  }

  /// Plants a symlink to `target` (a path relative to the sandbox's outside folder).
  func plantLink(at path: String, to target: String) {
    guard !exists(path) else { return }
    let url = cloud.appendingPathComponent(path)
    makeParents(of: path)
    let destination = outside.appendingPathComponent(target).path
    if (try? files.createSymbolicLink(atPath: url.path, withDestinationPath: destination)) != nil {
      planted[path] = "link " + destination
    }
  }

  /// Makes the folders above `path` that are missing, remembering them.
  func makeParents(of path: String) {
    var parts = path.split(separator: "/").dropLast()
    var missing: [String] = []
    while !parts.isEmpty, !exists(parts.joined(separator: "/")) {
      missing.append(parts.joined(separator: "/"))
      parts = parts.dropLast()
    }
    for folder in missing.reversed() {
      try? files.createDirectory(
        at: cloud.appendingPathComponent(folder), withIntermediateDirectories: false)
      madeFolders.insert(folder)
    }
  }

  /// Whether anything (a dangling symlink included) is at `path` under the cloud folder.
  func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(cloud.appendingPathComponent(path).path, &info) == 0
  }

  /// Cuts a batch file short, as a copy interrupted under its final name.
  func truncate(_ path: String) {
    let url = cloud.appendingPathComponent(path)
    guard let data = try? Data(contentsOf: url), data.count > 1 else { return }
    try? data.prefix(data.count / 2).write(to: url)
    damaged.insert(path)
  }

  /// Removes a batch file, as a tool that lost it.
  func delete(_ path: String) { try? files.removeItem(at: cloud.appendingPathComponent(path)) }

  /// The bytes of a file under the cloud folder.
  func contents(_ path: String) -> Data? {
    try? Data(contentsOf: cloud.appendingPathComponent(path))
  }

  /// What became of the planted files: the paths no longer as planted.
  func plantedChanged() -> [String] {
    planted.compactMap { path, what in
      let url = cloud.appendingPathComponent(path)
      var info = stat()
      guard lstat(url.path, &info) == 0 else { return path }
      switch info.st_mode & S_IFMT {
      case S_IFLNK:
        return what == "link " + ((try? files.destinationOfSymbolicLink(atPath: url.path)) ?? "")
          ? nil : path
      case S_IFDIR: return what == "folder" ? nil : path
      default:
        return what == "file " + ((try? Data(contentsOf: url))?.base64EncodedString() ?? "")
          ? nil : path
      }
    }.sorted()
  }

  /// Where the engine's own files are not private: outboxes not 0700, published batches not
  /// 0600 (D-19, whatever the umask).
  func notPrivate(devices: [String]) -> [String] {
    var found: [String] = []
    for device in devices {
      let folder = "devices/\(device)"
      guard !madeFolders.contains(folder), let mode = mode(folder) else { continue }
      if mode != 0o700 { found.append("\(folder) is \(String(mode, radix: 8))") }
      for number in batches(of: device) {
        let path = folder + "/" + Self.batchName(number)
        guard planted[path] == nil, !damaged.contains(path), let mode = self.mode(path) else {
          continue
        }
        if mode != 0o600 { found.append("\(path) is \(String(mode, radix: 8))") }
      }
    }
    return found
  }

  private func mode(_ path: String) -> UInt32? {
    var info = stat()
    guard lstat(cloud.appendingPathComponent(path).path, &info) == 0 else { return nil }
    return UInt32(info.st_mode & 0o7777)
  }
}
