import Foundation
import JamaalCSQLite

/// A power cut, simulated: a SQLite VFS that passes everything to the default one and, for the
/// files under one folder, remembers their bytes as of their last sync (`fsync`). What a disk
/// holds after a power cut is what was synced; ``cut(into:)`` writes exactly that into another
/// folder, while the store that wrote it is still open.
///
/// Files that existed when tracking began count as synced as they were; a file created later and
/// never synced is lost. The shared-memory index (`-shm`) is never kept: SQLite rebuilds it.
final class PowerCut: @unchecked Sendable {
  let folder: String
  private let lock = NSLock()
  private var durable: [String: Data] = [:]

  /// Starts remembering syncs of files under `folder`, each counted as synced as it is now.
  private init(folder: URL) throws {
    self.folder = folder.standardizedFileURL.path + "/"
    for name in try FileManager.default.contentsOfDirectory(atPath: self.folder)
    where !name.hasSuffix("-shm") {
      durable[self.folder + name] = FileManager.default.contents(atPath: self.folder + name)
    }
  }

  /// Runs `body` with every SQLite file opened meanwhile going through the power-cut VFS (it is
  /// the process's default VFS only during `body`; files opened then keep it until closed).
  static func tracking<T>(_ folder: URL, _ body: (PowerCut) throws -> T) throws -> T {
    let cut = try PowerCut(folder: folder)
    PowerCutVFS.lock.lock()
    defer { PowerCutVFS.lock.unlock() }
    PowerCutVFS.current = cut
    sqlite3_vfs_register(PowerCutVFS.vfs, 1)
    defer { sqlite3_vfs_register(PowerCutVFS.base, 1) }
    return try body(cut)
  }

  /// Writes the synced bytes of every file into `target` (same names): the disk after the cut.
  func cut(into target: URL) throws {
    let files = lock.withLock { durable }
    for (path, data) in files {
      let name = String(path.dropFirst(folder.count))
      try data.write(to: target.appendingPathComponent(name))
    }
  }

  fileprivate func synced(_ path: String) {
    guard path.hasPrefix(folder) else { return }
    let data = FileManager.default.contents(atPath: path)
    lock.withLock { durable[path] = data }
  }
}

/// The VFS behind ``PowerCut``: each file object is [methods][path id][the default VFS's file].
private enum PowerCutVFS {
  static let lock = NSLock()
  nonisolated(unsafe) static var current: PowerCut?
  nonisolated(unsafe) static var paths: [Int: (String, PowerCut)] = [:]
  nonisolated(unsafe) static var nextID = 1
  static let pathsLock = NSLock()
  static let header = 16
  static let failed = SQLITE_IOERR

  nonisolated(unsafe) static let base: UnsafeMutablePointer<sqlite3_vfs>? = sqlite3_vfs_find(nil)

  nonisolated(unsafe) static let vfs: UnsafeMutablePointer<sqlite3_vfs> = {
    let vfs = UnsafeMutablePointer<sqlite3_vfs>.allocate(capacity: 1)
    vfs.initialize(to: base?.pointee ?? sqlite3_vfs())
    vfs.pointee.szOsFile = Int32(header) + (base?.pointee.szOsFile ?? 0)
    vfs.pointee.zName = UnsafePointer(strdup("jamaal-power-cut"))
    vfs.pointee.pNext = nil
    vfs.pointee.xOpen = { _, name, file, flags, outFlags in
      guard let raw = UnsafeMutableRawPointer(file), let file else { return SQLITE_CANTOPEN }
      let real = raw.advanced(by: header).assumingMemoryBound(to: sqlite3_file.self)
      let result = base?.pointee.xOpen?(base, name, real, flags, outFlags) ?? SQLITE_CANTOPEN
      raw.advanced(by: 8).storeBytes(of: track(name, opened: result == SQLITE_OK), as: Int.self)
      file.pointee.pMethods = real.pointee.pMethods == nil ? nil : UnsafePointer(methods)
      return result
    }
    vfs.pointee.xDelete = { _, name, syncDir in
      base?.pointee.xDelete?(base, name, syncDir) ?? failed
    }
    vfs.pointee.xAccess = { _, name, flags, out in
      base?.pointee.xAccess?(base, name, flags, out) ?? failed
    }
    vfs.pointee.xFullPathname = { _, name, size, out in
      base?.pointee.xFullPathname?(base, name, size, out) ?? failed
    }
    return vfs
  }()

  /// The id under which a file just opened is tracked, or 0 when it is not under the folder.
  static func track(_ name: UnsafePointer<CChar>?, opened: Bool) -> Int {
    guard opened, let name, let cut = current else { return 0 }
    let path = URL(fileURLWithPath: String(cString: name)).standardizedFileURL.path
    guard path.hasPrefix(cut.folder) else { return 0 }
    return pathsLock.withLock {
      defer { nextID += 1 }
      paths[nextID] = (path, cut)
      return nextID
    }
  }

  typealias File = UnsafeMutablePointer<sqlite3_file>?

  static func real(_ file: File) -> File {
    UnsafeMutableRawPointer(file)?.advanced(by: header).assumingMemoryBound(to: sqlite3_file.self)
  }

  static func io(_ file: File) -> sqlite3_io_methods? { real(file)?.pointee.pMethods?.pointee }

  static func id(_ file: File) -> Int {
    UnsafeMutableRawPointer(file)?.advanced(by: 8).load(as: Int.self) ?? 0
  }

  nonisolated(unsafe) static let methods: UnsafeMutablePointer<sqlite3_io_methods> = {
    let methods = UnsafeMutablePointer<sqlite3_io_methods>.allocate(capacity: 1)
    methods.initialize(
      to: sqlite3_io_methods(
        iVersion: 3,
        xClose: { file in
          let result = io(file)?.xClose?(real(file)) ?? failed
          let id = id(file)
          if id != 0 { _ = pathsLock.withLock { paths.removeValue(forKey: id) } }
          return result
        },
        xRead: { file, buffer, amount, offset in
          io(file)?.xRead?(real(file), buffer, amount, offset) ?? failed
        },
        xWrite: { file, buffer, amount, offset in
          io(file)?.xWrite?(real(file), buffer, amount, offset) ?? failed
        },
        xTruncate: { file, size in io(file)?.xTruncate?(real(file), size) ?? failed },
        xSync: { file, flags in
          let result = io(file)?.xSync?(real(file), flags) ?? failed
          let id = id(file)
          if result == SQLITE_OK, id != 0, let (path, cut) = pathsLock.withLock({ paths[id] }) {
            cut.synced(path)
          }
          return result
        },
        xFileSize: { file, size in io(file)?.xFileSize?(real(file), size) ?? failed },
        xLock: { file, level in io(file)?.xLock?(real(file), level) ?? failed },
        xUnlock: { file, level in io(file)?.xUnlock?(real(file), level) ?? failed },
        xCheckReservedLock: { file, out in
          io(file)?.xCheckReservedLock?(real(file), out) ?? failed
        },
        xFileControl: { file, op, arg in
          io(file)?.xFileControl?(real(file), op, arg) ?? SQLITE_NOTFOUND
        },
        xSectorSize: { file in io(file)?.xSectorSize?(real(file)) ?? 4096 },
        xDeviceCharacteristics: { file in io(file)?.xDeviceCharacteristics?(real(file)) ?? 0 },
        xShmMap: { file, page, size, extend, out in
          io(file)?.xShmMap?(real(file), page, size, extend, out) ?? failed
        },
        xShmLock: { file, offset, count, flags in
          io(file)?.xShmLock?(real(file), offset, count, flags) ?? failed
        },
        xShmBarrier: { file in io(file)?.xShmBarrier?(real(file)) },
        xShmUnmap: { file, delete in io(file)?.xShmUnmap?(real(file), delete) ?? failed },
        xFetch: { file, offset, amount, out in
          io(file)?.xFetch?(real(file), offset, amount, out) ?? failed
        },
        xUnfetch: { file, offset, pointer in
          io(file)?.xUnfetch?(real(file), offset, pointer) ?? failed
        }))
    return methods
  }()
}
