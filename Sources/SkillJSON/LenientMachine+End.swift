extension LenientMachine {
    /// Ends the input at `endOffset`: finishes the token being read, drops a dangling key or
    /// separator and closes every open container, noting each fix.
    mutating func finish(at endOffset: Int) {
        scalarBytes.removeAll()
        switch mode {
        case .slash:
            if resumeMode == .prologue {
                startProse(at: slashOffset)
            } else {
                log.record(.incompleteValue, at: slashOffset, detail: "/")
                mode = resumeMode
            }
        case .lineComment, .blockComment:
            mode = resumeMode
        default:
            break
        }
        switch mode {
        case .string: finishString()
        case .word: endWord(final: true)
        case .probeTail: acceptProbe()
        default: break
        }
        guard mode != .failed, !frames.isEmpty else { return }
        if afterComma && (mode == .value || mode == .key) {
            log.record(.danglingSeparator, at: commaOffset, detail: ",")
        }
        afterComma = false
        dropDanglingKey()
        let added = closers(from: 0)
        log.record(.unclosedContainers, at: endOffset, count: frames.count, detail: added)
        var child: JSONValue?
        while !frames.isEmpty { child = popFrame(child: child) }
        topValue = child
        mode = .done
    }

    /// The value as if the input ended now, without changing anything: an open string cut at its
    /// last complete character, a number or literal left out until a byte after it shows it is
    /// complete (`tru`, `12`, even `true`, which could still turn out to be `truex`), a key whose
    /// value has not started left out, open containers closed.
    func snapshot() -> JSONValue? {
        if let topValue { return topValue }
        let child: JSONValue? = mode == .string && string.role == .value ? .string(string.completeText) : nil
        return buildTree(child: child)
    }

    /// Forgets the failed attempt and goes back to skipping prose; only a code fence note survives.
    mutating func restart() {
        var fresh = LenientMachine(limits: limits)
        fresh.mode = .prose
        fresh.proseOffset = proseOffset ?? attemptStart ?? 0
        fresh.fenceOpened = fenceOpened
        fresh.log = log
        fresh.log.keepOnly([.codeFence])
        self = fresh
    }
}
