/// Thrown inside ``Store/readFirst(_:)`` when its body would write: the scope gives up, writing
/// nothing, and the caller runs the body again with writes allowed.
package struct WriteNeeded: Error {}
