import Foundation
import FuzzSupport
import JSON
import Model
import Storage
import Sync

/// libFuzzer target: the sync record decoder, and what a store does with the records it reads.
///
/// The input is one record, an array of records, or a batch file as `FolderCloud` writes it
/// (`{"format":"jamaal-sync-batch","records":[…]}`). Checks: every record read is written and
/// read back unchanged, to the same bytes; sent by another device through a cloud, the records
/// are applied by a sync round into a store held in memory without a crash; what the store then
/// holds exports to a document that imports; a second round changes no row.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSync(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = FuzzInput(data, size)
  guard let json = try? JSONValue(parsing: input.data) else { return 0 }
  let items: [JSONValue]
  if let records = json.object?["records"]?.array {
    items = records
  } else if let array = json.array {
    items = array
  } else {
    items = [json]
  }
  let records = items.compactMap(SyncRecord.decoding)
  for record in records {
    let bytes = record.data
    let again = SyncRecord.decoding(bytes)
    invariant(again == record, "written and read back: \(record) → \(String(describing: again))")
    invariant(again?.data == bytes, "written twice, two texts: \(record)")
  }
  guard !records.isEmpty else { return 0 }
  apply(records)
  return 0
}

private let clock = FixedClock(now: FuzzSources.now, timeZone: FuzzSources.zone)

/// Sends `records` from another device and syncs a store in memory that takes them.
private func apply(_ records: [SyncRecord]) {
  let cloud = InMemoryCloud()
  _ = try? cloud.save(records.map { OutgoingRecord(record: $0, tag: nil) }, device: "other")
  guard let store = try? Store.inMemory(clock: clock) else { fatalError("no store in memory") }
  let engine = SyncEngine(
    store: store, cloud: cloud, device: "fuzz", clock: clock, sleeper: NoSleeper(),
    retry: RetryPolicy(attempts: 1, firstDelay: 0))
  guard (try? engine.sync()) != nil else { return }
  _ = try? store.rules()
  let first: Data
  do {
    first = try store.export()
  } catch {
    invariant(false, "a synced store cannot export: \(error)")
    return
  }
  do {
    _ = try Store.check(importing: [UInt8](first))
  } catch {
    invariant(
      false,
      "a synced store exports what import refuses: \(error)\n"
        + String(decoding: first, as: UTF8.self))
  }
  _ = try? engine.sync()
  let second = try? store.export()
  invariant(second.map(tables) == tables(first), "a second sync round changed rows")
}

/// The synced tables of an export (not the change log or this device's preferences).
private func tables(_ export: Data) -> JSONValue? {
  guard var tables = (try? JSONValue(parsing: export))?.object?["tables"]?.object else {
    return nil
  }
  tables["change_log"] = nil
  tables["local_preferences"] = nil
  return .object(tables)
}

/// A sleeper that does not wait.
private struct NoSleeper: Sleeper {
  func sleep(seconds: Double) {}
}
