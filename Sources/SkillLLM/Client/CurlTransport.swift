#if os(Linux)
    import CCurl
    import Foundation
    import FoundationNetworking
    import Synchronization

    /// ``LLMTransport/libcurl``: libcurl's easy interface, one transfer per request on a thread of
    /// its own, its callbacks feeding the request's ``Exchange``. curl's loop sleeps in `poll` until
    /// something happens (FoundationNetworking's URLSession spins while it waits). Easy handles go
    /// back to a small pool, so connections are reused.
    final class CurlTransport: HTTPTransport {
        private let timeout: Double
        private let pool = HandlePool()

        init(timeout: Double) {
            _ = Self.globalInit
            self.timeout = timeout
        }

        /// `curl_global_init`, once per process, before any handle.
        private static let globalInit: Void = {
            curl_global_init(Int(CURL_GLOBAL_ALL))
        }()

        /// Sends `request` and waits for its outcome; the watchdog (``Exchange/watchdog(timeout:idle:sleep:)``)
        /// and the caller's cancellation end the transfer early.
        func run(
            _ request: URLRequest, exchange: Exchange, idle: Bool,
            sleep: @escaping @Sendable (Duration) async throws -> Void
        ) async -> Result<ChatCompletion, ExchangeFailure> {
            await withTaskCancellationHandler {
                await withCheckedContinuation { waiter in
                    guard exchange.await(waiter) else { return }
                    let transfer = Transfer(exchange: exchange, timeout: timeout)
                    let watchdog = exchange.watchdog(timeout: timeout, idle: idle, sleep: sleep)
                    guard exchange.attach(stopTransfer: { transfer.stop() }, watchdog: watchdog) else { return }
                    let pool = pool
                    Thread.detachNewThread { transfer.perform(request, pool: pool) }
                }
            } onCancel: {
                exchange.abort(ExchangeFailure(.transport("the request was cancelled")))
            }
        }
    }

    /// Easy handles kept between requests (with their connections); at most four.
    private final class HandlePool: Sendable {
        private struct Handle: @unchecked Sendable {
            let pointer: UnsafeMutableRawPointer
        }

        private let handles = Mutex<[Handle]>([])

        deinit {
            for handle in handles.withLock({ $0 }) { curl_easy_cleanup(handle.pointer) }
        }

        func take() -> UnsafeMutableRawPointer? {
            if let handle = handles.withLock({ $0.popLast() }) {
                curl_easy_reset(handle.pointer)
                return handle.pointer
            }
            return curl_easy_init()
        }

        func give(_ pointer: UnsafeMutableRawPointer) {
            let kept = handles.withLock { handles in
                guard handles.count < 4 else { return false }
                handles.append(Handle(pointer: pointer))
                return true
            }
            if !kept { curl_easy_cleanup(pointer) }
        }
    }

    /// One transfer: its exchange, whether it was stopped, and the response head as it arrives.
    private final class Transfer: Sendable {
        struct Head {
            var contentType: String?
            var retryAfter: Double?
            var delivered = false
        }

        let exchange: Exchange
        let timeout: Double
        /// The easy handle while ``perform(_:pool:)`` runs; read only by curl's callbacks, which run on
        /// that same thread.
        nonisolated(unsafe) private(set) var handle: UnsafeMutableRawPointer?
        private let stopped = Atomic<Bool>(false)
        private let head = Mutex(Head())

        init(exchange: Exchange, timeout: Double) {
            self.exchange = exchange
            self.timeout = timeout
        }

        var isStopped: Bool { stopped.load(ordering: .acquiring) }

        /// Makes curl abort at its next callback (at least once a second).
        func stop() {
            stopped.store(true, ordering: .releasing)
        }

        /// Runs the transfer to its end on the calling thread, then reports the outcome.
        func perform(_ request: URLRequest, pool: HandlePool) {
            guard let handle = pool.take() else {
                exchange.completed(failure: ExchangeFailure(.transport("libcurl could not make a handle")))
                return
            }
            let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE))
            errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
            var headers: UnsafeMutablePointer<curl_slist>?
            self.handle = handle
            defer {
                self.handle = nil
                curl_slist_free_all(headers)
                errorBuffer.deallocate()
                pool.give(handle)
            }
            for (name, value) in request.allHTTPHeaderFields ?? [:] {
                headers = curl_slist_append(headers, "\(name): \(value)")
            }
            // No `Expect: 100-continue` round trip before large bodies.
            headers = curl_slist_append(headers, "Expect:")
            let context = Unmanaged.passUnretained(self).toOpaque()
            let url = request.url?.absoluteString ?? ""
            let body = request.httpBody ?? Data()
            agentskill_curl_set_string(handle, CURLOPT_URL, url)
            agentskill_curl_set_long(handle, CURLOPT_NOSIGNAL, 1)
            agentskill_curl_set_long(handle, CURLOPT_POST, 1)
            agentskill_curl_set_large(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count))
            // curl copies the body (the size set above); a trailing 0 keeps the pointer non-nil when empty.
            var bytes = [UInt8](body)
            bytes.append(0)
            bytes.withUnsafeMutableBytes { bytes in
                _ = agentskill_curl_set_pointer(handle, CURLOPT_COPYPOSTFIELDS, bytes.baseAddress)
            }
            agentskill_curl_set_headers(handle, headers)
            agentskill_curl_set_pointer(handle, CURLOPT_ERRORBUFFER, errorBuffer)
            agentskill_curl_set_long(handle, CURLOPT_CONNECTTIMEOUT_MS, Int(timeout * 1000))
            // A safety net behind the watchdog: give up when nothing arrives for longer than it allows.
            agentskill_curl_set_long(handle, CURLOPT_LOW_SPEED_LIMIT, 1)
            agentskill_curl_set_long(handle, CURLOPT_LOW_SPEED_TIME, Int(timeout) + 5)
            agentskill_curl_set_string(handle, CURLOPT_NOPROXY, Self.noProxy)
            agentskill_curl_set_data_callback(handle, CURLOPT_HEADERFUNCTION, curlHeaderLine)
            agentskill_curl_set_pointer(handle, CURLOPT_HEADERDATA, context)
            agentskill_curl_set_data_callback(handle, CURLOPT_WRITEFUNCTION, curlBodyBytes)
            agentskill_curl_set_pointer(handle, CURLOPT_WRITEDATA, context)
            agentskill_curl_set_progress_callback(handle, curlProgress)
            agentskill_curl_set_pointer(handle, CURLOPT_XFERINFODATA, context)
            agentskill_curl_set_long(handle, CURLOPT_NOPROGRESS, 0)
            let code = curl_easy_perform(handle)
            guard !isStopped else { return }  // the exchange already ended
            if code == CURLE_OK {
                deliverHead(handle)
                exchange.completed(failure: nil)
            } else {
                exchange.completed(failure: failure(code, detail: String(cString: errorBuffer), url: url))
            }
        }

        /// Loopback addresses never go through a proxy (whatever `no_proxy` says besides).
        static let noProxy: String = {
            let environment = ProcessInfo.processInfo.environment
            let given = environment["no_proxy"] ?? environment["NO_PROXY"] ?? ""
            return ([given, "127.0.0.1", "localhost", "::1"].filter { !$0.isEmpty }).joined(separator: ",")
        }()

        private func failure(_ code: CURLcode, detail: String, url: String) -> ExchangeFailure {
            let text = URLRedaction.redactingPasswords(
                in: (detail.isEmpty ? String(cString: curl_easy_strerror(code)) : detail) + " (\(url))")
            switch code {
            case CURLE_OPERATION_TIMEDOUT:
                return ExchangeFailure(.timeout(seconds: timeout))
            case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_CONNECT, CURLE_SEND_ERROR, CURLE_RECV_ERROR,
                CURLE_GOT_NOTHING, CURLE_PARTIAL_FILE:
                return ExchangeFailure(.transport(text), isRetryable: true)
            default:
                return ExchangeFailure(.transport(text))
            }
        }

        /// One header line (status line, field, or the blank line ending the head).
        func headerLine(_ line: String) {
            let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.isEmpty {
                // A 1xx head is followed by the real one; deliver only a final head.
                if let handle, agentskill_curl_response_code(handle) >= 200 { deliverHead(handle) }
                return
            }
            if trimmed.hasPrefix("HTTP/") {
                head.withLock { $0 = Head() }
                return
            }
            guard let colon = trimmed.firstIndex(of: ":") else { return }
            let name = trimmed[..<colon].lowercased()
            let value = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            switch name {
            case "content-type": head.withLock { $0.contentType = value }
            case "retry-after": head.withLock { $0.retryAfter = HTTPFailure.retryAfter(value) }
            default: break
            }
        }

        /// Hands the head to the exchange once.
        func deliverHead(_ handle: UnsafeMutableRawPointer) {
            let pending = head.withLock { head -> Head? in
                guard !head.delivered else { return nil }
                head.delivered = true
                return head
            }
            guard let pending else { return }
            exchange.receivedHead(
                status: agentskill_curl_response_code(handle), retryAfter: pending.retryAfter,
                contentType: pending.contentType)
        }
    }

    /// curl's header callback: `context` is the ``Transfer``.
    private func curlHeaderLine(
        _ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?
    ) -> Int {
        guard let context, let data else { return 0 }
        let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
        if transfer.isStopped { return 0 }
        let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
        transfer.headerLine(String(decoding: bytes, as: UTF8.self))
        return size * count
    }

    /// curl's write callback: body bytes, as they arrive.
    private func curlBodyBytes(
        _ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?
    ) -> Int {
        guard let context, let data else { return 0 }
        let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
        if transfer.isStopped { return 0 }
        if let handle = transfer.handle { transfer.deliverHead(handle) }
        transfer.exchange.received(Data(bytes: data, count: size * count))
        return size * count
    }

    /// curl's progress callback, called at least once a second: non-zero aborts the transfer.
    private func curlProgress(
        _ context: UnsafeMutableRawPointer?, _: curl_off_t, _: curl_off_t, _: curl_off_t, _: curl_off_t
    ) -> Int32 {
        guard let context else { return 1 }
        return Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue().isStopped ? 1 : 0
    }
#endif
