import Foundation
import Geometry2D
import RenderCommands
import VectorPath

/// A list in edit mode: its selection (nil without a selection binding). Rows get a leading
/// control — a selection circle with a selection, else a red delete control on rows whose
/// `ForEach` has `onDelete` — and a trailing reorder handle on rows whose `ForEach` has `onMove`
/// (view-layer drawing spec §16.8; numbers inferred from iOS 17 screenshots).
struct ListEditing {
    let selection: ListSelection?

    /// How far a row's content moves right for its leading control.
    static let leadingWidth: CGFloat = 38
    /// The room a reorder handle takes at a row's trailing end.
    static let trailingWidth: CGFloat = 40
    /// A selection circle's or delete control's diameter, and its centre's distance from the card's edge.
    static let controlDiameter: CGFloat = 22
    static let controlCentre: CGFloat = 27
    /// A reorder handle: three lines this wide, this far apart, centred this far from the trailing edge.
    static let handleWidth: CGFloat = 18
    static let handleSpacing: CGFloat = 5
    static let handleCentre: CGFloat = 29

    /// The leading control `row` gets.
    func leadingControl(of row: ViewElement) -> LeadingControl? {
        if let selection {
            guard let id = row.traits.tag ?? row.traits.scrollID else { return nil }
            return .selection(selected: selection.isSelected(id))
        }
        return row.traits.listEdit?.edits.delete != nil ? .delete : nil
    }

    /// Whether `row` gets a reorder handle.
    func hasHandle(_ row: ViewElement) -> Bool { row.traits.listEdit?.edits.move != nil }

    enum LeadingControl: Equatable {
        case selection(selected: Bool)
        case delete
    }

    /// Draws `row`'s controls in `rowRect` (device placement through `context`); a delete control
    /// whose "Delete" is revealed (`deleteOpen`) has its bar turned upright, and the row's handle
    /// gives way to the button.
    func drawControls(of row: ViewElement, in rowRect: CGRect, deleteOpen: Bool = false, into context: inout DrawingContext) {
        let centreY = rowRect.midY, r = Self.controlDiameter / 2
        if let control = leadingControl(of: row) {
            let centre = CGPoint(x: rowRect.minX + Self.controlCentre, y: centreY)
            let disc = Path(ellipseIn: CGRect(x: centre.x - r, y: centre.y - r, width: 2 * r, height: 2 * r))
            switch control {
            case .selection(let selected) where selected:
                fill(disc, Color.accentColor, &context)
                var check = Path()
                check.move(to: CGPoint(x: centre.x - 5, y: centre.y + 0.5))
                check.addLine(to: CGPoint(x: centre.x - 1.5, y: centre.y + 4))
                check.addLine(to: CGPoint(x: centre.x + 5.5, y: centre.y - 4))
                stroke(check, .white, width: 2, &context)
            case .selection:
                let ring = Path(ellipseIn: CGRect(x: centre.x - r + 0.75, y: centre.y - r + 0.75, width: 2 * r - 1.5, height: 2 * r - 1.5))
                stroke(ring, SystemColors.gray3.color, width: 1.5, &context)
            case .delete:
                fill(disc, SystemColors.red.color, &context)
                let bar = deleteOpen ? CGRect(x: centre.x - 1, y: centre.y - 6, width: 2, height: 12)
                    : CGRect(x: centre.x - 6, y: centre.y - 1, width: 12, height: 2)
                fill(Path(roundedRect: bar, cornerRadius: 1), .white, &context)
            }
        }
        if hasHandle(row), !deleteOpen {
            let centreX = rowRect.maxX - Self.handleCentre
            for line in -1...1 {
                let y = centreY + CGFloat(line) * Self.handleSpacing
                let bar = CGRect(x: centreX - Self.handleWidth / 2, y: y - 0.75, width: Self.handleWidth, height: 1.5)
                fill(Path(roundedRect: bar, cornerRadius: 0.75), SystemColors.gray2.color, &context)
            }
        }
    }

    private func fill(_ path: Path, _ color: Color, _ context: inout DrawingContext) {
        context.displayList.fill(path, with: context.paint(color, in: path.boundingRect), transform: context.transform)
    }

    private func stroke(_ path: Path, _ color: Color, width: CGFloat, _ context: inout DrawingContext) {
        let style = StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round)
        context.displayList.stroke(path, style: style, with: context.paint(color, in: path.boundingRect), transform: context.transform)
    }
}
