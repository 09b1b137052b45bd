import SkillJSON

// Stack and card: the built-in containers. Their children are decoded by the tree walker.

/// The lenient spellings of `children`, shared by every container (`components` is a documented
/// synonym and needs no alias).
private let childrenAliases = ["items": "children", "elements": "children", "content": "children", "views": "children"]

struct StackFields: NodeFieldSet {
    static let keys = FieldKeys(
        ["direction", "spacing", "alignment", "padding", "background", "children"],
        aliases: childrenAliases.merging([
            "axis": "direction", "orientation": "direction", "layout": "direction", "gap": "spacing",
            "space": "spacing", "align": "alignment", "alignItems": "alignment", "crossAlignment": "alignment",
            "backgroundColor": "background", "bg": "background", "bgColor": "background",
        ]) { first, _ in first })
    var direction, spacing, alignment, padding, background, children: Member?

    mutating func assign(_ slot: Int, _ member: Member) -> Member? {
        switch slot {
        case 0: Member.place(&direction, member)
        case 1: Member.place(&spacing, member)
        case 2: Member.place(&alignment, member)
        case 3: Member.place(&padding, member)
        case 4: Member.place(&background, member)
        case 5: Member.place(&children, member)
        default: member
        }
    }
}

struct CardFields: NodeFieldSet {
    static let keys = FieldKeys(
        ["title", "subtitle", "children"],
        aliases: childrenAliases.merging([
            "header": "title", "heading": "title", "subheading": "subtitle", "description": "subtitle",
            "caption": "subtitle",
        ]) { first, _ in first })
    var title, subtitle, children: Member?

    mutating func assign(_ slot: Int, _ member: Member) -> Member? {
        switch slot {
        case 0: Member.place(&title, member)
        case 1: Member.place(&subtitle, member)
        case 2: Member.place(&children, member)
        default: member
        }
    }
}

extension DecodingSession {
    /// Stack (also `"section"`): `direction` defaults to vertical, or to what a type alias says.
    mutating func decodeStack(_ members: [String: JSONValue], site: NodeSite, preset: TypePreset) -> NodeOutcome {
        let (fields, idMember) = collect(members, as: StackFields.self, typeName: "stack")
        var node = SKStack(
            direction: choice(fields.direction, aliases: ChoiceAliases.direction, fallback: .vertical)
                ?? preset.direction ?? .vertical,
            spacing: measure(fields.spacing), alignment: choice(fields.alignment, aliases: ChoiceAliases.alignment),
            padding: measure(fields.padding), background: color(fields.background))
        let children = childList(fields.children)
        node.id = assignID(idMember, site: site, type: "stack")
        return .container(.stack(node), children)
    }

    mutating func decodeCard(_ members: [String: JSONValue], site: NodeSite) -> NodeOutcome {
        let (fields, idMember) = collect(members, as: CardFields.self, typeName: "card")
        var node = SKCard(title: string(fields.title), subtitle: string(fields.subtitle))
        let children = childList(fields.children)
        node.id = assignID(idMember, site: site, type: "card")
        return .container(.card(node), children)
    }
}
