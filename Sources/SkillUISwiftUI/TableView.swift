#if canImport(SwiftUI)
    import SkillUI
    import SwiftUI

    /// A `table` component: a header row and rows of text cells in a grid, scrolling sideways when wide.
    struct SKTableView: View {
        let node: SKTable

        var body: some View {
            ScrollView(.horizontal) {
                Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 6) {
                    GridRow {
                        ForEach(Array(node.columns.indices), id: \.self) { column in
                            Text(node.columns[column])
                                .font(.headline)
                                .accessibilityAddTraits(.isHeader)
                        }
                    }
                    Divider()
                    ForEach(Array(node.rows.indices), id: \.self) { row in
                        GridRow {
                            ForEach(Array(node.rows[row].indices), id: \.self) { column in
                                Text(node.rows[row][column])
                            }
                        }
                    }
                }
            }
        }
    }
#endif
