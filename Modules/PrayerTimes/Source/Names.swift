/// Reading the names a config or file stores (method, madhab, rule names) with errors that list
/// the valid ones.
enum Names {
  /// The raw values of `cases`, comma-separated.
  static func list<T: RawRepresentable>(_ cases: some Sequence<T>) -> String
  where T.RawValue == String {
    cases.map(\.rawValue).joined(separator: ", ")
  }

  /// Decodes an optional name at `key`, refusing one that is not a case of `T`.
  /// - Throws: `DecodingError.dataCorrupted` at `key`: "'foo' is not a method (…)".
  static func decode<T: RawRepresentable & CaseIterable, K: CodingKey>(
    _ type: T.Type, _ key: K, in container: KeyedDecodingContainer<K>, what: String
  ) throws -> T? where T.RawValue == String {
    guard let name = try container.decodeIfPresent(String.self, forKey: key) else { return nil }
    guard let value = T(rawValue: name) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container,
        debugDescription: "'\(name)' is not \(what) (\(list(T.allCases)))")
    }
    return value
  }
}
