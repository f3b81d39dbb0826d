import Foundation
import JamaalJSON

/// Which batch files a device has read (D-19: a set, not a position), per outbox, kept as the
/// folder cloud's change token: the numbers read as ranges ("1-57,59"), and for each batch file
/// found unreadable when it was first seen so (set aside once it stayed so for a day). The
/// earlier token — a cursor, the last number read per outbox — reads as the range up to it.
struct ReadSet: Equatable {
  struct Outbox: Equatable {
    var read: [ClosedRange<Int>] = []
    var unreadableSince: [Int: Int64] = [:]

    func contains(_ number: Int) -> Bool {
      var low = 0
      var high = read.count - 1
      while low <= high {
        let middle = (low + high) / 2
        if read[middle].upperBound < number {
          low = middle + 1
        } else if read[middle].lowerBound > number {
          high = middle - 1
        } else {
          return true
        }
      }
      return false
    }

    mutating func insert(_ number: Int) {
      unreadableSince[number] = nil
      guard !contains(number) else { return }
      var ranges = read + [number...number]
      ranges.sort { $0.lowerBound < $1.lowerBound }
      var merged: [ClosedRange<Int>] = []
      for range in ranges {
        if let last = merged.last, range.lowerBound <= last.upperBound + 1 {
          merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
        } else {
          merged.append(range)
        }
      }
      read = merged
    }
  }

  var outboxes: [String: Outbox] = [:]

  init() {}

  init(_ token: ChangeToken?) {
    guard let token, let object = try? JSONValue(parsing: Data(token.text.utf8)).object else {
      return
    }
    if object["v"] == .integer(2), let boxes = object["o"]?.object {
      for (name, value) in boxes {
        guard let box = value.object else { continue }
        var outbox = Outbox()
        outbox.read = Self.ranges(box["r"]?.string ?? "")
        for (number, since) in box["u"]?.object ?? [:] {
          if let number = Int(number), let since = since.int {
            outbox.unreadableSince[number] = Int64(since)
          }
        }
        outboxes[name] = outbox
      }
      return
    }
    for (name, value) in object {
      if let last = value.int, last >= 1 { outboxes[name] = Outbox(read: [1...last]) }
    }
  }

  var token: ChangeToken {
    var boxes: [String: JSONValue] = [:]
    for (name, outbox) in outboxes {
      var box: [String: JSONValue] = [
        "r": .string(
          outbox.read.map {
            $0.lowerBound == $0.upperBound
              ? "\($0.lowerBound)" : "\($0.lowerBound)-\($0.upperBound)"
          }.joined(separator: ","))
      ]
      if !outbox.unreadableSince.isEmpty {
        box["u"] = .object(
          Dictionary(
            uniqueKeysWithValues: outbox.unreadableSince.map {
              (String($0.key), .integer(Int($0.value)))
            }
          ))
      }
      boxes[name] = .object(box)
    }
    let json = JSONValue.object(["v": .integer(2), "o": .object(boxes)])
    return ChangeToken(String(decoding: RecordWriter.data(json), as: UTF8.self))
  }

  private static func ranges(_ text: String) -> [ClosedRange<Int>] {
    var ranges: [ClosedRange<Int>] = []
    for part in text.split(separator: ",") {
      let bounds = part.split(separator: "-", maxSplits: 1).compactMap { Int($0) }
      if bounds.count == 1, bounds[0] >= 1 { ranges.append(bounds[0]...bounds[0]) }
      if bounds.count == 2, bounds[0] >= 1, bounds[0] <= bounds[1] {
        ranges.append(bounds[0]...bounds[1])
      }
    }
    var outbox = Outbox()
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = outbox.read.last, range.lowerBound <= last.upperBound + 1 {
        outbox.read[outbox.read.count - 1] =
          last.lowerBound...max(last.upperBound, range.upperBound)
      } else {
        outbox.read.append(range)
      }
    }
    return outbox.read
  }
}
