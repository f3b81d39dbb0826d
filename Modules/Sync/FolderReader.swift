import Foundation
import JamaalJSON

/// One fetch's walk over the outboxes of a folder cloud: every batch not in the read set, read
/// whole or not at all, until a page of records is full.
struct FolderReader {
  var set: ReadSet
  let own: String
  let pageSize: Int
  let now: Int64
  var records: [SyncRecord] = []
  var rejected: [RejectedItem] = []
  var isFull = false

  /// How long a batch file may stay unreadable (being copied) before it is set aside.
  static let unreadableGrace: Int64 = 86_400_000

  init(set: ReadSet, own: String, pageSize: Int, now: Int64) {
    self.set = set
    self.own = own
    self.pageSize = pageSize
    self.now = now
  }

  /// Reads the outbox's new batches; true once the page is full.
  mutating func read(_ outbox: FolderHandle, named name: String) -> Bool {
    var box = set.outboxes[name] ?? ReadSet.Outbox()
    defer { set.outboxes[name] = box }
    let numbers = outbox.names().compactMap(BatchFile.number).filter { !box.contains($0) }.sorted()
    for number in numbers {
      let file = BatchFile.name(number)
      let source = "devices/\(name)/\(file)"
      switch outbox.read(file, limit: OutgoingBatch.maximumBytes) {
      case .failure(.tooLarge):
        rejected.append(RejectedItem(source: source, reason: .oversizedBatch, bytes: nil))
        box.insert(number)
      case .failure(.unreadable):
        unreadable(number, source, &box)
      case .success(let bytes):
        // This store's own batches are never applied: known from the head, not parsed whole.
        if BatchFile.writer(bytes) == own {
          box.insert(number)
          continue
        }
        guard let contents = BatchFile.contents(bytes) else {
          unreadable(number, source, &box)
          continue
        }
        box.insert(number)
        if contents.items.count > OutgoingBatch.maximumRecords {
          rejected.append(RejectedItem(source: source, reason: .oversizedBatch, bytes: nil))
        } else if contents.store != own {
          take(contents.items, from: source)
        }
      }
      if records.count >= pageSize {
        isFull = true
        return true
      }
    }
    return false
  }

  private mutating func take(_ items: [ConfigValue], from source: String) {
    for (index, item) in items.enumerated() {
      if var record = SyncRecord.decoding(item) {
        // A version 2 record's own bytes: the replica keeps them rather than encode it again.
        if item["v"]?.int == 2 { record.received = item.jsonText }
        records.append(record)
      } else {
        // Kept as the JSON value's bytes (the same item always gives the same digest), or as
        // written when it holds a number no JSON value can.
        let bytes = (try? JSONValue(item)).map(RecordWriter.data) ?? item.jsonText
        rejected.append(
          RejectedItem(
            source: "\(source) record \(index + 1)", reason: .unreadableRecord, bytes: bytes))
      }
    }
  }

  /// A batch file that cannot be read yet: tried again next round, set aside once it stayed so
  /// for a day.
  private mutating func unreadable(_ number: Int, _ source: String, _ box: inout ReadSet.Outbox) {
    let since = box.unreadableSince[number] ?? now
    if now - since >= Self.unreadableGrace {
      rejected.append(RejectedItem(source: source, reason: .unreadableBatch, bytes: nil))
      box.insert(number)
    } else {
      box.unreadableSince[number] = since
    }
  }
}
