extension JSONValue {
  /// The members, when the value is an object.
  public var object: [String: JSONValue]? {
    guard case .object(let members) = self else { return nil }
    return members
  }

  /// The items, when the value is an array.
  public var array: [JSONValue]? {
    guard case .array(let items) = self else { return nil }
    return items
  }

  /// The items' members, when the value is an array of objects only.
  public var objects: [[String: JSONValue]]? {
    guard let items = array else { return nil }
    var objects: [[String: JSONValue]] = []
    for item in items {
      guard let members = item.object else { return nil }
      objects.append(members)
    }
    return objects
  }

  /// The text, when the value is a string.
  public var string: String? {
    guard case .string(let text) = self else { return nil }
    return text
  }

  /// The number, when the value is a whole `Int`.
  public var int: Int? {
    guard case .integer(let value) = self else { return nil }
    return value
  }

  /// The number as a `Double`, when the value is any number.
  public var double: Double? {
    switch self {
    case .integer(let value): Double(value)
    case .number(let value): value
    default: nil
    }
  }

  /// The flag, when the value is `true` or `false`.
  public var bool: Bool? {
    guard case .bool(let value) = self else { return nil }
    return value
  }
}

/// `"text"` is ``JSONValue/string(_:)``.
extension JSONValue: ExpressibleByStringLiteral {
  /// A string.
  /// - Parameter value: the text.
  public init(stringLiteral value: String) { self = .string(value) }
}

/// `12` is ``JSONValue/integer(_:)``.
extension JSONValue: ExpressibleByIntegerLiteral {
  /// A whole number.
  /// - Parameter value: the number.
  public init(integerLiteral value: Int) { self = .integer(value) }
}

/// `1.5` is ``JSONValue/number(_:)``.
extension JSONValue: ExpressibleByFloatLiteral {
  /// A number.
  /// - Parameter value: the number.
  public init(floatLiteral value: Double) { self = .number(value) }
}

/// `true` is ``JSONValue/bool(_:)``.
extension JSONValue: ExpressibleByBooleanLiteral {
  /// A flag.
  /// - Parameter value: the flag.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
}

/// `[1, "a"]` is ``JSONValue/array(_:)``.
extension JSONValue: ExpressibleByArrayLiteral {
  /// An array.
  /// - Parameter elements: the items.
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}

/// `["id": "main"]` is ``JSONValue/object(_:)`` (a repeated key keeps its last value).
extension JSONValue: ExpressibleByDictionaryLiteral {
  /// An object.
  /// - Parameter elements: the members.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}
