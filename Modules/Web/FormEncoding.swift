/// `application/x-www-form-urlencoded`, the body of a form without script.
enum FormEncoding {
  /// The fields of `body`; malformed escapes are kept as written, bytes that are not UTF-8
  /// become U+FFFD.
  static func fields(of body: [UInt8]) -> [String: String] {
    var fields: [String: String] = [:]
    for pair in body.split(separator: UInt8(ascii: "&")) {
      let parts = pair.split(
        separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
      let name = decode(parts[0])
      guard !name.isEmpty, fields[name] == nil else { continue }
      fields[name] = parts.count == 2 ? decode(parts[1]) : ""
    }
    return fields
  }

  /// One name or value: `+` is a space, `%XX` a byte.
  static func decode(_ bytes: some Collection<UInt8>) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index != bytes.endIndex {
      let byte = bytes[index]
      if byte == UInt8(ascii: "+") {
        out.append(UInt8(ascii: " "))
      } else if byte == UInt8(ascii: "%"),
        let high = bytes.index(index, offsetBy: 1, limitedBy: bytes.endIndex),
        high != bytes.endIndex,
        let low = bytes.index(high, offsetBy: 1, limitedBy: bytes.endIndex), low != bytes.endIndex,
        let value = hex(bytes[high]).flatMap({ h in hex(bytes[low]).map { h << 4 | $0 } })
      {
        out.append(value)
        index = low
      } else {
        out.append(byte)
      }
      index = bytes.index(after: index)
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// `text` safe as one path part: every byte but letters, digits and `-._~` as `%XX`.
  static func percentEncoded(_ text: String) -> String {
    var out = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let digits = Array("0123456789ABCDEF")
        out += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)])
      }
    }
    return out
  }

  private static func hex(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
