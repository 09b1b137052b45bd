/// https://developer.apple.com/documentation/swiftui/font
@frozen public struct Font: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/font/title
    public static let title = Font()
    /// https://developer.apple.com/documentation/swiftui/font/headline
    public static let headline = Font()
    /// https://developer.apple.com/documentation/swiftui/font/subheadline
    public static let subheadline = Font()
    /// https://developer.apple.com/documentation/swiftui/font/body
    public static let body = Font()
    /// https://developer.apple.com/documentation/swiftui/font/caption
    public static let caption = Font()
    /// https://developer.apple.com/documentation/swiftui/font/footnote
    public static let footnote = Font()
    /// https://developer.apple.com/documentation/swiftui/font/monospaced()
    public func monospaced() -> Font { self }

    /// https://developer.apple.com/documentation/swiftui/font/weight
    @frozen public struct Weight: Hashable, Sendable {
        /// https://developer.apple.com/documentation/swiftui/font/weight/regular
        public static let regular = Weight()
        /// https://developer.apple.com/documentation/swiftui/font/weight/medium
        public static let medium = Weight()
        /// https://developer.apple.com/documentation/swiftui/font/weight/semibold
        public static let semibold = Weight()
        /// https://developer.apple.com/documentation/swiftui/font/weight/bold
        public static let bold = Weight()
    }
}
