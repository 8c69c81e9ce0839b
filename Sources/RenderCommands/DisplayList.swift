import Foundation

/// An ordered list of drawing commands: what a frame draws, independent of the backend.
///
/// Each command carries its own `ProjectionTransform` from the command's local coordinates to
/// device pixels (origin top-left, y down). Both backends consume the same list.
///
/// ```swift
/// var list = DisplayList()
/// list.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.blue))
/// list.stroke(Path(CGRect(x: 10, y: 10, width: 80, height: 80)), style: StrokeStyle(lineWidth: 4),
///             with: .color(.black))
/// ```
public struct DisplayList: Sendable {
    /// One drawing command.
    public enum Command: Sendable {
        /// Fill `path` with `paint` under `style`'s fill rule.
        case fill(Path, paint: Paint, style: FillStyle, transform: ProjectionTransform)
        /// Stroke `path` with `style` (union semantics: each pixel covered once) and `paint`.
        case stroke(Path, style: StrokeStyle, paint: Paint, transform: ProjectionTransform)
    }

    /// The commands, in painter's order.
    public var commands: [Command] = []

    /// An empty list.
    public init() {}

    /// Appends a fill.
    public mutating func fill(_ path: Path, with paint: Paint, style: FillStyle = FillStyle(),
                              transform: ProjectionTransform = ProjectionTransform()) {
        commands.append(.fill(path, paint: paint, style: style, transform: transform))
    }

    /// Appends a stroke.
    public mutating func stroke(_ path: Path, style: StrokeStyle = StrokeStyle(), with paint: Paint,
                                transform: ProjectionTransform = ProjectionTransform()) {
        commands.append(.stroke(path, style: style, paint: paint, transform: transform))
    }

    /// Checks every command for coordinates a renderer cannot draw (NaN or infinity) and
    /// returns the first problem as an error naming the command.
    public func validate() throws(RenderError) {
        for (index, command) in commands.enumerated() {
            switch command {
            case .fill(let path, _, _, let transform):
                try Self.check(path, transform, index: index)
            case .stroke(let path, let style, _, let transform):
                try Self.check(path, transform, index: index)
                guard style.lineWidth.isFinite, style.miterLimit.isFinite, style.dashPhase.isFinite,
                      style.dash.allSatisfy(\.isFinite)
                else { throw RenderError.nonFiniteStroke(command: index) }
            }
        }
    }

    private static func check(_ path: Path, _ transform: ProjectionTransform, index: Int) throws(RenderError) {
        guard path.isFinite else { throw RenderError.nonFiniteCoordinates(command: index) }
        let m = [transform.m11, transform.m12, transform.m13, transform.m21, transform.m22, transform.m23,
                 transform.m31, transform.m32, transform.m33]
        guard m.allSatisfy(\.isFinite) else { throw RenderError.nonFiniteTransform(command: index) }
    }
}

extension DisplayList {
    /// The same drawing followed by `transform` (each command's transform, then `transform`).
    ///
    /// ```swift
    /// let retina = list.transformed(by: ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2)))
    /// ```
    public func transformed(by transform: ProjectionTransform) -> DisplayList {
        if transform.isIdentity { return self }
        var result = DisplayList()
        result.commands = commands.map { $0.transformed(by: transform) }
        return result
    }
}

extension DisplayList.Command {
    /// This command followed by `extra`.
    public func transformed(by extra: ProjectionTransform) -> DisplayList.Command {
        switch self {
        case .fill(let path, let paint, let style, let transform):
            .fill(path, paint: paint, style: style, transform: transform.concatenating(extra))
        case .stroke(let path, let style, let paint, let transform):
            .stroke(path, style: style, paint: paint, transform: transform.concatenating(extra))
        }
    }

    /// The command's paint.
    public var paint: Paint {
        switch self {
        case .fill(_, let paint, _, _), .stroke(_, _, let paint, _): paint
        }
    }
}

/// Why a display list cannot be rendered.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    case nonFiniteCoordinates(command: Int)
    case nonFiniteTransform(command: Int)
    case nonFiniteStroke(command: Int)

    public var description: String {
        switch self {
        case .nonFiniteCoordinates(let i):
            "command \(i): the path has a NaN or infinite coordinate; check the values that built it"
        case .nonFiniteTransform(let i):
            "command \(i): the transform has a NaN or infinite entry (a zero scale inverted?)"
        case .nonFiniteStroke(let i):
            "command \(i): the stroke style has a NaN or infinite width, miter limit or dash"
        }
    }
}
