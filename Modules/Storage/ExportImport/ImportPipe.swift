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
/// a refusal by the writer stops the reader. Batches written are handed back and let go on the
/// reader's thread, which allocated them (freeing them was a seventh of the writer's time).
final class ImportPipe: @unchecked Sendable {
  private static let batchSize = 1000
  private static let depth = 4

  private let condition = NSCondition()
  private var batches: [[ImportRow]] = []
  private var finished = false
  private var cancelled = false
  private var failure: (any Error)?
  private var spent: [[ImportRow]] = []
  private var usable = true

  /// Whether every Anchor row read was clear of the checks `validateRows` makes on the table
  /// (`Store.isUsableAnchor`); meaningful once ``next()`` returned nil.
  var anchorsUsable: Bool {
    condition.lock()
    defer { condition.unlock() }
    return usable
  }

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

  /// Hands a batch the writer is done with back, to be let go on the reader's thread; `batch`
  /// is left empty.
  func recycle(_ batch: inout [ImportRow]) {
    var done: [ImportRow] = []
    swap(&done, &batch)
    condition.lock()
    defer { condition.unlock() }
    if !finished { spent.append(done) }
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
    var anchorsUsable = true
    do {
      try box.value.forEachRow { table, values, place in
        if anchorsUsable, table.name == "anchors", !Store.isUsableAnchor(values) {
          anchorsUsable = false
        }
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
    usable = anchorsUsable
    finished = true
    let done = spent
    spent = []
    condition.broadcast()
    condition.unlock()
    _ = consume done  // let go here, outside the lock
  }

  /// Hands a batch over, waiting while the writer is `depth` batches behind; then lets go of
  /// the batches the writer handed back.
  private func hand(_ batch: [ImportRow]) throws {
    var done: [[ImportRow]] = []
    do {
      condition.lock()
      defer { condition.unlock() }
      while batches.count >= Self.depth && !cancelled { condition.wait() }
      guard !cancelled else { throw Stopped() }
      batches.append(batch)
      swap(&done, &spent)
      condition.broadcast()
    }
    done.removeAll()  // outside the lock
  }

  /// The writer stopped the reader.
  private struct Stopped: Error {}
}

/// A value moved to another thread once and used only there.
private final class UncheckedBox<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}
