import SkillUI

extension TerminalRenderer {
    /// How terminal output looks: its width, whether it is colored, and which palette semantic colors use.
    ///
    /// ```swift
    /// let options = TerminalRenderer.Options.forEnvironment(
    ///     ProcessInfo.processInfo.environment, isTTY: isatty(1) == 1, width: nil)
    /// ```
    public struct Options: Sendable, Hashable {
        /// The most columns any line may take.
        public var width: Int
        /// Whether to write SGR escape codes (bold, dim, 24-bit color). Off, the output has no escape at all.
        public var color: Bool
        /// Whether semantic colors resolve in the dark palette (`true`) or the light one.
        public var dark: Bool
        /// Whether components of unknown types show as `[unknown component "x"]` instead of nothing.
        public var debug: Bool

        /// Creates options.
        public init(width: Int = 80, color: Bool = true, dark: Bool = true, debug: Bool = false) {
            self.width = width
            self.color = color
            self.dark = dark
            self.debug = debug
        }

        /// The options that suit a terminal described by environment variables.
        ///
        /// - Color is off when `NO_COLOR` is set to anything but the empty string, when `TERM` is `dumb`,
        ///   or when output is not a terminal.
        /// - The width is `width`, else `$COLUMNS`, else 80, clamped to 20…400.
        /// - The palette is light when `COLORFGBG` names a light background (`"0;15"`), dark otherwise.
        ///
        /// - Parameters:
        ///   - environment: The process environment.
        ///   - isTTY: Whether output goes to a terminal.
        ///   - width: The terminal's width when known (from `ioctl`), which wins over `$COLUMNS`.
        public static func forEnvironment(_ environment: [String: String], isTTY: Bool, width: Int?) -> Options {
            let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
            let dumb = environment["TERM"] == "dumb"
            let columns = width ?? environment["COLUMNS"].flatMap { Int($0.filter { $0 != " " }) } ?? 80
            return Options(
                width: min(400, max(20, columns)), color: isTTY && !noColor && !dumb,
                dark: !hasLightBackground(environment["COLORFGBG"]))
        }

        /// Whether `COLORFGBG` (`"fg;bg"` or `"fg;default;bg"`) ends in a light ANSI background: 7 or 9–15.
        private static func hasLightBackground(_ value: String?) -> Bool {
            guard let last = value?.split(separator: ";").last, let background = Int(last) else { return false }
            return background == 7 || (9...15).contains(background)
        }
    }
}
