import Foundation
import JamaalJSON
import JamaalStorage

/// A rule's config as fields (SPEC D-17): every key of the JSON object is a field of its own,
/// nested objects key by key, each slot by its id, and the exception ranges one set that only
/// grows. So a title edited on one device and an exception added on another both land, and so
/// do a slot's start changed on one and its window on the other.
///
/// A field's name is its path from the config's column, `config_data/slots/@drop/start`, each
/// segment escaped as JSON Pointer escapes (`~0` for `~`, `~1` for `/`). A node's own field holds
/// what it is — `{}` an object, `{"@ids": [...]}` the slots in order, `{"@set": [...]}` the
/// exception ranges — and a leaf's field its value. A config that is not a JSON object is one
/// field: its bytes as base64 text.
enum ConfigFields {
  /// The config column's name, the root of every config field.
  static let root = SyncColumns.config.name
  /// The marker of an object node.
  static let objectNode = JSONValue.object([:])
  /// The marker key of the slots node and of the exception-range set.
  static let idsKey = "@ids"
  static let setKey = "@set"

  /// Whether a field's name is a config key's (`config_data/…`).
  static func isConfigPath(_ name: String) -> Bool {
    let utf8 = name.utf8
    return utf8.count > rootLength && utf8.starts(with: rootPrefix)
  }

  private static let rootPrefix = Array((root + "/").utf8)
  private static let rootLength = root.utf8.count

  /// Every field of a config value, by name.
  static func fields(of config: JSONValue, into fields: inout [String: JSONValue]) {
    add(config, at: root, into: &fields)
  }

  private static func add(
    _ value: JSONValue, at path: String, into fields: inout [String: JSONValue]
  ) {
    switch value {
    case .object(let members):
      fields[path] = objectNode
      for (key, member) in members { add(member, at: path + "/" + escaped(key), into: &fields) }
    case .array(let items) where path == root + "/slots":
      guard let ids = slotIDs(items) else {
        fields[path] = Replica.normalized(value)
        return
      }
      fields[path] = .object([idsKey: .array(ids.map(JSONValue.string))])
      for (id, item) in zip(ids, items) { add(item, at: path + "/@" + escaped(id), into: &fields) }
    case .array(let items) where path == root + "/exceptions":
      fields[path] = set(items)
    default:
      fields[path] = Replica.normalized(value)
    }
  }

  /// The ids of a slot array whose every item is an object with a unique string `id`, else nil.
  private static func slotIDs(_ items: [JSONValue]) -> [String]? {
    var ids: [String] = []
    var seen = Set<String>()
    for item in items {
      guard let id = item.object?["id"]?.string, seen.insert(id).inserted else { return nil }
      ids.append(id)
    }
    return ids
  }

  /// A set node of `items`: each once, in the order of their bytes.
  static func set(_ items: [JSONValue]) -> JSONValue {
    var unique: [(bytes: [UInt8], item: JSONValue)] = []
    var seen = Set<[UInt8]>()
    for item in items {
      let normalized = deepNormalized(item)
      let bytes = [UInt8](RecordWriter.data(normalized))
      if seen.insert(bytes).inserted { unique.append((bytes, normalized)) }
    }
    unique.sort { $0.bytes.lexicographicallyPrecedes($1.bytes) }
    return .object([setKey: .array(unique.map(\.item))])
  }

  /// The items of a set node, or nil when `value` is not one.
  static func setItems(_ value: JSONValue?) -> [JSONValue]? {
    guard case .object(let members)? = value, members.count == 1 else { return nil }
    return members[setKey]?.array
  }

  /// The config a record's fields describe, or nil when they hold none.
  static func config(from values: [String: JSONValue]) -> JSONValue? {
    var children: [String: [String]] = [:]
    for path in values.keys where isConfigPath(path) {
      guard let slash = path.lastIndex(of: "/") else { continue }
      children[String(path[..<slash]), default: []].append(path)
    }
    return build(root, values, children)
  }

  private static func build(
    _ path: String, _ values: [String: JSONValue], _ children: [String: [String]]
  ) -> JSONValue? {
    guard let value = values[path] else { return nil }
    guard case .object(let marker) = value else { return value }
    let paths = children[path] ?? []
    if marker.isEmpty {
      var members: [String: JSONValue] = [:]
      for child in paths {
        let segment = child.dropFirst(path.count + 1)
        if let member = build(child, values, children) { members[unescaped(segment)] = member }
      }
      return .object(members)
    }
    if let ids = marker[idsKey]?.array?.compactMap(\.string), marker.count == 1 {
      var items: [JSONValue] = []
      var placed = Set<String>()
      for id in ids where placed.insert(id).inserted {
        if let item = build(path + "/@" + escaped(id), values, children) { items.append(item) }
      }
      let others = paths.filter { $0.dropFirst(path.count + 1).first == "@" }.sorted()
      for child in others where !placed.contains(unescaped(child.dropFirst(path.count + 2))) {
        if let item = build(child, values, children) { items.append(item) }
      }
      return .array(items)
    }
    if let items = setItems(value) { return .array(items) }
    return value
  }

  /// A value with every whole number an integer, all the way down (so equal configs compare
  /// equal whichever writer wrote them).
  static func deepNormalized(_ value: JSONValue) -> JSONValue {
    switch value {
    case .array(let items): .array(items.map(deepNormalized))
    case .object(let members): .object(members.mapValues(deepNormalized))
    default: Replica.normalized(value)
    }
  }

  static func escaped(_ segment: String) -> String {
    guard segment.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") })
    else { return segment }
    return segment.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(
      of: "/", with: "~1")
  }

  static func unescaped(_ segment: Substring) -> String {
    guard segment.contains("~") else { return String(segment) }
    return segment.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(
      of: "~0", with: "~")
  }
}
