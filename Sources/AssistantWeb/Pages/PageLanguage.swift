import Foundation

/// The language of the pages' own text (buttons, labels, hints): Chinese or English, chosen from
/// the browser's `Accept-Language` header. What skills answer is not translated.
public enum PageLanguage: String, Sendable, CaseIterable {
    case chinese = "zh"
    case english = "en"

    /// The best match for an `Accept-Language` value such as `zh-CN,zh;q=0.9,en;q=0.8`: the
    /// supported language with the highest weight (earlier wins a tie); English when neither is
    /// listed, the header is missing, or it cannot be read.
    public init(acceptLanguage header: String?) {
        var best: (language: PageLanguage, weight: Double)?
        for item in (header ?? "").split(separator: ",") {
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = parts.first?.lowercased(), !tag.isEmpty else { continue }
            var weight = 1.0
            for parameter in parts.dropFirst() where parameter.hasPrefix("q=") {
                weight = Double(parameter.dropFirst(2)) ?? 0
            }
            let primary = tag.split(separator: "-").first.map(String.init) ?? tag
            guard weight > 0, let language = PageLanguage(rawValue: primary) else { continue }
            if weight > (best?.weight ?? 0) { best = (language, weight) }
        }
        self = best?.language ?? .english
    }
}
