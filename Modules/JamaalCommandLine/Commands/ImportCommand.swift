import Foundation
import JamaalCore
import JamaalPresentation
import JamaalStorage

/// `jamaal import FILE`: an export into an empty store, all or nothing; a row an older version
/// wrote over one of SPEC §7's limits is kept and named.
extension StoreCommands {
  /// `jamaal import FILE`.
  static let importCommand = CommandSpec(
    "import", "FILE", "Imports an export into an empty store.", positionals: 1...1,
    run: importFile
  ).completing(.file)

  static func importFile(_ invocation: Invocation<NoOption>) throws {
    let session = try Session(invocation)
    let path = invocation.positionals[0]
    guard !path.isEmpty else { throw CLIError.usage("jamaal import: give the export file's path") }
    var notes = ImportLimitNotes()
    do {
      // The file and its header are checked before the store is opened (or created); the rows
      // are checked as they are written, in one transaction, so a refusal writes nothing.
      let file = try Jamaal.openImport(atPath: path)
      var status = stat()
      let storeExisted = lstat(session.storeURL.path, &status) == 0
      do {
        notes = try importRows(of: file, into: session)
      } catch let error as JamaalError where error.kind == .importRefused && !storeExisted {
        removeCreatedStore(at: session.storeURL.path)
        throw error
      }
    } catch let error as JamaalError where error.kind == .importRefused {
      throw CLIError.refused("import: \(path): \(error.message)")
    }
    session.output.line("Imported \(path) into \(session.storeURL.path).")
    for finding in notes.named { session.output.line(ImportStrings.keptOverLimit(finding)) }
    if notes.more > 0 { session.output.line(ImportStrings.moreOverLimit(notes.more)) }
  }

  /// Streams the file's rows into the session's store, showing progress; the store is closed
  /// when this returns.
  /// - Returns: the rows kept although over one of SPEC §7's limits.
  private static func importRows(of file: ImportFile, into session: Session) throws
    -> ImportLimitNotes
  {
    let progress = ProgressLine(output: session.output)
    defer { progress.finish() }
    return try session.open().data.importFile(file) { rows, read, total in
      progress.show(ProgressStrings.importing(rows: rows, bytesRead: read, of: total))
    }
  }

  /// Removes the (empty) store a refused import made, so a refused import leaves no store behind.
  private static func removeCreatedStore(at path: String) {
    for suffix in ["", "-wal", "-shm", "-journal", ".checked"] { unlink(path + suffix) }
  }
}
