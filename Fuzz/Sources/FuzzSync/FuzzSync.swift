import Foundation
import FuzzSupport
import JamaalJSON
import JamaalModel
import JamaalStorage
import JamaalSync
import JamaalTestSupport

/// libFuzzer target: the sync record decoder, and what a store does with records another device
/// (or another program) put in the cloud (SPEC D-16, D-18).
///
/// The input is one record, an array of records, or a batch file as `FolderCloud` writes it
/// (`{"format":"jamaal-sync-batch","records":[…]}`). Checks: every record read is written and
/// read back unchanged, to the same bytes. A store that already holds a person's decisions then
/// receives the items one round each, through a cloud: no round throws; no decision a person made
/// is removed or changed except by a later person's decision; a record set aside or held changes
/// no row; an applied record changes no row but its own and its natural-key twins'; what the store
/// then holds exports to a document that imports; a further round changes no row.
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
  for record in items.compactMap(SyncRecord.decoding) {
    let bytes = record.data
    let again = SyncRecord.decoding(bytes)
    invariant(again == record, "written and read back: \(record) → \(String(describing: again))")
    invariant(again?.data == bytes, "written twice, two texts: \(record)")
  }
  guard !items.isEmpty else { return 0 }
  apply(items.prefix(16).map { $0.jsonData() })
  return 0
}

private let clock = FixedClock(now: FuzzSources.now, timeZone: FuzzSources.zone)

/// Sends each item from another program and syncs a store that holds decisions.
private func apply(_ items: [Data]) {
  let cloud = InMemoryCloud()
  guard let store = try? Store.inMemory(clock: clock) else { fatalError("no store in memory") }
  let decided = Decisions.seed(store)
  let engine = SyncEngine(
    store: store, cloud: cloud, device: "fuzz", clock: clock,
    retry: RetryPolicy(attempts: 1, firstDelay: 0))
  invariant((try? blocking { try await engine.sync() }) != nil, "the first round failed")
  for item in items {
    let before = Rows(store)
    let setAsideBefore = (try? store.setAsideSummary().count) ?? 0
    let heldBefore = (try? store.heldCount()) ?? 0
    cloud.inject(item)
    let report: SyncReport
    do {
      report = try blocking { try await engine.sync() }
    } catch {
      invariant(false, "a round stopped: \(error)")
      return
    }
    let after = Rows(store)
    decided.check(store)
    let refused = report.setAsideInAll > setAsideBefore || report.held > heldBefore
    if refused || SyncRecord.decoding(item) == nil {
      invariant(after == before, "a refused record changed rows: \(before.diff(after))")
    } else if let record = SyncRecord.decoding(item) {
      let allowed = Set([record.id] + before.twins(of: record))
      invariant(
        before.diff(after).allSatisfy(allowed.contains),
        "a record changed another row: \(before.diff(after)) for \(record.id)")
    }
  }
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
  let settled = Rows(store)
  _ = try? blocking { try await engine.sync() }
  invariant(Rows(store) == settled, "a further round changed rows")
}
