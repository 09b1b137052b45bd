/// The names an ``SKIcon`` may take — A2UI's basic catalog's 59 — and the one table that says how
/// every renderer draws each: a Unicode glyph, and plain words where no glyph can be shown (an
/// accessible name, a log line).
public enum SKIconName: String, Sendable, Hashable, CaseIterable {
    case accountCircle, add, arrowBack, arrowForward, attachFile, calendarToday, call, camera, check, close
    case delete, download, edit, event, error, fastForward, favorite, favoriteOff, folder, help, home, info
    case locationOn, lock, lockOpen, mail, menu, moreVert, moreHoriz, notificationsOff, notifications, pause
    case payment, person, phone, photo, play, print, refresh, rewind, search, send, settings, share
    case shoppingCart, skipNext, skipPrevious, star, starHalf, starOff, stop, upload, visibility, visibilityOff
    case volumeDown, volumeMute, volumeOff, volumeUp, warning

    /// The glyph renderers draw.
    public var symbol: String { Self.table[self]?.symbol ?? "•" }

    /// Plain words for the icon ("search", "volume up"), for places without glyphs.
    public var plainText: String { Self.table[self]?.text ?? rawValue }

    /// Name → (glyph, words), written once for every renderer.
    private static let table: [SKIconName: (symbol: String, text: String)] = [
        .accountCircle: ("👤", "account"), .add: ("➕", "add"), .arrowBack: ("←", "back"),
        .arrowForward: ("→", "forward"), .attachFile: ("📎", "attachment"), .calendarToday: ("📅", "calendar"),
        .call: ("📞", "call"), .camera: ("📷", "camera"), .check: ("✓", "check"), .close: ("✕", "close"),
        .delete: ("🗑", "delete"), .download: ("⬇", "download"), .edit: ("✎", "edit"), .event: ("📆", "event"),
        .error: ("⛔", "error"), .fastForward: ("⏩", "fast forward"), .favorite: ("♥", "favorite"),
        .favoriteOff: ("♡", "not favorite"), .folder: ("📁", "folder"), .help: ("❓", "help"),
        .home: ("🏠", "home"), .info: ("ℹ", "information"), .locationOn: ("📍", "location"),
        .lock: ("🔒", "locked"), .lockOpen: ("🔓", "unlocked"), .mail: ("✉", "mail"), .menu: ("☰", "menu"),
        .moreVert: ("⋮", "more"), .moreHoriz: ("⋯", "more"), .notificationsOff: ("🔕", "notifications off"),
        .notifications: ("🔔", "notifications"), .pause: ("⏸", "pause"), .payment: ("💳", "payment"),
        .person: ("🧑", "person"), .phone: ("📱", "phone"), .photo: ("🖼", "photo"), .play: ("▶", "play"),
        .print: ("🖨", "print"), .refresh: ("⟳", "refresh"), .rewind: ("⏪", "rewind"), .search: ("🔍", "search"),
        .send: ("➤", "send"), .settings: ("⚙", "settings"), .share: ("⤴", "share"),
        .shoppingCart: ("🛒", "shopping cart"), .skipNext: ("⏭", "next"), .skipPrevious: ("⏮", "previous"),
        .star: ("★", "star"), .starHalf: ("⯪", "half star"), .starOff: ("☆", "no star"), .stop: ("⏹", "stop"),
        .upload: ("⬆", "upload"), .visibility: ("👁", "visible"), .visibilityOff: ("🙈", "hidden"),
        .volumeDown: ("🔉", "volume down"), .volumeMute: ("🔈", "mute"), .volumeOff: ("🔇", "volume off"),
        .volumeUp: ("🔊", "volume up"), .warning: ("⚠", "warning"),
    ]

    /// The name closest to `text` by edit distance, when it is close enough to be a slip
    /// (at most a third of its letters wrong); case, `_`, `-` and spaces are ignored.
    static func closest(to text: String) -> SKIconName? {
        let folded = FieldKeys.fold(text)
        var best: (name: SKIconName, distance: Int)?
        for name in allCases {
            let distance = editDistance(folded, FieldKeys.fold(name.rawValue))
            if distance < (best?.distance ?? .max) { best = (name, distance) }
        }
        guard let best, best.distance <= max(1, folded.count / 3) else { return nil }
        return best.name
    }

    /// Insertions, deletions and substitutions that turn `lhs` into `rhs`.
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let one = Array(lhs.unicodeScalars)
        let two = Array(rhs.unicodeScalars)
        guard !one.isEmpty else { return two.count }
        var previous = Array(0...two.count)
        for (row, scalar) in one.enumerated() {
            var current = [row + 1] + Array(repeating: 0, count: two.count)
            for column in two.indices {
                let cost = scalar == two[column] ? 0 : 1
                current[column + 1] = Swift.min(previous[column + 1] + 1, current[column] + 1, previous[column] + cost)
            }
            previous = current
        }
        return previous[two.count]
    }
}
