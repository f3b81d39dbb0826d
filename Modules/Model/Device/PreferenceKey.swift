/// A value this device keeps for itself, typed: its name in a ``DeviceMemory`` and how its text
/// reads and writes. The module that owns a value declares its key, so no caller spells the
/// name or the words it is stored in; a text the key cannot read is no value (the reader's
/// default applies) and stays stored as it is until a write replaces it.
///
/// ```swift
/// static let morningNudge = PreferenceKey<Bool>(switch: "morningNudge")
/// let on = try memory.value(of: morningNudge) ?? false
/// ```
public struct PreferenceKey<Value: Sendable>: Sendable {
  /// The name the value is kept under.
  public let name: String
  private let decode: @Sendable (String) -> Value?
  private let encode: @Sendable (Value) -> String

  /// A key read and written by the given functions.
  /// - Parameters:
  ///   - name: the name the value is kept under.
  ///   - decode: the value a stored text holds, nil for one it cannot read.
  ///   - encode: the text a value is stored as.
  public init(
    _ name: String, decode: @escaping @Sendable (String) -> Value?,
    encode: @escaping @Sendable (Value) -> String
  ) {
    self.name = name
    self.decode = decode
    self.encode = encode
  }

  /// The value a stored text holds, nil when this key cannot read it.
  /// - Parameter text: the stored text.
  /// - Returns: the value.
  public func value(from text: String) -> Value? { decode(text) }

  /// The text `value` is stored as.
  /// - Parameter value: the value.
  /// - Returns: its text.
  public func text(of value: Value) -> String { encode(value) }
}

extension PreferenceKey where Value == String {
  /// A key whose value is its text.
  /// - Parameter name: the name.
  public init(text name: String) { self.init(name, decode: { $0 }, encode: { $0 }) }
}

extension PreferenceKey where Value == Bool {
  /// A switch stored as `on` or `off` (any other text reads as no value).
  /// - Parameter name: the name.
  public init(switch name: String) {
    self.init(
      name, decode: { $0 == "on" ? true : $0 == "off" ? false : nil },
      encode: { $0 ? "on" : "off" })
  }

  /// A flag stored as `true` or `false` (any other text reads as no value).
  /// - Parameter name: the name.
  public init(flag name: String) {
    self.init(name, decode: { Bool($0) }, encode: { $0 ? "true" : "false" })
  }
}

extension PreferenceKey where Value == LogicalDate {
  /// A logical date stored as `YYYY-MM-DD`.
  /// - Parameter name: the name.
  public init(date name: String) {
    self.init(name, decode: { LogicalDate($0) }, encode: { $0.description })
  }
}

extension PreferenceKey where Value: RawRepresentable, Value.RawValue == String {
  /// A key stored as its value's raw text (an ``OpenEnum`` keeps a word it doesn't know).
  /// - Parameter name: the name.
  public init(raw name: String) {
    self.init(name, decode: { Value(rawValue: $0) }, encode: { $0.rawValue })
  }
}

extension DeviceMemory {
  /// The value kept under `key`, nil when none is kept or its text can't be read.
  /// - Parameter key: the key.
  /// - Returns: the value.
  /// - Throws: what the memory throws.
  public func value<Value>(of key: PreferenceKey<Value>) throws -> Value? {
    try rememberedValue(for: key.name).flatMap(key.value(from:))
  }

  /// Keeps `value` under `key` (nil forgets it).
  /// - Parameters:
  ///   - value: the value, or nil.
  ///   - key: the key.
  /// - Throws: what the memory throws.
  public func set<Value>(_ value: Value?, for key: PreferenceKey<Value>) throws {
    try remember(value.map(key.text(of:)), for: key.name)
  }
}
