/// A search, lookup or data-file problem, with the words a person reads.
public enum PlacesError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The search text is empty (or only spaces and punctuation).
  case emptySearchText
  /// The search text is longer than any place name can be.
  case searchTextTooLong(characters: Int)
  /// A coordinate field (`latitude` or `longitude`) is out of range or not a number.
  case invalidCoordinate(field: String, value: Double)
  /// The result limit is below one.
  case invalidLimit(Int)
  /// The search radius is negative or not a number.
  case invalidRadius(Double)
  /// The gazetteer file cannot be read.
  case unreadableFile(path: String)
  /// A line of the gazetteer file is malformed.
  case malformedLine(path: String, line: Int, reason: String)
  /// The binary index (`places.bin`) is damaged, truncated or of another format version.
  case unusableIndex(path: String, reason: String)
  /// The gazetteer holds a value the binary index format cannot store.
  case unbuildableIndex(reason: String)

  /// The longest search text accepted, in characters; no place name is longer.
  public static let maximumSearchLength = 200

  /// The message shown to the user.
  public var description: String {
    switch self {
    case .emptySearchText:
      return "search text is empty"
    case .searchTextTooLong(let characters):
      return "search text is too long (\(characters) characters; at most "
        + "\(Self.maximumSearchLength))"
    case .invalidCoordinate(let field, let value):
      let bound = field == "latitude" ? 90 : 180
      if value.isNaN { return "\(field) is not a number" }
      return "\(field) must be between -\(bound) and \(bound) (got \(value))"
    case .invalidLimit(let limit):
      return "limit must be at least 1 (got \(limit))"
    case .invalidRadius(let radius):
      return "search radius must be zero or more kilometres (got \(radius))"
    case .unreadableFile(let path):
      return "cannot read the places file \(path)"
    case .malformedLine(let path, let line, let reason):
      return "\(path):\(line): \(reason)"
    case .unusableIndex(let path, let reason):
      return "cannot use the places index \(path): \(reason); rebuild it with "
        + "Scripts/update-places --index-only, or remove it to read \(Gazetteer.fileName)"
    case .unbuildableIndex(let reason):
      return "cannot build the places index: \(reason)"
    }
  }
}
