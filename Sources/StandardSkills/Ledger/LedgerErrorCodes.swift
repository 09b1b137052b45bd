extension StandardSkillError.Code {
    /// An amount of money could not be read: not a number, too many decimal places for its
    /// currency, too large, or an unknown currency code.
    public static let invalidMoney: Self = "invalidMoney"
}
