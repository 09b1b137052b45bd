import SkillJSON
import SkillUI
import SkillUISwiftUI
import SwiftUI

/// The UI debug page: a JSON document in an editor, the tree the decoder makes of it as an outline with the
/// decoder's diagnostics, and the rendered preview — all updated as you type. Taps in the preview are shown, not
/// sent anywhere.
struct DebugView: View {
    @State private var json = UIGallery.examples.first?.json ?? #"{ "type": "text", "content": "Hello" }"#
    @State private var example = UIGallery.examples.first?.name ?? ""
    @State private var result = UIDecodeResult(component: nil, diagnostics: [])
    @State private var lastAction: String?

    var body: some View {
        HStack(alignment: .top, spacing: 0) {
            VStack(alignment: .leading, spacing: 8) {
                Picker("Example", selection: $example) {
                    ForEach(UIGallery.examples) { example in
                        Text(example.name).tag(example.name)
                    }
                }
                TextEditor(text: $json)
                    .font(.body.monospaced())
                    .accessibilityLabel("UI document (JSON)")
            }
            .padding()
            Divider()
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    DiagnosticsList(diagnostics: result.diagnostics)
                    if let tree = result.component {
                        TreeOutline(tree: tree)
                    }
                }
                .padding()
            }
            Divider()
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    if let tree = result.component {
                        SKView(tree: tree) { action in
                            lastAction =
                                "\(action.action) ← \(action.componentID) "
                                + JSONValue.object(action.formValues).stableString()
                        }
                    }
                    if let lastAction {
                        Text(verbatim: lastAction)
                            .font(.caption.monospaced())
                            .foregroundStyle(.secondary)
                    }
                }
                .padding()
            }
        }
        .onChange(of: json, initial: true) { _, text in
            result = UIDecoder.decode(json: text)
        }
        .onChange(of: example) { _, name in
            if let chosen = UIGallery.example(named: name) { json = chosen.json }
        }
    }
}
