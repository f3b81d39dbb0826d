public import Foundation
public import JamaalStorage

extension Jamaal.DataTransfer {
  /// Every row of the store as one readable, versioned JSON document (README "Export format"),
  /// held in memory; ``export(to:)`` writes it a part at a time.
  /// - Throws: `StoreError`.
  public func export() throws -> Data { try store.export() }

  /// Writes every row of the store as one readable, versioned JSON document, about a megabyte
  /// at a time, so memory stays bounded whatever the store holds.
  /// - Parameter write: called with each part, in order.
  /// - Throws: `StoreError`; what `write` throws.
  public func export(to write: ([UInt8]) throws -> Void) throws {
    try store.export(to: write)
  }

  /// Checks and restores an import file into this (empty) store, read a window at a time, all
  /// or nothing.
  /// - Parameters:
  ///   - file: the file ``openImport(atPath:)`` opened.
  ///   - progress: told `(rows written, bytes read, bytes in all)` every 1,000 rows and at the
  ///     end.
  /// - Returns: the rows kept although over one of SPEC §7's limits, named (kept, shown cut,
  ///   editable).
  /// - Throws: ``JamaalError`` of kind `importRefused` naming the table, row and column;
  ///   `StoreError`.
  @discardableResult
  public func importFile(
    _ file: ImportFile,
    progress: ((_ rows: Int, _ bytesRead: Int, _ totalBytes: Int) -> Void)? = nil
  ) throws -> ImportLimitNotes {
    do {
      return try store.import(file, progress: progress)
    } catch let error as StoreImportError {
      throw JamaalError(.importRefused, error.message)
    }
  }

  /// Restores a checked export into this (empty) store, all or nothing.
  /// - Parameters:
  ///   - checked: a document `Store.check(importing:)` accepted.
  ///   - progress: told `(rows written, rows in all)` every 1,000 rows and at the end.
  /// - Throws: ``JamaalError`` of kind `importRefused` naming what is wrong; `StoreError`.
  public func importDocument(
    _ checked: CheckedExport, progress: ((_ done: Int, _ total: Int) -> Void)? = nil
  ) throws {
    do {
      try store.import(checked, progress: progress)
    } catch let error as StoreImportError {
      throw JamaalError(.importRefused, error.message)
    }
  }

  /// Checks and restores an export held in memory, all or nothing.
  /// - Throws: ``JamaalError`` of kind `importRefused` naming what is wrong; `StoreError`.
  public func importDocument(_ data: Data) throws {
    do {
      try store.import(data)
    } catch let error as StoreImportError {
      throw JamaalError(.importRefused, error.message)
    }
  }
}

extension Jamaal {
  /// Opens an import file before any store is opened: a regular file (of any size) that starts
  /// as an export of this version or an older one.
  /// - Parameter path: the file.
  /// - Returns: the file, for ``Jamaal/DataTransfer/importFile(_:progress:)``.
  /// - Throws: ``JamaalError`` of kind `importRefused` saying why.
  public static func openImport(atPath path: String) throws -> ImportFile {
    do {
      return try ImportFile(atPath: path)
    } catch let error as StoreImportError {
      throw JamaalError(.importRefused, error.message)
    }
  }
}
