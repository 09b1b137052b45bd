/// The spacing of layouts, in points, where the document gives none.
///
/// ```swift
/// SKSpacing.stack  // 8
/// ```
public enum SKSpacing {
    /// Between a stack's children.
    public static let stack = 8.0
    /// Around a stack's children.
    public static let stackPadding = 0.0
    /// Between a card's title, subtitle and children.
    public static let card = 8.0
    /// Inside a card's edge: above and below, then left and right.
    public static let cardPadding = (vertical: 14.0, horizontal: 16.0)
}
