import CCivetweb

/// civetweb's request handler for every URL: a C function, not isolated to any actor, that hands
/// the connection to the ``RequestDispatcher`` passed (unretained) as its callback data.
func civetwebHandleRequest(_ connection: OpaquePointer?, _ data: UnsafeMutableRawPointer?) -> Int32 {
    guard let connection, let data else { return 0 }
    let dispatcher = Unmanaged<RequestDispatcher>.fromOpaque(data).takeUnretainedValue()
    return Int32(dispatcher.handle(Connection(pointer: connection)))
}
