import SkillJSON

// Text, image, spacer, divider, badge, progress and link: leaves that show something.

struct TextFields: NodeFieldSet {
    static let keys = FieldKeys(
        ["content", "style", "align", "color", "weight"],
        aliases: [
            "text": "content", "value": "content", "label": "content", "string": "content", "textStyle": "style",
            "variant": "style", "font": "style", "alignment": "align", "textAlign": "align",
            "textAlignment": "align", "textColor": "color", "foreground": "color", "foregroundColor": "color",
            "fontColor": "color", "fontWeight": "weight",
        ])
    var content, style, align, color, weight: Member?

    mutating func assign(_ slot: Int, _ member: Member) -> Member? {
        switch slot {
        case 0: Member.place(&content, member)
        case 1: Member.place(&style, member)
        case 2: Member.place(&align, member)
        case 3: Member.place(&color, member)
        case 4: Member.place(&weight, member)
        default: member
        }
    }
}

struct ImageFields: NodeFieldSet {
    static let keys = FieldKeys(
        ["url", "alt", "width", "height", "fit"],
        aliases: [
            "src": "url", "source": "url", "image": "url", "imageUrl": "url", "uri": "url", "href": "url",
            "altText": "alt", "alternative": "alt", "description": "alt", "caption": "alt", "w": "width",
            "h": "height", "contentMode": "fit", "objectFit": "fit", "mode": "fit", "resize": "fit",
        ])
    var url, alt, width, height, fit: Member?

    mutating func assign(_ slot: Int, _ member: Member) -> Member? {
        switch slot {
        case 0: Member.place(&url, member)
        case 1: Member.place(&alt, member)
        case 2: Member.place(&width, member)
        case 3: Member.place(&height, member)
        case 4: Member.place(&fit, member)
        default: member
        }
    }
}

/// Spacer (`size`) and divider (no fields).
struct SpacerFields: NodeFieldSet {
    static let keys = FieldKeys(["size"], aliases: ["height": "size", "width": "size", "length": "size"])
    var size: Member?

    mutating func assign(_ slot: Int, _ member: Member) -> Member? {
        slot == 0 ? Member.place(&size, member) : member
    }
}

struct DividerFields: NodeFieldSet {
    static let keys = FieldKeys([])

    mutating func assign(_ slot: Int, _ member: Member) -> Member? { member }
}

/// Badge (`text`, `color`).
struct BadgeFields: NodeFieldSet {
    static let keys = FieldKeys(
        ["text", "color"],
        aliases: [
            "label": "text", "content": "text", "title": "text", "value": "text", "background": "color",
            "tint": "color",
        ])
    var text, color: Member?

    mutating func assign(_ slot: Int, _ member: Member) -> Member? {
        switch slot {
        case 0: Member.place(&text, member)
        case 1: Member.place(&color, member)
        default: member
        }
    }
}

struct ProgressFields: NodeFieldSet {
    static let keys = FieldKeys(
        ["value", "label"],
        aliases: [
            "progress": "value", "percent": "value", "percentage": "value", "current": "value", "title": "label",
            "text": "label", "caption": "label",
        ])
    var value, label: Member?

    mutating func assign(_ slot: Int, _ member: Member) -> Member? {
        switch slot {
        case 0: Member.place(&value, member)
        case 1: Member.place(&label, member)
        default: member
        }
    }
}

struct LinkFields: NodeFieldSet {
    static let keys = FieldKeys(
        ["title", "url"],
        aliases: ["text": "title", "label": "title", "content": "title", "href": "url", "link": "url", "uri": "url"])
    var title, url: Member?

    mutating func assign(_ slot: Int, _ member: Member) -> Member? {
        switch slot {
        case 0: Member.place(&title, member)
        case 1: Member.place(&url, member)
        default: member
        }
    }
}

extension DecodingSession {
    mutating func decodeText(_ members: [String: JSONValue], site: NodeSite, preset: TypePreset) -> NodeOutcome {
        let (fields, idMember) = collect(members, as: TextFields.self, typeName: "text")
        guard present(fields.content) else { return missing("content", of: "text") }
        guard let content = string(fields.content, dropping: "component") else { return .dropped }
        let style = choice(fields.style, aliases: ChoiceAliases.textStyle, fallback: .body) ?? preset.textStyle
        var node = SKText(
            content: content, style: style ?? .body, align: choice(fields.align, aliases: ChoiceAliases.alignment),
            color: color(fields.color), weight: choice(fields.weight, aliases: ChoiceAliases.weight))
        node.id = assignID(idMember, site: site, type: "text")
        return .leaf(.text(node))
    }

    mutating func decodeImage(_ members: [String: JSONValue], site: NodeSite) -> NodeOutcome {
        let (fields, idMember) = collect(members, as: ImageFields.self, typeName: "image")
        guard present(fields.url) else { return missing("url", of: "image") }
        guard let url = string(fields.url, dropping: "component") else { return .dropped }
        var node = SKImage(
            url: url, alt: string(fields.alt), width: measure(fields.width), height: measure(fields.height),
            fit: choice(fields.fit, aliases: ChoiceAliases.fit, fallback: .fit) ?? .fit)
        node.id = assignID(idMember, site: site, type: "image")
        return .leaf(.image(node))
    }

    mutating func decodeSpacer(_ members: [String: JSONValue], site: NodeSite) -> NodeOutcome {
        let (fields, idMember) = collect(members, as: SpacerFields.self, typeName: "spacer")
        let size = measure(fields.size)
        return .leaf(.spacer(SKSpacer(id: assignID(idMember, site: site, type: "spacer"), size: size)))
    }

    mutating func decodeDivider(_ members: [String: JSONValue], site: NodeSite) -> NodeOutcome {
        let (_, idMember) = collect(members, as: DividerFields.self, typeName: "divider")
        return .leaf(.divider(SKDivider(id: assignID(idMember, site: site, type: "divider"))))
    }

    mutating func decodeBadge(_ members: [String: JSONValue], site: NodeSite) -> NodeOutcome {
        let (fields, idMember) = collect(members, as: BadgeFields.self, typeName: "badge")
        guard present(fields.text) else { return missing("text", of: "badge") }
        guard let text = string(fields.text, dropping: "component") else { return .dropped }
        var node = SKBadge(text: text, color: color(fields.color))
        node.id = assignID(idMember, site: site, type: "badge")
        return .leaf(.badge(node))
    }

    /// Progress: values above 1 up to 100 are read as percentages, others clamped to 0…1 (warnings).
    mutating func decodeProgress(_ members: [String: JSONValue], site: NodeSite) -> NodeOutcome {
        let (fields, idMember) = collect(members, as: ProgressFields.self, typeName: "progress")
        guard present(fields.value) else { return missing("value", of: "progress") }
        guard let member = fields.value, var value = number(member, dropping: "component") else { return .dropped }
        if value > 1 && value <= 100 {
            warn(
                member.step, "\(format(value)) is outside 0…1",
                fix: "read as \(format(value))% = \(format(value / 100))")
            value /= 100
        } else if value < 0 || value > 1 {
            let clamped = min(max(value, 0), 1)
            warn(member.step, "\(format(value)) is outside 0…1", fix: "clamped to \(format(clamped))")
            value = clamped
        }
        var node = SKProgress(value: value, label: string(fields.label))
        node.id = assignID(idMember, site: site, type: "progress")
        return .leaf(.progress(node))
    }

    /// Link: a missing title defaults to the URL (warning).
    mutating func decodeLink(_ members: [String: JSONValue], site: NodeSite) -> NodeOutcome {
        let (fields, idMember) = collect(members, as: LinkFields.self, typeName: "link")
        guard present(fields.url) else { return missing("url", of: "link") }
        guard let url = string(fields.url, dropping: "component") else { return .dropped }
        var title = string(fields.title)
        if title == nil {
            if !present(fields.title) {
                warn([], "missing required field \"title\" for link", fix: "the URL is used")
            }
            title = url
        }
        return .leaf(.link(SKLink(id: assignID(idMember, site: site, type: "link"), title: title ?? url, url: url)))
    }
}
