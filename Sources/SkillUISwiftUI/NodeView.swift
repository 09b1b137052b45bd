#if canImport(SwiftUI)
    import SkillUI
    import SwiftUI

    /// One component of the tree, drawn by the view for its kind.
    struct SKNodeView: View {
        let node: SKComponent
        let context: SKRenderContext

        var body: some View {
            switch node {
            case .text(let text): SKTextView(node: text)
            case .button(let button): SKButtonView(node: button, context: context)
            case .textField(let field): SKTextFieldView(node: field, context: context)
            case .list(let list): SKListView(node: list, context: context)
            case .image(let image): SKImageView(node: image)
            case .spacer(let spacer): SKSpacerView(node: spacer)
            case .divider: Divider()
            case .stack(let stack): SKStackView(node: stack, context: context)
            case .card(let card): SKCardView(node: card, context: context)
            case .table(let table): SKTableView(node: table)
            case .chart(let chart): SKChartView(node: chart)
            case .badge(let badge): SKBadgeView(node: badge)
            case .progress(let progress): SKProgressView(node: progress)
            case .toggle(let toggle): SKToggleView(node: toggle, context: context)
            case .picker(let picker) where picker.multiple: SKMultiplePickerView(node: picker, context: context)
            case .picker(let picker): SKPickerView(node: picker, context: context)
            case .link(let link): SKLinkView(node: link)
            case .slider(let slider): SKSliderView(node: slider, context: context)
            case .dateTimeInput(let input): SKDateTimeInputView(node: input, context: context)
            case .icon(let icon): SKIconView(node: icon)
            case .video(let video): SKVideoView(node: video)
            case .audioPlayer(let audio): SKAudioPlayerView(node: audio)
            case .tabs(let tabs): SKTabsView(node: tabs, context: context)
            case .modal(let modal): SKModalView(node: modal, context: context)
            case .custom(let custom): SKCustomView(node: custom, context: context)
            case .unknown(let unknown): SKUnknownView(type: unknown.type)
            }
        }
    }
#endif
