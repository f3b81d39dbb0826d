import Foundation
internal import JamaalJSON

/// One row an import read and checked: its table, its values in column order, its place, and
/// the first earlier row with a key of the same hash (the row the store refuses it for, if it
/// does).
typealias ImportRow = (
  table: ExportTable, values: [SQLValue], place: RowPlace, earlier: RowKeys.Earlier?
)

/// Reads an import file's rows on a thread of their own while the caller writes them: parsing
/// and checking a row costs about what SQLite's insert of it does, so on two cores an import
/// takes half the time. Rows are handed over in order, in batches of 1,000, at most four batches
/// ahead (memory stays bounded); a refusal by the reader arrives after every row before it, and
/// a refusal by the writer stops the reader.
final class ImportPipe: @unchecked Sendable {
  private static let batchSize = 1000
  private static let depth = 4

  private let condition = NSCondition()
  private var batches: [[ImportRow]] = []
  private var finished = false
  private var cancelled = false
  private var failure: (any Error)?

  /// Starts reading `reader`'s rows on a new thread.
  init(reading reader: ExportReader<FileSource>) {
    let box = UncheckedBox(reader)
    let thread = Thread { [self] in
      self.run(box)
    }
    thread.stackSize = 8 << 20  // a row's JSON may nest 256 deep
    thread.start()
  }

  /// The next batch of rows in order; nil once every row was handed over.
  /// - Throws: what the reader refused, after every row before it.
  func next() throws -> [ImportRow]? {
    condition.lock()
    defer { condition.unlock() }
    while batches.isEmpty && !finished { condition.wait() }
    if !batches.isEmpty {
      condition.broadcast()
      return batches.removeFirst()
    }
    if let failure { throw failure }
    return nil
  }

  /// Stops the reader (the writer refused a row) and waits until its thread is done with the
  /// file.
  func stop() {
    condition.lock()
    defer { condition.unlock() }
    cancelled = true
    condition.broadcast()
    while !finished { condition.wait() }
  }

  private func run(_ box: UncheckedBox<ExportReader<FileSource>>) {
    var batch: [ImportRow] = []
    batch.reserveCapacity(Self.batchSize)
    var outcome: (any Error)?
    var keys = RowKeys()
    do {
      try box.value.forEachRow { table, values, place in
        batch.append((table, values, place, keys.remember(values, of: table, place: place)))
        if batch.count == Self.batchSize {
          try hand(batch)
          batch.removeAll(keepingCapacity: true)
        }
      }
      if !batch.isEmpty { try hand(batch) }
    } catch is Stopped {
    } catch {
      outcome = error
    }
    condition.lock()
    failure = outcome
    finished = true
    condition.broadcast()
    condition.unlock()
  }

  /// Hands a batch over, waiting while the writer is `depth` batches behind.
  private func hand(_ batch: [ImportRow]) throws {
    condition.lock()
    defer { condition.unlock() }
    while batches.count >= Self.depth && !cancelled { condition.wait() }
    guard !cancelled else { throw Stopped() }
    batches.append(batch)
    condition.broadcast()
  }

  /// The writer stopped the reader.
  private struct Stopped: Error {}
}

/// A value moved to another thread once and used only there.
private final class UncheckedBox<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}
