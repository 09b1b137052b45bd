#if canImport(SwiftUI)
    import SkillUI
    import SwiftUI

    extension SKText.Style {
        /// The Dynamic Type text style: it grows and shrinks with the person's text size.
        var font: Font {
            switch self {
            case .title: .title
            case .headline: .headline
            case .body: .body
            case .caption: .caption
            }
        }
    }

    extension SKText.Weight {
        /// The font weight.
        var fontWeight: Font.Weight {
            switch self {
            case .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            }
        }
    }

    extension SKAlignment {
        /// How lines of text line up.
        var textAlignment: TextAlignment {
            switch self {
            case .leading: .leading
            case .center: .center
            case .trailing: .trailing
            }
        }

        /// Where content sits in a frame wider than itself.
        var frameAlignment: Alignment {
            switch self {
            case .leading: .leading
            case .center: .center
            case .trailing: .trailing
            }
        }

        /// Where children of a column line up.
        var horizontalAlignment: HorizontalAlignment {
            switch self {
            case .leading: .leading
            case .center: .center
            case .trailing: .trailing
            }
        }

        /// Where children of a row line up: leading is the top, trailing the bottom.
        var verticalAlignment: VerticalAlignment {
            switch self {
            case .leading: .top
            case .center: .center
            case .trailing: .bottom
            }
        }
    }
#endif
