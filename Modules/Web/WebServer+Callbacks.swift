import JamaalCMicroHTTPD

/// One request being read: its body so far, or that it grew past the limit.
final class PendingRequest {
  var body: [UInt8] = []
  var isTooLarge = false
}

/// libmicrohttpd's access handler: called with the headers, then with each piece of the body,
/// then once more to answer.
let serveRequest: MHD_AccessHandlerCallback = {
  context, connection, url, method, _, upload, uploadSize, requestState in
  guard let context, let connection, let requestState, let uploadSize else { return .NO }
  let server = Unmanaged<ServerContext>.fromOpaque(context).takeUnretainedValue()
  guard let state = requestState.pointee else {
    let pending = PendingRequest()
    let length = header(connection, "Content-Length").map { Int($0) ?? Int.max } ?? 0
    pending.isTooLarge = length > server.bodyLimit
    requestState.pointee = Unmanaged.passRetained(pending).toOpaque()
    return .YES
  }
  let pending = Unmanaged<PendingRequest>.fromOpaque(state).takeUnretainedValue()
  if uploadSize.pointee > 0 {
    let size = uploadSize.pointee
    if !pending.isTooLarge, let upload {
      if pending.body.count + size > server.bodyLimit {
        pending.isTooLarge = true
        pending.body = []
      } else {
        upload.withMemoryRebound(to: UInt8.self, capacity: size) {
          pending.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: size))
        }
      }
    }
    uploadSize.pointee = 0
    return .YES
  }
  let request = WebRequest(
    method: method.map { String(cString: $0) } ?? "", path: url.map { String(cString: $0) } ?? "/",
    query: values(connection, .GET_ARGUMENT_KIND),
    headers: values(connection, .HEADER_KIND), body: pending.body)
  let response =
    if pending.isTooLarge {
      server.tooLarge
    } else if !server.rate.admit(jamaal_mhd_client_ipv4(connection)) {
      server.tooMany
    } else {
      server.answer(request)
    }
  return queue(response, on: connection)
}

/// Releases a request's state once it is answered or its connection closed.
let requestCompleted: MHD_RequestCompletedCallback = { _, _, requestState, _ in
  guard let requestState, let state = requestState.pointee else { return }
  Unmanaged<PendingRequest>.fromOpaque(state).release()
  requestState.pointee = nil
}

/// A request header's value.
private func header(_ connection: OpaquePointer, _ name: String) -> String? {
  jamaal_mhd_value(connection, .HEADER_KIND, name).map { String(cString: $0) }
}

/// Every value of one kind (headers, query arguments), the first of a repeated name kept.
private func values(_ connection: OpaquePointer, _ kind: MHD_ValueKind) -> [String: String] {
  let collected = CollectedValues()
  let box = Unmanaged.passUnretained(collected).toOpaque()
  _ = jamaal_mhd_values(
    connection, kind,
    { box, _, key, value in
      guard let box, let key else { return .YES }
      let collected = Unmanaged<CollectedValues>.fromOpaque(box).takeUnretainedValue()
      let name = String(cString: key)
      if collected.values[name] == nil {
        collected.values[name] = value.map { String(cString: $0) } ?? ""
      }
      return .YES
    }, box)
  return collected.values
}

/// The values an iteration collects.
private final class CollectedValues {
  var values: [String: String] = [:]
}

/// Queues `response` with the security headers every response carries.
private func queue(_ response: WebResponse, on connection: OpaquePointer) -> MHD_Result {
  let made = response.body.withUnsafeBytes { bytes in
    jamaal_mhd_response_copy(bytes.count, bytes.baseAddress)
  }
  guard let made else { return .NO }
  defer { jamaal_mhd_response_release(made) }
  for (name, value) in WebResponse.securityHeaders {
    _ = jamaal_mhd_response_header(made, name, value)
  }
  for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) {
    _ = jamaal_mhd_response_header(made, name, value)
  }
  return jamaal_mhd_queue(connection, UInt32(response.status), made)
}
