#if canImport(SwiftUI)
    import Foundation
    import SkillJSON
    import SkillUI

    /// Presentation rules this renderer needs that today live only inside the HTML page or the terminal renderer.
    ///
    /// Each is a minimal stand-in, to be replaced by the shared rule named in its comment once
    /// `Sources/SkillUI/Presentation` holds the rules every renderer follows. Nothing here is meant to stay.
    enum SKPresentationNeeds {
        // MARK: - Form values

        /// The form values a tree's inputs hold before anyone touches them, by input name.
        ///
        /// Replace with the shared form-values rule; today it is `formValues(root)` in
        /// `Sources/AssistantWeb/Resources/chat.js`, which reads the HTML inputs (a text field's text, a number
        /// field's number, a toggle's Boolean, a slider's number, a picker's value or `null`, a multiple picker's
        /// values in option order, a date or time as its ISO text).
        static func formValues(in tree: SKComponent) -> [String: JSONValue] {
            var values: [String: JSONValue] = [:]
            tree.forEachNode { node in
                switch node {
                case .textField(let field): values[field.name] = formValue(of: field, text: field.value ?? "")
                case .toggle(let toggle): values[toggle.name] = .bool(toggle.isOn)
                case .slider(let slider): values[slider.name] = .number(slider.value)
                case .picker(let picker):
                    values[picker.name] =
                        picker.multiple
                        ? .array(picker.selectedValues.map(JSONValue.string))
                        : picker.selected.map(JSONValue.string) ?? .null
                case .dateTimeInput(let input): values[input.name] = .string(input.value ?? "")
                default: break
                }
            }
            return values
        }

        /// The form value of a text field showing `text`: a number for a number field holding one, else the text.
        ///
        /// Replace with the shared form-values rule; today it is the `type === "number"` branch of
        /// `formValues(root)` in `Sources/AssistantWeb/Resources/chat.js`.
        static func formValue(of field: SKTextField, text: String) -> JSONValue {
            if field.kind == .number, let number = Double(text), number.isFinite { return .number(number) }
            return .string(text)
        }

        // MARK: - Words

        /// What VoiceOver calls an input: its label, else its placeholder (text fields), else its name.
        ///
        /// Replace with the shared accessible-name rule; today it is the `aria-label` fallbacks of
        /// `HTMLWriter.writeTextField(_:)`, `writePicker(_:)` and `writeToggle(_:)` in
        /// `Sources/SkillUI/Rendering/HTML/HTMLWriter+Controls.swift` and of `writeSlider(_:)` and
        /// `writeDateTimeInput(_:)` in `HTMLWriter+Inputs.swift`.
        static func accessibleName(label: String?, placeholder: String? = nil, name: String) -> String {
            label ?? placeholder ?? name
        }

        /// The words shown for a component of a type nobody knows.
        ///
        /// Replace with the shared placeholder rule; today it is the debug text of `RenderPass.unknown(_:width:)`
        /// in `Sources/SkillUI/Rendering/Terminal/RenderPass+Content.swift` (`[unknown component "type"]`).
        static func unknownComponentText(type: String) -> String {
            "[unknown component \"\(type)\"]"
        }

        /// The name of a tabs' row of titles (each page is named by its own title).
        ///
        /// Replace with the shared rule once there is one; `HTMLWriter.writeTabs(_:depth:)` in
        /// `Sources/SkillUI/Rendering/HTML/HTMLWriter+Slots.swift` names only the pages.
        static func tabsName(_ tabs: SKTabs) -> String {
            "Tabs"
        }

        /// The accessible name of a modal's dialog.
        ///
        /// Replace with the shared rule; today it is `node.name ?? "Dialog"` in `HTMLWriter.writeModal(_:depth:)`,
        /// `Sources/SkillUI/Rendering/HTML/HTMLWriter+Slots.swift`.
        static func dialogName(_ modal: SKModal) -> String {
            modal.name ?? "Dialog"
        }

        /// The accessible name of a dialog's close button.
        ///
        /// Replace with the shared rule; today it is the `aria-label="Close"` of `HTMLWriter.writeModal(_:depth:)`.
        static let closeLabel = "Close"

        // MARK: - Numbers and dates

        /// A number as shown beside a slider: at most two decimals, no trailing zeros, never `nan`.
        ///
        /// Replace with the shared number rule; today it is `HTMLNumber.format(_:)` in
        /// `Sources/SkillUI/Rendering/HTML/HTMLNumber.swift`.
        static func numberText(_ value: Double) -> String {
            guard value.isFinite else { return "0" }
            let hundredths = (min(max(value, -1e12), 1e12) * 100).rounded() / 100
            return hundredths.rounded() == hundredths ? String(Int64(hundredths)) : String(hundredths)
        }

        /// A progress value as a whole percentage, clamped to 0…100 (`NaN` as 0).
        ///
        /// Replace with the shared rule; today it is the fallback content of `HTMLWriter.writeProgress(_:)` in
        /// `Sources/SkillUI/Rendering/HTML/HTMLWriter+Content.swift`.
        static func percentText(_ value: Double) -> String {
            let clamped = value.isFinite ? min(max(value, 0), 1) : 0
            return "\(Int((clamped * 100).rounded()))%"
        }

        /// The date an input's ISO 8601 text names in `mode`'s form, in the device's time zone; `nil` when it
        /// is not in that form.
        ///
        /// Replace with the shared date rule; today the forms are checked by the internal `ISODateTimeText` in
        /// `Sources/SkillUI/Decoding/ISODateTimeText.swift`, and the HTML input parses them itself.
        static func date(fromISO text: String, mode: SKDateTimeInput.Mode) -> Date? {
            let formats: [String] =
                switch mode {
                case .date: ["yyyy-MM-dd"]
                case .time: ["HH:mm", "HH:mm:ss"]
                case .dateTime: ["yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd'T'HH:mm:ss"]
                }
            for format in formats {
                if let date = isoFormatter(format).date(from: text) { return date }
            }
            return nil
        }

        /// `date` as ISO 8601 text in `mode`'s form, in the device's time zone.
        ///
        /// Replace with the shared date rule (see ``date(fromISO:mode:)``).
        static func isoText(of date: Date, mode: SKDateTimeInput.Mode) -> String {
            let format =
                switch mode {
                case .date: "yyyy-MM-dd"
                case .time: "HH:mm"
                case .dateTime: "yyyy-MM-dd'T'HH:mm"
                }
            return isoFormatter(format).string(from: date)
        }

        private static func isoFormatter(_ format: String) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.calendar = Calendar(identifier: .gregorian)
            formatter.timeZone = .current
            formatter.dateFormat = format
            return formatter
        }

        // MARK: - URLs

        /// Where a URL is used.
        enum URLUsage {
            case link, image, media
        }

        /// `text` as a URL when its scheme is allowed for `usage` (http and https everywhere, `data:image` for
        /// images), else `nil`.
        ///
        /// Replace with the shared URL policy; today it is `HTMLURLPolicy.allowedURL(_:for:)` in
        /// `Sources/SkillUI/Rendering/HTML/HTMLURLPolicy.swift`, which also refuses control and bidi characters
        /// and `data:image/svg+xml`.
        static func allowedURL(_ text: String, for usage: URLUsage) -> URL? {
            guard let url = URL(string: text.trimmingCharacters(in: .whitespaces)),
                let scheme = url.scheme?.lowercased()
            else { return nil }
            if scheme == "http" || scheme == "https" { return url }
            let imageTypes = ["data:image/png", "data:image/jpeg", "data:image/gif", "data:image/webp"]
            if usage == .image, imageTypes.contains(where: { url.absoluteString.lowercased().hasPrefix($0) }) {
                return url
            }
            return nil
        }

        // MARK: - Charts

        /// The accessible name of a chart: its title, else its kind.
        ///
        /// Replace with the shared rule; today it is `node.title ?? HTMLWriter.defaultName(_:)` in
        /// `Sources/SkillUI/Rendering/HTML/HTMLWriter+Chart.swift`.
        static func chartName(_ chart: SKChart) -> String {
            if let title = chart.title { return title }
            return switch chart.kind {
            case .bar: "Bar chart"
            case .line: "Line chart"
            case .pie: "Pie chart"
            }
        }

        /// The color of the series (or slice) at `index` that has none of its own.
        ///
        /// Replace with the shared palette; today it is `HTMLWriter.palette` and `seriesColor(_:index:)` in
        /// `Sources/SkillUI/Rendering/HTML/HTMLWriter+Chart.swift`.
        static func chartColor(index: Int) -> SKColor {
            let palette: [SKSemanticColor] = [.accent, .success, .warning, .danger, .secondaryLabel]
            return .semantic(palette[index % palette.count])
        }

        /// `value` when a chart can draw it (it is finite), else `nil`: a missing value.
        ///
        /// Replace with the shared rule; today it is `ChartMath.plottable(_:)` in
        /// `Sources/SkillUI/Rendering/ChartMath.swift` (internal to SkillUI).
        static func plottable(_ value: Double) -> Double? {
            value.isFinite ? value : nil
        }

        /// A chart value as VoiceOver reads it: whole numbers without a fraction, `–` for a missing value.
        ///
        /// Replace with the shared rule; today it is `HTMLNumber.display(_:)` in
        /// `Sources/SkillUI/Rendering/HTML/HTMLNumber.swift`, used by the chart's data table.
        static func chartValueText(_ value: Double) -> String {
            guard value.isFinite else { return "–" }
            if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
            return String(value)
        }

        /// What VoiceOver calls one value of a chart: its label, and its series' name when there are several.
        ///
        /// Replace with the shared chart summary; today the HTML chart's hidden data table
        /// (`HTMLWriter.writeChartTable(_:caption:)` in `HTMLWriter+Chart.swift`) gives a row per label and a
        /// column per series.
        static func chartPointName(label: String, series: String, in chart: SKChart) -> String {
            chart.series.count > 1 ? "\(label), \(series)" : label
        }
    }
#endif
