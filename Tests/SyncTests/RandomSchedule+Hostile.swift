import Foundation
import JamaalJSON
import JamaalModel
import JamaalStorage
import JamaalSync

/// Hostile input in an R5 schedule: crafted records put in the cloud, and — for a folder — what
/// other programs leave in it.
extension RandomSchedule {
  func hostile() throws {
    if let folder, random.roll(0.5) { return damage(folder) }
    guard let records = try crafted() else { return }
    ledger.hostile += records
    if let memory {
      for entry in records {
        if let record = entry.record, entry.forbiddenIDs.contains(record.id), random.roll(0.4) {
          // Played as a device saving it (a new record id: no conflict), with no fault on the way.
          let faults = memory.faults
          memory.faults = CloudFaults()
          _ = try memory.save(
            [OutgoingRecord(record: record, tag: nil)], device: HostileRecords.device)
          memory.faults = faults
        } else {
          memory.inject(entry.bytes)
        }
      }
    } else if let folder {
      let outbox = "devices/\(HostileRecords.device)"
      let number = (folder.batches(of: HostileRecords.device, planted: true).last ?? 0) + 1
      folder.plant(
        R5Folder.batch(
          records.map(\.batchItem), store: "mallory-store", device: HostileRecords.device),
        at: "\(outbox)/\(R5Folder.batchName(number))")
    }
  }

  /// A few records of the catalogue, aimed at a decided Anchor one device holds (nil while no
  /// Anchor is decided anywhere).
  private func crafted() throws -> [HostileRecord]? {
    for device in devices.shuffled(using: &random) {
      let decided = try device.allAnchors().filter {
        [.attended, .skipped, .delegated].contains($0.attendanceStatus)
      }
      guard !decided.isEmpty, let rule = try device.store.syncRow(.rule, id: pick(rules)),
        let target = try device.store.syncRow(.anchor, id: pick(decided).id)
      else { continue }
      let all = HostileRecords.catalogue(decided: target, rule: rule, now: world) {
        UUID(randomFrom: &random)
      }
      let count = Int.random(in: 1...3, using: &random)
      return Array(all.shuffled(using: &random).prefix(count))
    }
    return nil
  }

  /// What is in a shared folder before any device syncs, in every folder schedule: symlinks out
  /// (an outbox, the account file, a batch name each device will reach), junk at a batch name
  /// (number 50, which a device may reach too), a folder at one, a stray file.
  func plantFromTheStart(_ folder: R5Folder) {
    folder.plantLink(at: "devices/linked", to: "box")
    folder.plantLink(at: "account", to: "account")
    for device in devices {
      let number = Int.random(in: 2...6, using: &random)
      folder.plantLink(
        at: "devices/\(device.name)/\(R5Folder.batchName(number))", to: "victim.json")
    }
    folder.plant(Data("junk".utf8), at: "devices/\(pick(devices).name)/\(R5Folder.batchName(50))")
    folder.plantFolder(
      at:
        "devices/\(pick(devices).name)/\(R5Folder.batchName(Int.random(in: 3...9, using: &random)))"
    )
    folder.plant(Data("stray".utf8), at: "devices/README.md")
  }

  /// What a file-sync tool or another program does to the folder.
  private func damage(_ folder: R5Folder) {
    let device = pick(devices).name
    let outbox = "devices/\(device)"
    let numbers = folder.batches(of: device)
    let last = folder.batches(of: device, planted: true).last ?? 0
    let some = numbers.isEmpty ? nil : pick(numbers)
    let kind = Int.random(in: 0..<9, using: &random)
    note("damage \(kind) in \(outbox) (batches \(numbers), picked \(String(describing: some)))")
    switch kind {
    case 0:
      let strays = [
        "notes.txt", ".DS_Store", "devices/README.md", "\(outbox)/desktop.ini",
        "\(outbox)/b-1.json", "\(outbox)/b-000000000001.json.bak",
        "devices/-bad/b-000000000001.json",
      ]
      folder.plant(Data("stray \(next())".utf8), at: pick(strays))
    case 1:
      // Junk at a batch's name, ahead of the device's counter (or at number 50).
      let number = random.roll(0.3) ? 50 : last + Int.random(in: 1...3, using: &random)
      folder.plant(Data("junk".utf8), at: "\(outbox)/\(R5Folder.batchName(number))")
    case 2:
      folder.plantFolder(
        at: "\(outbox)/\(R5Folder.batchName(last + Int.random(in: 1...3, using: &random)))")
    case 3:
      if let some { folder.truncate("\(outbox)/\(R5Folder.batchName(some))") }
    case 4:
      if let some { folder.delete("\(outbox)/\(R5Folder.batchName(some))") }
    case 5:
      guard let some, let bytes = folder.contents("\(outbox)/\(R5Folder.batchName(some))") else {
        return
      }
      let stem = String(R5Folder.batchName(some).dropLast(5))
      let copies = [
        "\(stem).sync-conflict-20261201-101010-ABCDEFG.json", "\(stem) (1).json",
        "\(stem).json.orig", "\(stem) (conflicted copy 2026-12-01).json",
      ]
      folder.plant(bytes, at: "\(outbox)/\(pick(copies))")
    case 6:
      let name = R5Folder.batchName(last + 1)
      let temporaries = [
        ".syncthing.\(name).tmp", "~\(name).partial", ".\(name).unison.tmp", ".tmp-1-\(name)",
      ]
      let bytes =
        some.flatMap { folder.contents("\(outbox)/\(R5Folder.batchName($0))") } ?? Data("{".utf8)
      folder.plant(bytes.prefix(max(1, bytes.count / 2)), at: "\(outbox)/\(pick(temporaries))")
    case 7:
      // A symlink at a batch name the device has not reached, pointing outside.
      folder.plantLink(
        at: "\(outbox)/\(R5Folder.batchName(last + Int.random(in: 1...3, using: &random)))",
        to: "victim.json")
    default:
      // An outbox that is a symlink to a folder outside, and the account file one.
      folder.plantLink(at: "devices/linked", to: "box")
      folder.plantLink(at: "account", to: "account")
    }
  }
}
