import SkillJSON

/// Finds what keeps a UI tree from working with screen readers or from being legible.
///
/// 1. **Labels** (errors): a button needs a non-empty `title`, a link a `title`, a text field a
///    `label` or `placeholder`, a toggle and a picker a `label`, and a list row with an `action` a
///    `title`. Whitespace alone does not count.
/// 2. **Images** (errors): an image needs a non-empty `alt`.
/// 3. **Contrast** (warnings): a text or badge whose `color` is a hex value must reach WCAG AA
///    contrast — 4.5:1, or 3:1 for the `title` and `headline` text styles — against the
///    background of its nearest ancestor stack that has one, or else the semantic `background`.
///    When that background (or a translucent color) differs between light and dark mode, both
///    modes are checked and the message says which failed. Semantic text colors are assumed to
///    be accessible: the shipped palette is.
///
/// Each diagnostic's path is the node's place in the canonical wire form
/// (``SKComponent/jsonValue``): `$` for the root, `$.children[2]` for the root's third child,
/// `$.children[0].items[1]` for the second row of a list in its first child.
///
/// ```swift
/// let tree = SKComponent.stack(SKStack(children: [
///     .image(SKImage(url: "https://example.com/cat.png")),
///     .text(SKText(content: "faint", color: .rgba(red: 0xAA, green: 0xAA, blue: 0xAA, alpha: 255))),
/// ]))
/// AccessibilityCheck.check(tree).map(\.description)
/// // ["$.children[0]: image has no alt text — describe it for people who cannot see it",
/// //  "$.children[1]: contrast 2.32:1 is below 4.5:1 against #FFFFFF (light) — text color #AAAAAA", …]
/// ```
public enum AccessibilityCheck {
    /// Every accessibility problem in the tree, in document order (parents before children).
    ///
    /// - Parameter component: The root of the tree.
    /// - Returns: Errors for missing labels and alt text, warnings for low contrast.
    public static func check(_ component: SKComponent) -> [Diagnostic] {
        var walk = Walk()
        walk.run(component)
        return walk.diagnostics
    }
}

/// One pass over a tree, keeping what it needs to name paths and backgrounds.
private struct Walk {
    /// A node waiting to be visited.
    struct Pending {
        var node: SKComponent
        /// Where `node` is: an index into `places`.
        var place: Int
        /// The background behind `node` in light and dark mode.
        var backdrop: Backdrop
    }

    /// The effective, opaque background in both modes.
    struct Backdrop {
        var light: RGB
        var dark: RGB

        /// The semantic `background` of each mode.
        static let page = Backdrop(
            light: RGB(SKSemanticColor.background.light), dark: RGB(SKSemanticColor.background.dark))

        /// This backdrop with `color` laid over it.
        func covered(by color: SKColor) -> Backdrop {
            Backdrop(
                light: RGB(color.resolved(dark: false), over: light), dark: RGB(color.resolved(dark: true), over: dark))
        }
    }

    var diagnostics: [Diagnostic] = []
    /// For each visited node: its parent's place and its index among the parent's children.
    /// Paths are rebuilt from here only when a diagnostic needs one, so deep trees stay linear.
    var places: [(parent: Int, index: Int, slot: Slot)] = []

    /// Where a child sits in its parent's wire object: `children[i]`, `tabs[i].child`, or a
    /// modal's `trigger` / `content`.
    enum Slot { case child, tab, modal }

    mutating func run(_ root: SKComponent) {
        places.append((parent: -1, index: 0, slot: .child))
        var pending = [Pending(node: root, place: 0, backdrop: .page)]
        while let next = pending.popLast() {
            inspect(next.node, at: next.place, backdrop: next.backdrop)
            var backdrop = next.backdrop
            if case .stack(let stack) = next.node, let background = stack.background {
                backdrop = backdrop.covered(by: background)
            }
            let children = next.node.children
            let slot: Slot =
                switch next.node {
                case .tabs: .tab
                case .modal: .modal
                default: .child
                }
            for (index, child) in children.enumerated().reversed() {
                places.append((parent: next.place, index: index, slot: slot))
                pending.append(Pending(node: child, place: places.count - 1, backdrop: backdrop))
            }
        }
    }

    mutating func inspect(_ node: SKComponent, at place: Int, backdrop: Backdrop) {
        switch node {
        case .button(let button) where isBlank(button.title):
            error(at: place, "button has no title — a screen reader would announce only \"button\"; give it a title")
        case .link(let link) where isBlank(link.title):
            error(at: place, "link has no title — give it text that says where it goes")
        case .textField(let field) where isBlank(field.label) && isBlank(field.placeholder):
            error(at: place, "text field '\(field.name)' has no label or placeholder — say what to type")
        case .toggle(let toggle) where isBlank(toggle.label):
            error(at: place, "toggle '\(toggle.name)' has no label — say what it switches")
        case .picker(let picker) where isBlank(picker.label):
            error(at: place, "picker '\(picker.name)' has no label — say what is being chosen")
        case .image(let image) where isBlank(image.alt):
            error(at: place, "image has no alt text — describe it for people who cannot see it")
        case .slider(let slider) where isBlank(slider.label):
            error(at: place, "slider '\(slider.name)' has no label — say what it sets")
        case .dateTimeInput(let input) where isBlank(input.label):
            error(at: place, "date-time input '\(input.name)' has no label — say which date or time to give")
        case .video(let video) where isBlank(video.description):
            error(at: place, "video has no description — say what it shows for people who cannot see it")
        case .tabs(let tabs):
            for (index, tab) in tabs.tabs.enumerated() where isBlank(tab.title) {
                diagnostics.append(
                    Diagnostic(
                        path: path(to: place).appending(key: "tabs").appending(index: index),
                        message: "tab has no title — a screen reader would announce nothing to choose"))
            }
        case .list(let list):
            for (index, item) in list.items.enumerated() where item.action != nil && isBlank(item.title) {
                diagnostics.append(
                    Diagnostic(
                        path: path(to: place).appending(key: "items").appending(index: index),
                        message: "tappable list row has no title — give it one a screen reader can announce"))
            }
        case .text(let text):
            let minimum =
                text.style == .title || text.style == .headline ? ContrastRatio.largeText : ContrastRatio.normalText
            checkContrast(of: text.color, kind: "text", minimum: minimum, at: place, backdrop: backdrop)
        case .badge(let badge):
            checkContrast(
                of: badge.color, kind: "badge", minimum: ContrastRatio.normalText, at: place, backdrop: backdrop)
        default:
            break
        }
    }

    /// Warns when a hex `color` falls below `minimum` against the backdrop in either mode.
    mutating func checkContrast(of color: SKColor?, kind: String, minimum: Double, at place: Int, backdrop: Backdrop) {
        guard let color, case .rgba = color else { return }
        let light = RGB(color.resolved(dark: false), over: backdrop.light)
        let dark = RGB(color.resolved(dark: true), over: backdrop.dark)
        let samePerMode = backdrop.light == backdrop.dark
        let modes: [(foreground: RGB, background: RGB, label: String)] =
            samePerMode
            ? [(light, backdrop.light, "")]
            : [(light, backdrop.light, " (light)"), (dark, backdrop.dark, " (dark)")]
        for mode in modes {
            let ratio = ContrastRatio.ratio(mode.foreground, mode.background)
            guard ratio < minimum else { continue }
            diagnostics.append(
                Diagnostic(
                    severity: .warning, path: path(to: place),
                    message: "contrast \(ContrastRatio.format(ratio)):1 is below \(ContrastRatio.format(minimum)):1 "
                        + "against \(mode.background)\(mode.label) — \(kind) color \(color)"))
        }
    }

    mutating func error(at place: Int, _ message: String) {
        diagnostics.append(Diagnostic(path: path(to: place), message: message))
    }

    /// `$.children[i].tabs[j].child…` for the node at `place`.
    func path(to place: Int) -> JSONPath {
        var steps: [JSONPath.Component] = []
        var current = place
        while current > 0 {
            let (parent, index, slot) = places[current]
            switch slot {
            case .child: steps += [.index(index), .key("children")]
            case .tab: steps += [.key("child"), .index(index), .key("tabs")]
            case .modal: steps.append(.key(index == 0 ? "trigger" : "content"))
            }
            current = parent
        }
        return JSONPath(steps.reversed())
    }

    func isBlank(_ text: String?) -> Bool {
        (text ?? "").allSatisfy(\.isWhitespace)
    }
}
