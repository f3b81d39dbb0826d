/// Every folded name and alternate name, sorted bytewise, so that the keys starting with a given
/// prefix form one contiguous range found by binary search.
struct SearchKeys: Sendable {
  /// One key: where its bytes are, and the rank of the place it names.
  struct Key: Sendable {
    /// The first eight bytes, big-endian and zero-padded: orders most keys without touching
    /// `bytes`.
    var head: UInt64
    var start: UInt32
    var length: UInt32
    var rank: UInt32
  }

  private var bytes: [UInt8] = []
  private var keys: [Key] = []

  /// Adds the folded key of `text` (raw UTF-8) for the place at `rank`; keys are sorted later by
  /// ``sort()``.
  mutating func add(_ text: UnsafeBufferPointer<UInt8>, rank: Int) {
    let start = bytes.count
    if !Folding.appendASCII(text, to: &bytes) {
      bytes.removeSubrange(start...)
      bytes.append(contentsOf: Folding.key(String(decoding: text, as: UTF8.self)))
    }
    let length = bytes.count - start
    guard length > 0 else { return }
    var head: UInt64 = 0
    for index in start..<start + 8 {
      head = head << 8 | UInt64(index < bytes.count ? bytes[index] : 0)
    }
    keys.append(Key(head: head, start: UInt32(start), length: UInt32(length), rank: UInt32(rank)))
  }

  /// Changes every key's rank through `ranks` (old rank → new rank).
  mutating func renumber(_ ranks: [Int]) {
    for index in keys.indices { keys[index].rank = UInt32(ranks[Int(keys[index].rank)]) }
  }

  /// Sorts the keys bytewise; call once after the last ``add(_:rank:)``.
  mutating func sort() {
    bytes.withUnsafeBufferPointer { buffer in
      keys.sort { left, right in
        if left.head != right.head { return left.head < right.head }
        return Self.compare(buffer, left, buffer, right.start, right.length) < 0
      }
    }
  }

  /// The ranks of places with a key starting with `prefix` (`exact`: equal to it), unordered,
  /// possibly repeated.
  func ranks(matching prefix: [UInt8], exact: Bool = false) -> [Int] {
    var result: [Int] = []
    bytes.withUnsafeBufferPointer { buffer in
      prefix.withUnsafeBufferPointer { query in
        let length = UInt32(query.count)
        var low = 0
        var high = keys.count
        while low < high {
          let middle = (low + high) / 2
          if Self.compare(buffer, keys[middle], query, 0, length) < 0 {
            low = middle + 1
          } else {
            high = middle
          }
        }
        var index = low
        while index < keys.count, Self.hasPrefix(buffer, keys[index], query) {
          if !exact || keys[index].length == length { result.append(Int(keys[index].rank)) }
          index += 1
        }
      }
    }
    return result
  }

  /// The shortest key of the place at `rank` that starts with `prefix` (`exact`: equals it), as
  /// text; nil when none does.
  func key(ofRank rank: Int, matching prefix: [UInt8], exact: Bool = false) -> String? {
    var found: String?
    bytes.withUnsafeBufferPointer { buffer in
      prefix.withUnsafeBufferPointer { query in
        var low = 0
        var high = keys.count
        while low < high {
          let middle = (low + high) / 2
          if Self.compare(buffer, keys[middle], query, 0, UInt32(query.count)) < 0 {
            low = middle + 1
          } else {
            high = middle
          }
        }
        var index = low
        var shortest = UInt32.max
        while index < keys.count, Self.hasPrefix(buffer, keys[index], query) {
          let key = keys[index]
          if Int(key.rank) == rank, key.length < shortest,
            !exact || key.length == UInt32(query.count)
          {
            shortest = key.length
            let start = Int(key.start)
            found = String(
              decoding: UnsafeBufferPointer(rebasing: buffer[start..<start + Int(key.length)]),
              as: UTF8.self)
          }
          index += 1
        }
      }
    }
    return found
  }

  /// Calls `body` with each key's bytes and the rank of its place, in sorted order.
  func forEachKey(_ body: (UnsafeBufferPointer<UInt8>, Int) -> Void) {
    bytes.withUnsafeBufferPointer { buffer in
      for key in keys {
        let start = Int(key.start)
        body(UnsafeBufferPointer(rebasing: buffer[start..<start + Int(key.length)]), Int(key.rank))
      }
    }
  }

  /// Compares a key with bytes `start..<start+length` of `other`, bytewise (shorter first on a tie).
  private static func compare(
    _ buffer: UnsafeBufferPointer<UInt8>, _ key: Key,
    _ other: UnsafeBufferPointer<UInt8>, _ start: UInt32, _ length: UInt32
  ) -> Int {
    let count = Int(min(key.length, length))
    let left = Int(key.start)
    let right = Int(start)
    for offset in 0..<count where buffer[left + offset] != other[right + offset] {
      return buffer[left + offset] < other[right + offset] ? -1 : 1
    }
    return Int(key.length) - Int(length)
  }

  private static func hasPrefix(
    _ buffer: UnsafeBufferPointer<UInt8>, _ key: Key, _ prefix: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard Int(key.length) >= prefix.count else { return false }
    let start = Int(key.start)
    for offset in 0..<prefix.count where buffer[start + offset] != prefix[offset] {
      return false
    }
    return true
  }
}
