import Foundation
import FuzzSupport
import JamaalModel
import JamaalStorage

/// libFuzzer target: the export/import document, through the path `jamaal import` takes
/// (check, then write into an empty store, all or nothing), into stores held in memory.
///
/// Checks: a refused import leaves the store empty; an accepted one exports a document that is
/// accepted again with as many rows, and export → import → export is byte-identical.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImport(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = FuzzInput(data, size)
  guard let checked = try? Store.check(importing: input.bytes) else { return 0 }
  let store = emptyStore()
  do {
    try store.import(checked)
  } catch {
    invariant(error is StoreImportError, "an import failed with \(error)")
    invariant(exported(store) == emptyExport, "a refused import left rows behind")
    return 0
  }
  let first = exported(store)
  guard let again = try? Store.check(importing: [UInt8](first)) else {
    invariant(false, "an export is refused on import: \(String(decoding: first, as: UTF8.self))")
    return 0
  }
  invariant(
    again.rowCount == checked.rowCount,
    "\(checked.rowCount) rows imported, \(again.rowCount) exported")
  let copy = emptyStore()
  do {
    try copy.import(again)
  } catch {
    invariant(false, "an export cannot be imported: \(error)")
  }
  let second = exported(copy)
  invariant(
    first == second,
    "export → import → export changed:\n\(String(decoding: first, as: UTF8.self))\n"
      + String(decoding: second, as: UTF8.self))
  return 0
}

private let clock = FixedClock(now: FuzzSources.now, timeZone: FuzzSources.zone)

/// A new empty store in memory.
private func emptyStore() -> Store {
  do {
    return try Store.inMemory(clock: clock)
  } catch {
    fatalError("cannot open a store in memory: \(error)")
  }
}

/// The store's export document.
private func exported(_ store: Store) -> Data {
  do {
    return try store.export()
  } catch {
    fatalError("cannot export: \(error)")
  }
}

/// What an empty store exports.
private let emptyExport = exported(emptyStore())
