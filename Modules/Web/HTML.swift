/// HTML built from escaped text: the one place a value becomes markup. Text is escaped when it
/// is added; only the builders here write tags.
struct HTML: Sendable {
  /// The markup so far.
  private(set) var markup = ""

  /// Appends text, escaped (`&`, `<`, `>`, `"`, `'`).
  mutating func text(_ value: String) { markup += Self.escape(value) }

  /// Appends an element: `name` with its attributes (values escaped) around what `body` adds.
  mutating func element(
    _ name: StaticString, _ attributes: KeyValuePairs<StaticString, String> = [:],
    body: (inout HTML) -> Void = { _ in }
  ) {
    open(name, attributes)
    body(&self)
    markup += "</\(name)>"
  }

  /// Appends an element holding text only.
  mutating func element(
    _ name: StaticString, _ attributes: KeyValuePairs<StaticString, String> = [:], text: String
  ) {
    element(name, attributes) { $0.text(text) }
  }

  /// Appends an element that has no end tag (`input`, `meta`, `link`).
  mutating func void(_ name: StaticString, _ attributes: KeyValuePairs<StaticString, String>) {
    open(name, attributes)
  }

  /// Appends an element without end tag whose attributes are worked out (a boolean one left
  /// out when it does not hold).
  mutating func void(_ name: StaticString, attributes: [(StaticString, String)]) {
    open(name, attributes)
  }

  private mutating func open(
    _ name: StaticString, _ attributes: some Sequence<(key: StaticString, value: String)>
  ) {
    markup += "<\(name)"
    for (key, value) in attributes { markup += " \(key)=\"\(Self.escape(value))\"" }
    markup += ">"
  }

  private mutating func open(_ name: StaticString, _ attributes: [(StaticString, String)]) {
    open(name, attributes.lazy.map { (key: $0.0, value: $0.1) })
  }

  /// `value` safe as text and as a quoted attribute value.
  static func escape(_ value: String) -> String {
    var out = ""
    out.reserveCapacity(value.utf8.count)
    for character in value.unicodeScalars {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case "\u{0}": out += "\u{FFFD}"
      default: out.unicodeScalars.append(character)
      }
    }
    return out
  }
}
