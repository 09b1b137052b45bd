import SkillJSON

struct TableFields: NodeFieldSet {
    static let keys = FieldKeys(
        ["columns", "rows"],
        aliases: [
            "headers": "columns", "header": "columns", "columnNames": "columns", "head": "columns",
            "data": "rows", "body": "rows", "values": "rows", "cells": "rows",
        ])
    var columns, rows: Member?

    mutating func assign(_ slot: Int, _ member: Member) -> Member? {
        switch slot {
        case 0: Member.place(&columns, member)
        case 1: Member.place(&rows, member)
        default: member
        }
    }
}

extension DecodingSession {
    /// Table: cells are strings (numbers and Booleans coerced); a row that is an object is read in
    /// column order; rows shorter or longer than the columns are padded with `""` or cut; missing
    /// `rows` means none (warnings).
    mutating func decodeTable(_ members: [String: JSONValue], site: NodeSite) -> NodeOutcome {
        let (fields, idMember) = collect(members, as: TableFields.self, typeName: "table")
        guard present(fields.columns), let columnsMember = fields.columns else {
            return missing("columns", of: "table")
        }
        guard case .array(let columnValues) = columnsMember.value else {
            mismatch(
                columnsMember.step, expected: "an array of column titles", got: columnsMember.value,
                dropping: "component")
            return .dropped
        }
        trail.append(.key(columnsMember.key))
        let columns = columnValues.enumerated().map { index, value in cell(value, at: [.index(index)]) }
        trail.removeLast()
        var rows: [[String]] = []
        if let rowsMember = fields.rows, rowsMember.value != .null {
            if case .array(let rowValues) = rowsMember.value {
                trail.append(.key(rowsMember.key))
                rows.reserveCapacity(rowValues.count)
                for (index, value) in rowValues.enumerated() {
                    trail.append(.index(index))
                    if let row = tableRow(value, columns: columns) { rows.append(row) }
                    trail.removeLast()
                }
                trail.removeLast()
            } else {
                mismatch(rowsMember.step, expected: "an array of rows", got: rowsMember.value, dropping: nil)
            }
        } else {
            warn([], "missing required field \"rows\" for table", fix: "read as no rows")
        }
        return .leaf(.table(SKTable(id: assignID(idMember, site: site, type: "table"), columns: columns, rows: rows)))
    }

    private mutating func tableRow(_ value: JSONValue, columns: [String]) -> [String]? {
        var cells: [String]
        switch value {
        case .array(let values):
            cells = []
            cells.reserveCapacity(max(values.count, columns.count))
            for (index, value) in values.enumerated() { cells.append(cell(value, at: [.index(index)])) }
        case .object(let members):
            warn([], "expected an array of cells, got an object", fix: "read in column order")
            cells = columns.map { column in
                members[column].map { cell($0, at: [.key(column)]) } ?? ""
            }
        case .null, .bool, .number, .string:
            drop([], "expected an array of cells, got \(describe(value))", fix: "row dropped")
            return nil
        }
        if cells.count < columns.count {
            warn([], "row has \(cells.count) cells for \(columns.count) columns", fix: "padded with empty cells")
            cells.append(contentsOf: repeatElement("", count: columns.count - cells.count))
        } else if cells.count > columns.count {
            warn([], "row has \(cells.count) cells for \(columns.count) columns", fix: "cut to \(columns.count)")
            cells.removeLast(cells.count - columns.count)
        }
        return cells
    }

    /// A table cell or column title: a string; other values become text with a warning.
    private mutating func cell(_ value: JSONValue, at extra: @autoclosure () -> [JSONPath.Component]) -> String {
        switch value {
        case .string(let text):
            return limited(text, at: extra())
        case .number, .bool:
            return string(value, at: extra()) ?? ""
        case .null:
            warn(extra(), "expected a string, got null", fix: "read as \"\"")
            return ""
        case .object(let members):
            for key in ["title", "label", "name", "header", "key"] {
                if case .string(let text) = members[key] {
                    warn(extra(), "expected a string, got an object", fix: "read its \(quoted(key))")
                    return limited(text, at: extra() + [.key(key)])
                }
            }
            fallthrough
        case .array:
            let text = freeform(value, at: extra()).stableString()
            warn(extra(), "expected a string, got \(describe(value))", fix: "read as JSON text")
            return limited(text, at: extra())
        }
    }
}
