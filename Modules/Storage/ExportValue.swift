import Foundation

/// One cell of an export: JSON null, number, string, or `{"base64": …}` for bytes.
///
/// A REAL that happens to be whole (`2.0`) is written `2` and read back as an integer; bound to a
/// REAL column SQLite stores it as `2.0` again, so export → import → export stays byte-identical.
enum ExportValue: Codable, Hashable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  case blob(Data)

  private enum BlobKey: String, CodingKey { case base64 }

  init(_ value: SQLValue) {
    switch value {
    case .null: self = .null
    case .integer(let number): self = .integer(number)
    case .real(let number): self = .real(number)
    case .text(let text): self = .text(text)
    case .blob(let data): self = .blob(data)
    }
  }

  var sqlValue: SQLValue {
    switch self {
    case .null: .null
    case .integer(let number): .integer(number)
    case .real(let number): .real(number)
    case .text(let text): .text(text)
    case .blob(let data): .blob(data)
    }
  }

  init(from decoder: any Decoder) throws {
    if let keyed = try? decoder.container(keyedBy: BlobKey.self) {
      let text = try keyed.decode(String.self, forKey: .base64)
      guard let data = Data(base64Encoded: text) else {
        throw DecodingError.dataCorruptedError(
          forKey: .base64, in: keyed, debugDescription: "not base64")
      }
      self = .blob(data)
      return
    }
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let number = try? container.decode(Int64.self) {
      self = .integer(number)
    } else if let number = try? container.decode(Double.self) {
      self = .real(number)
    } else {
      self = .text(try container.decode(String.self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    if case .blob(let data) = self {
      var keyed = encoder.container(keyedBy: BlobKey.self)
      try keyed.encode(data.base64EncodedString(), forKey: .base64)
      return
    }
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .integer(let number): try container.encode(number)
    case .real(let number): try container.encode(number)
    case .text(let text): try container.encode(text)
    case .blob: break
    }
  }
}
