import SkillJSON

/// What a node's `"type"` names, and the defaults a type alias implies (`hstack` → horizontal).
enum ResolvedType {
    case builtin(SKComponentKind, TypePreset)
    /// A type in the registry (by name: a definition is large, and this enum is returned per node).
    case custom(String)
    case unknown(String)
}

/// Defaults implied by a type alias; a value given in the node wins.
struct TypePreset {
    var direction: SKStack.Direction?
    var textStyle: SKText.Style?
    var chartKind: SKChart.Kind?
    var dateMode: SKDateTimeInput.Mode?
    var toggleStyle: SKToggle.Style?

    static let none = TypePreset()
}

/// Where a node sits: its parent's id (`nil` for the root) and its index in the input array.
struct NodeSite {
    var parentID: String?
    var index: Int

    static let root = NodeSite(parentID: nil, index: 0)

    /// The id derived for a node of `type` here.
    func derivedID(type: String) -> String {
        guard let parentID else { return "root" }
        return DecodingSession.childID(parent: parentID, index: index, type: type)
    }
}

extension DecodingSession {
    /// Resolves a `"type"` string: a built-in name, `"section"`, a registered custom type, a
    /// lenient alias (with a warning) or an unknown type (with a warning; an error when strict).
    mutating func resolveType(_ name: String) -> ResolvedType {
        if let kind = Self.builtinKind(name) { return .builtin(kind, .none) }
        if name == "section" { return .builtin(.stack, .none) }
        if registry.definition(for: name) != nil { return .custom(name) }
        let step: [JSONPath.Component] = [.key("type")]
        if let (kind, preset) = TypeAliases.table[FieldKeys.fold(name)] {
            var reading = quoted(kind.rawValue)
            if let direction = preset.direction { reading += " with direction \(quoted(direction.rawValue))" }
            if let style = preset.textStyle { reading += " with style \(quoted(style.rawValue))" }
            if let chart = preset.chartKind { reading += " with kind \(quoted(chart.rawValue))" }
            if let mode = preset.dateMode { reading += " with mode \(quoted(mode.rawValue))" }
            if let style = preset.toggleStyle { reading += " with style \(quoted(style.rawValue))" }
            warn(
                step, "unknown component type \(describe(.string(name)))", fix: "read as \(reading)",
                hint: "did you mean \(quoted(kind.rawValue))?")
            return .builtin(kind, preset)
        }
        warn(
            step, "unknown component type \(describe(.string(name)))",
            fix: "kept as an unknown node that renders nothing")
        return .unknown(name)
    }

    /// `SKComponentKind(rawValue:)`, without its linear search: the first byte and the length
    /// pick the one candidate to compare.
    static func builtinKind(_ name: String) -> SKComponentKind? {
        let candidate: SKComponentKind
        switch (name.utf8.first, name.utf8.count) {
        case (UInt8(ascii: "t"), 4): return name == "text" ? .text : name == "tabs" ? .tabs : nil
        case (UInt8(ascii: "b"), 6): candidate = .button
        case (UInt8(ascii: "t"), 9): candidate = .textField
        case (UInt8(ascii: "l"), 4): return name == "list" ? .list : name == "link" ? .link : nil
        case (UInt8(ascii: "i"), 5): candidate = .image
        case (UInt8(ascii: "s"), 6): return name == "spacer" ? .spacer : name == "slider" ? .slider : nil
        case (UInt8(ascii: "d"), 7): candidate = .divider
        case (UInt8(ascii: "s"), 5): candidate = .stack
        case (UInt8(ascii: "c"), 4): candidate = .card
        case (UInt8(ascii: "t"), 5): candidate = .table
        case (UInt8(ascii: "c"), 5): candidate = .chart
        case (UInt8(ascii: "b"), 5): candidate = .badge
        case (UInt8(ascii: "p"), 8): candidate = .progress
        case (UInt8(ascii: "t"), 6): candidate = .toggle
        case (UInt8(ascii: "p"), 6): candidate = .picker
        case (UInt8(ascii: "d"), 13): candidate = .dateTimeInput
        case (UInt8(ascii: "i"), 4): candidate = .icon
        case (UInt8(ascii: "v"), 5): candidate = .video
        case (UInt8(ascii: "a"), 11): candidate = .audioPlayer
        case (UInt8(ascii: "m"), 5): candidate = .modal
        default: return nil
        }
        return name == candidate.rawValue ? candidate : nil
    }

    /// The type of an object without `"type"`, guessed from its members (lenient), with a warning.
    mutating func inferType(_ members: [String: JSONValue]) -> ResolvedType? {
        let guess: SKComponentKind
        if members["children"] != nil || members["components"] != nil {
            guess = .stack
        } else if members["items"] != nil {
            guess = .list
        } else if members["content"] != nil {
            guess = .text
        } else {
            drop([], "missing required field \"type\"")
            return nil
        }
        warn([], "missing required field \"type\"", fix: "read as \(quoted(guess.rawValue)) from its fields")
        return .builtin(guess, .none)
    }
}

/// Lenient spellings of built-in type names, by folded spelling.
enum TypeAliases {
    static let table: [String: (SKComponentKind, TypePreset)] = {
        var table: [String: (SKComponentKind, TypePreset)] = [:]
        func add(_ kind: SKComponentKind, _ names: [String], _ preset: TypePreset = .none) {
            for name in names { table[name] = (kind, preset) }
        }
        for kind in SKComponentKind.allCases { add(kind, [FieldKeys.fold(kind.rawValue)]) }
        add(.text, ["label", "paragraph", "p", "span", "string"])
        add(.text, ["heading", "title", "header", "h1"], TypePreset(textStyle: .title))
        add(.text, ["subtitle", "subheading", "h2", "h3"], TypePreset(textStyle: .headline))
        add(.text, ["caption", "footnote", "small"], TypePreset(textStyle: .caption))
        add(.button, ["btn", "actionbutton"])
        add(.textField, ["input", "textinput", "field", "textbox", "textarea", "inputfield"])
        add(.list, ["listview", "ul", "ol"])
        add(.image, ["img", "picture", "photo"])
        add(.spacer, ["space", "gap"])
        add(.divider, ["separator", "hr", "rule"])
        add(.stack, ["section", "container", "group", "view", "box", "div", "layout"])
        add(.stack, ["vstack", "column", "col", "vbox"], TypePreset(direction: .vertical))
        add(.stack, ["hstack", "row", "hbox"], TypePreset(direction: .horizontal))
        add(.card, ["panel", "tile"])
        add(.table, ["datatable", "grid"])
        add(.chart, ["graph", "plot"])
        add(.chart, ["barchart", "bargraph"], TypePreset(chartKind: .bar))
        add(.chart, ["linechart", "linegraph"], TypePreset(chartKind: .line))
        add(.chart, ["piechart", "donutchart"], TypePreset(chartKind: .pie))
        add(.badge, ["tag", "chip", "pill"])
        add(.progress, ["progressbar", "progressview", "meter"])
        add(.toggle, ["switch"])
        add(.toggle, ["checkbox", "check", "tickbox"], TypePreset(toggleStyle: .checkbox))
        add(.picker, ["select", "dropdown", "segmented", "radio", "radiogroup", "choice", "choicepicker"])
        add(.link, ["a", "anchor", "hyperlink"])
        add(.slider, ["range", "rangeslider", "rangeinput"])
        add(.dateTimeInput, ["datetime", "datetimepicker", "datetimelocal"])
        add(.dateTimeInput, ["date", "datepicker", "dateinput", "datefield"], TypePreset(dateMode: .date))
        add(.dateTimeInput, ["time", "timepicker", "timeinput", "timefield"], TypePreset(dateMode: .time))
        add(.icon, ["symbol", "glyph", "materialicon"])
        add(.video, ["videoplayer", "movie", "clip"])
        add(.audioPlayer, ["audio", "sound", "audioclip", "podcast"])
        add(.tabs, ["tab", "tabview", "tabbar", "tabset", "tabbed"])
        add(.modal, ["dialog", "popup", "popover", "sheet", "overlay", "lightbox"])
        return table
    }()
}
