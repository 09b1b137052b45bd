extension StandardSkillError.Code {
    /// An iCalendar file could not be read: a malformed line, a bad date, an unbalanced
    /// `BEGIN`/`END`. The message names the line.
    public static let invalidICalendar: Self = "invalidICalendar"
    /// An input is larger than a format's limit (the message gives the limit).
    public static let inputTooLarge: Self = "inputTooLarge"
}
