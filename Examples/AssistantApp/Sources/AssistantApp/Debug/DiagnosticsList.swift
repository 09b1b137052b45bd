import SkillJSON
import SwiftUI

/// The decoder's diagnostics, each with its JSON path: errors (something dropped) in red, warnings (a fix) in
/// orange; a check mark when there are none.
struct DiagnosticsList: View {
    let diagnostics: [Diagnostic]

    var body: some View {
        if diagnostics.isEmpty {
            Label("No diagnostics", systemImage: "checkmark.circle")
                .foregroundStyle(.green)
        } else {
            VStack(alignment: .leading, spacing: 4) {
                ForEach(Array(diagnostics.indices), id: \.self) { index in
                    let diagnostic = diagnostics[index]
                    Text(verbatim: diagnostic.description)
                        .font(.caption.monospaced())
                        .foregroundStyle(diagnostic.severity == .error ? Color.red : Color.orange)
                }
            }
        }
    }
}
