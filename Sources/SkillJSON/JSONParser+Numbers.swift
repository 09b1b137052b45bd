extension JSONParser {
    /// Parses `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?` into the `Double` that
    /// `Double(String)` would produce; a value that overflows to infinity is an error.
    ///
    /// Integers of up to 19 digits convert directly (one correctly rounded conversion), and short
    /// decimals use Clinger's fast path (an exact mantissa times or divided by an exact power of
    /// ten); everything else goes through the standard library's correctly rounded conversion.
    mutating func parseNumber() throws(JSONError) -> Double {
        let start = index
        let negative = bytes[index] == ASCII.minus
        if negative { index += 1 }
        guard index < bytes.count, ASCII.isDigit(bytes[index]) else {
            throw unexpected("invalid number: expected a digit after '-'")
        }

        var mantissa: UInt64 = 0
        var digitCount = 0
        if bytes[index] == ASCII.zero {
            index += 1
            if index < bytes.count, ASCII.isDigit(bytes[index]) {
                throw invalid("invalid number '\(numberText(from: start))': leading zeros are not allowed", at: start)
            }
        } else {
            digitCount = readDigits(into: &mantissa)
        }

        var fractionDigits = 0
        if index < bytes.count, bytes[index] == ASCII.period {
            index += 1
            guard index < bytes.count, ASCII.isDigit(bytes[index]) else {
                throw unexpected("invalid number '\(numberText(from: start))': expected a digit after '.'")
            }
            fractionDigits = readDigits(into: &mantissa)
            digitCount += fractionDigits
        }

        var exponent = 0
        var hasExponent = false
        if index < bytes.count, bytes[index] | 0x20 == ASCII.lowerE {
            hasExponent = true
            index += 1
            var exponentNegative = false
            if index < bytes.count, bytes[index] == ASCII.plus || bytes[index] == ASCII.minus {
                exponentNegative = bytes[index] == ASCII.minus
                index += 1
            }
            guard index < bytes.count, ASCII.isDigit(bytes[index]) else {
                throw unexpected("invalid number '\(numberText(from: start))': expected a digit in the exponent")
            }
            while index < bytes.count, ASCII.isDigit(bytes[index]) {
                exponent = min(exponent * 10 + Int(bytes[index] &- ASCII.zero), 1_000_000)
                index += 1
            }
            if exponentNegative { exponent = -exponent }
        }

        if fractionDigits == 0 && !hasExponent && digitCount <= 19 {
            let value = Double(mantissa)
            return negative ? -value : value
        }
        let scale = exponent - fractionDigits
        if digitCount <= 15, abs(scale) < Self.exactPowersOfTen.count {
            let power = Self.exactPowersOfTen[abs(scale)]
            let magnitude = Double(mantissa)
            let value = scale < 0 ? magnitude / power : magnitude * power
            return negative ? -value : value
        }
        guard let value = Double(text(start..<index)), value.isFinite else {
            throw invalid(
                "number '\(numberText(from: start))' is too large for a 64-bit floating-point value", at: start)
        }
        return value
    }

    /// Reads a run of digits, accumulating up to 19 of them into `mantissa`; returns how many.
    @inline(__always)
    private mutating func readDigits(into mantissa: inout UInt64) -> Int {
        let start = index
        while index < bytes.count, ASCII.isDigit(bytes[index]) {
            mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- ASCII.zero)
            index += 1
        }
        return index - start
    }

    /// The number-like text starting at `start`, for error messages (at most 40 bytes).
    private func numberText(from start: Int) -> String {
        var end = start
        while end < bytes.count, end - start < 40 {
            let byte = bytes[end]
            guard
                ASCII.isDigit(byte) || byte == ASCII.minus || byte == ASCII.plus || byte == ASCII.period
                    || byte | 0x20 == ASCII.lowerE
            else { break }
            end += 1
        }
        return text(start..<end)
    }

    /// 10^0 through 10^22, every one exactly representable as a `Double`.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]
}
