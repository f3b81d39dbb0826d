import Foundation

/// The command line as the kernel passed it: bytes. An argument that is not UTF-8 is refused
/// before anything reads it — Swift's `CommandLine.arguments` would repair it into U+FFFD, so a
/// title would be stored wrong and a `--store` path would name another file.
package enum ArgumentBytes {
  /// The raw arguments of this process, without the program name.
  package static var current: [[UInt8]] {
    (1..<Int(CommandLine.argc)).map { index in
      guard let pointer = CommandLine.unsafeArgv[index] else { return [] }
      return Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer)))
        .map { UInt8(bitPattern: $0) }
    }
  }

  /// Refuses the first argument that is not UTF-8, naming its option ("--title: …") or its place.
  /// - Parameters:
  ///   - arguments: the raw arguments.
  ///   - table: the commands, whose flags take no value (so `--ics X` names X's place).
  /// - Throws: `CLIError.refused` (exit 1): invalid input.
  package static func check(_ arguments: [[UInt8]], table: CommandTable) throws {
    for (index, bytes) in arguments.enumerated() {
      guard let offset = invalidOffset(bytes) else { continue }
      let hex = String(bytes[offset], radix: 16, uppercase: true)
      let flags = Set(
        table.commands.flatMap(\.options).filter { $0.valueName == nil }.map { "--" + $0.rawValue }
          + GlobalOptions.flags.map { "--" + $0 } + ["-h"])
      throw CLIError.refused(
        "\(field(at: index, in: arguments, flags: flags)): is not UTF-8 text (byte 0x"
          + (hex.count < 2 ? "0" : "") + hex + " at position \(offset + 1)); nothing was done")
    }
  }

  /// The offset of the first byte that does not start a valid UTF-8 sequence, or nil.
  static func invalidOffset(_ bytes: [UInt8]) -> Int? {
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// What names the argument at `index`: `--name` for `--name=value` or for the value after an
  /// option, else "argument N".
  private static func field(at index: Int, in arguments: [[UInt8]], flags: Set<String>) -> String {
    let text = String(decoding: arguments[index], as: UTF8.self)
    if text.hasPrefix("--"), let equals = text.firstIndex(of: "=") {
      return String(text[..<equals])
    }
    if index > 0 {
      let previous = String(decoding: arguments[index - 1], as: UTF8.self)
      if previous.hasPrefix("-"), !previous.contains("="), !flags.contains(previous) {
        return previous
      }
    }
    return "argument \(index + 1)"
  }
}
