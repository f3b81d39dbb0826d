internal import JamaalCYAML

/// Reads a YAML stream with libyaml and hands its events to a ``TreeBuilder``; the one place
/// where libyaml's structs are made, freed and its errors turned into ``YAMLError``.
enum NodeParser {
  /// Parses the single document of `source`; `nil` when the stream has no document at all.
  ///
  /// - Throws: ``YAMLError`` for invalid YAML, a second document, an unknown alias, a duplicate
  ///   key, nesting deeper than the cap or too many nodes.
  static func parse(_ source: SourceText) throws -> YAMLNode? {
    let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    defer { parser.deallocate() }
    guard yaml_parser_initialize(parser) == 1 else {
      throw source.error(line: 1, column: 1, message: "out of memory while starting libyaml")
    }
    defer { yaml_parser_delete(parser) }
    let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
    defer { event.deallocate() }
    // A trailing zero keeps the buffer non-empty: libyaml asserts on a null input pointer.
    let input = source.bytes + [0]
    return try input.withUnsafeBufferPointer { buffer in
      yaml_parser_set_input_string(parser, buffer.baseAddress, source.bytes.count)
      var builder = TreeBuilder(source: source)
      while true {
        guard yaml_parser_parse(parser, event) == 1 else {
          throw error(from: parser.pointee, source: source)
        }
        defer { yaml_event_delete(event) }
        guard try handle(event.pointee, builder: &builder) else { break }
      }
      return builder.root
    }
  }

  /// Feeds one event to the builder; `false` at the end of the stream.
  private static func handle(_ event: yaml_event_t, builder: inout TreeBuilder) throws -> Bool {
    let line = Int(event.start_mark.line) + 1
    let column = Int(event.start_mark.column) + 1
    switch event.type {
    case YAML_STREAM_END_EVENT, YAML_NO_EVENT:
      return false
    case YAML_DOCUMENT_START_EVENT:
      try builder.startDocument(line: line, column: column)
    case YAML_SCALAR_EVENT:
      let scalar = event.data.scalar
      try builder.scalar(
        text(scalar.value, length: scalar.length), style: style(scalar.style),
        anchor: name(scalar.anchor), line: line, column: column)
    case YAML_ALIAS_EVENT:
      try builder.alias(name(event.data.alias.anchor) ?? "", line: line, column: column)
    case YAML_SEQUENCE_START_EVENT:
      try builder.open(
        mapping: false, anchor: name(event.data.sequence_start.anchor), line: line,
        column: column)
    case YAML_MAPPING_START_EVENT:
      try builder.open(
        mapping: true, anchor: name(event.data.mapping_start.anchor), line: line, column: column)
    case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
      try builder.close()
    default:
      break
    }
    return true
  }

  /// A scalar's bytes as text.
  private static func text(_ bytes: UnsafeMutablePointer<yaml_char_t>?, length: Int) -> String {
    guard let bytes, length > 0 else { return "" }
    return String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
  }

  /// A NUL-terminated anchor or alias name.
  private static func name(_ bytes: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    guard let bytes else { return nil }
    return String(cString: bytes)
  }

  /// libyaml's scalar style as ours.
  private static func style(_ style: yaml_scalar_style_t) -> YAMLNode.ScalarStyle {
    switch style {
    case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
    case YAML_LITERAL_SCALAR_STYLE: return .literal
    case YAML_FOLDED_SCALAR_STYLE: return .folded
    default: return .plain
    }
  }

  /// The parser's error as a ``YAMLError``: libyaml's own words, at its mark.
  private static func error(from parser: yaml_parser_t, source: SourceText) -> YAMLError {
    let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
    switch parser.error {
    case YAML_MEMORY_ERROR:
      return source.error(line: 1, column: 1, message: "out of memory while parsing")
    case YAML_READER_ERROR:
      let position = source.position(ofByte: parser.problem_offset)
      var message = problem
      if parser.problem_value >= 0 {
        let hex = String(parser.problem_value, radix: 16, uppercase: true)
        message += " (#x" + (hex.count % 2 == 1 ? "0" : "") + hex + ")"
      }
      return source.error(line: position.line, column: position.column, message: message)
    default:
      let line = Int(parser.problem_mark.line) + 1
      let column = Int(parser.problem_mark.column) + 1
      var message = problem
      if let context = parser.context.map({ String(cString: $0) }) {
        let contextLine = Int(parser.context_mark.line) + 1
        let contextColumn = Int(parser.context_mark.column) + 1
        message += " (" + context
        if contextLine != line || contextColumn != column {
          message += " at line \(contextLine), column \(contextColumn)"
        }
        message += ")"
      }
      if let text = source.line(line), text.unicodeScalars.dropFirst(column - 1).first == "\t" {
        message += "; tabs cannot indent YAML, use spaces"
      }
      return source.error(line: line, column: column, message: message)
    }
  }
}
