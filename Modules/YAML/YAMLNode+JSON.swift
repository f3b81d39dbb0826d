import Foundation
import JamaalJSON

extension YAMLNode {
  /// The node as a JSON-compatible value, ready for `JSONSerialization`.
  ///
  /// Mappings become `[String: Any]`, sequences `[Any]`. Plain scalars are typed by the strict
  /// rules: `true`/`false` → `Bool`, decimal integers that fit → `Int`, finite decimals →
  /// `Double`, null → `NSNull`; every other scalar, and every quoted one, is a `String`.
  /// Dictionaries lose the document's key order; ``jsonText(pretty:)`` keeps it.
  public var jsonObject: Any {
    switch content {
    case .mapping(let pairs):
      var object: [String: Any] = [:]
      for pair in pairs { object[pair.key.scalar ?? ""] = pair.value.jsonObject }
      return object
    case .sequence(let items):
      return items.map(\.jsonObject)
    case .scalar(let text, let style):
      switch JSONScalar(text, style: style) {
      case .null: return NSNull()
      case .bool(let value): return value
      case .int(let value): return value
      case .double(let value): return value
      case .string(let value): return value
      }
    }
  }

  /// The node as JSON text with mapping keys in document order, typed as ``jsonObject`` is.
  ///
  /// - Parameter pretty: Whether to break lines and indent by two spaces (the default) or
  ///   write everything on one line.
  /// - Returns: The JSON text, without a trailing newline.
  public func jsonText(pretty: Bool = true) -> String {
    var output = ""
    writeJSON(to: &output, pretty: pretty, indent: 0)
    return output
  }

  /// Appends this node's JSON to `output`.
  private func writeJSON(to output: inout String, pretty: Bool, indent: Int) {
    let inner = pretty ? "\n" + String(repeating: "  ", count: indent + 1) : ""
    let outer = pretty ? "\n" + String(repeating: "  ", count: indent) : ""
    switch content {
    case .mapping(let pairs):
      guard !pairs.isEmpty else {
        output += "{}"
        return
      }
      output += "{"
      for (position, pair) in pairs.enumerated() {
        output += (position == 0 ? "" : ",") + inner
        Self.writeString(pair.key.scalar ?? "", to: &output)
        output += pretty ? ": " : ":"
        pair.value.writeJSON(to: &output, pretty: pretty, indent: indent + 1)
      }
      output += outer + "}"
    case .sequence(let items):
      guard !items.isEmpty else {
        output += "[]"
        return
      }
      output += "["
      for (position, item) in items.enumerated() {
        output += (position == 0 ? "" : ",") + inner
        item.writeJSON(to: &output, pretty: pretty, indent: indent + 1)
      }
      output += outer + "]"
    case .scalar(let text, let style):
      switch JSONScalar(text, style: style) {
      case .null: output += "null"
      case .bool(let value): output += value ? "true" : "false"
      case .int(let value): output += String(value)
      case .double(let value):
        var bytes: [UInt8] = []
        Self.writer.write(number: value, to: &bytes)
        output += String(decoding: bytes, as: UTF8.self)
      case .string(let value): Self.writeString(value, to: &output)
      }
    }
  }

  /// Appends `text` as a JSON string literal, through the one ``/JamaalJSON/JSONWriter``.
  private static func writeString(_ text: String, to output: inout String) {
    output += writer.literal(text)
  }

  /// The one JSON writer, in YAML's style.
  private static let writer = JSONWriter(.yaml)
}

/// A scalar's JSON value under the strict typing rules.
private enum JSONScalar {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)

  init(_ text: String, style: YAMLNode.ScalarStyle) {
    guard style == .plain else {
      self = .string(text)
      return
    }
    if ScalarTyping.isNull(text) {
      self = .null
    } else if let value = ScalarTyping.bool(text) {
      self = .bool(value)
    } else if ScalarTyping.isDecimalInteger(text), let value = Int(text) {
      self = .int(value)
    } else if ScalarTyping.isDecimalNumber(text), let value = Double(text), value.isFinite {
      self = .double(value)
    } else {
      self = .string(text)
    }
  }
}
