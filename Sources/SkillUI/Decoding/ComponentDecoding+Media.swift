import SkillJSON

// Icon, video and audio player.

struct IconFields: NodeFieldSet {
    static let keys = FieldKeys(
        ["name", "label"],
        aliases: [
            "icon": "name", "symbol": "name", "iconName": "name", "alt": "label", "title": "label",
            "description": "label", "accessibilityLabel": "label",
        ])
    var name, label: Member?

    mutating func assign(_ slot: Int, _ member: Member) -> Member? {
        switch slot {
        case 0: Member.place(&name, member)
        case 1: Member.place(&label, member)
        default: member
        }
    }
}

struct VideoFields: NodeFieldSet {
    static let keys = FieldKeys(
        ["url", "poster", "description"],
        aliases: [
            "src": "url", "source": "url", "uri": "url", "href": "url", "videoUrl": "url", "posterUrl": "poster",
            "thumbnail": "poster", "cover": "poster", "alt": "description", "caption": "description",
            "title": "description", "label": "description",
        ])
    var url, poster, description: Member?

    mutating func assign(_ slot: Int, _ member: Member) -> Member? {
        switch slot {
        case 0: Member.place(&url, member)
        case 1: Member.place(&poster, member)
        case 2: Member.place(&description, member)
        default: member
        }
    }
}

struct AudioPlayerFields: NodeFieldSet {
    static let keys = FieldKeys(
        ["url", "description"],
        aliases: [
            "src": "url", "source": "url", "uri": "url", "href": "url", "audioUrl": "url", "alt": "description",
            "caption": "description", "title": "description", "label": "description",
        ])
    var url, description: Member?

    mutating func assign(_ slot: Int, _ member: Member) -> Member? {
        switch slot {
        case 0: Member.place(&url, member)
        case 1: Member.place(&description, member)
        default: member
        }
    }
}

extension DecodingSession {
    /// Icon: `name` must be one of ``SKIconName``'s; a near miss (`"serch"`, `"arrow_back"`) is
    /// read as the closest name (warning), anything else drops the icon.
    mutating func decodeIcon(_ members: [String: JSONValue], site: NodeSite) -> NodeOutcome {
        let (fields, idMember) = collect(members, as: IconFields.self, typeName: "icon")
        guard present(fields.name) else { return missing("name", of: "icon") }
        guard let member = fields.name, let text = string(member, dropping: "component") else { return .dropped }
        var name = SKIconName.wire.value(for: text)
        if name == nil {
            let problem = "unknown icon name \(describe(.string(text)))"
            if let closest = SKIconName.closest(to: text) {
                warn(
                    member.step, problem, fix: "read as \(quoted(closest.rawValue))",
                    hint: "did you mean \(quoted(closest.rawValue))?")
                name = closest
            } else {
                drop(member.step, problem + " (the names are listed in docs/UI-FORMAT.md)")
                return .dropped
            }
        }
        guard let name else { return .dropped }
        var node = SKIcon(name: name, label: string(fields.label))
        node.id = assignID(idMember, site: site, type: "icon")
        return .leaf(.icon(node))
    }

    mutating func decodeVideo(_ members: [String: JSONValue], site: NodeSite) -> NodeOutcome {
        let (fields, idMember) = collect(members, as: VideoFields.self, typeName: "video")
        guard present(fields.url) else { return missing("url", of: "video") }
        guard let url = string(fields.url, dropping: "component") else { return .dropped }
        var node = SKVideo(url: url, poster: string(fields.poster), description: string(fields.description))
        node.id = assignID(idMember, site: site, type: "video")
        return .leaf(.video(node))
    }

    mutating func decodeAudioPlayer(_ members: [String: JSONValue], site: NodeSite) -> NodeOutcome {
        let (fields, idMember) = collect(members, as: AudioPlayerFields.self, typeName: "audioPlayer")
        guard present(fields.url) else { return missing("url", of: "audioPlayer") }
        guard let url = string(fields.url, dropping: "component") else { return .dropped }
        var node = SKAudioPlayer(url: url, description: string(fields.description))
        node.id = assignID(idMember, site: site, type: "audioPlayer")
        return .leaf(.audioPlayer(node))
    }
}
