import CFreeType
import Foundation
import Geometry2D
import VectorPath

/// A FreeType outline as a ``Path`` (font units, y flipped to grow downwards) through
/// `FT_Outline_Decompose`: conic segments become quadratic curves, cubic ones cubic curves; each
/// contour is closed.
enum OutlineReader {
    /// The path being built, reached from FreeType's C callbacks through their user pointer.
    private final class Builder {
        var path = Path()
        var open = false

        func point(_ vector: UnsafePointer<FT_Vector>?) -> CGPoint {
            guard let vector else { return .zero }
            return CGPoint(x: Double(vector.pointee.x), y: -Double(vector.pointee.y))
        }
    }

    static func path(of outline: inout FT_Outline) -> Path {
        let builder = Builder()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                let builder = Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue()
                if builder.open { builder.path.closeSubpath() }
                builder.path.move(to: builder.point(to))
                builder.open = true
                return 0
            },
            line_to: { to, user in
                let builder = Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue()
                builder.path.addLine(to: builder.point(to))
                return 0
            },
            conic_to: { control, to, user in
                let builder = Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue()
                builder.path.addQuadCurve(to: builder.point(to), control: builder.point(control))
                return 0
            },
            cubic_to: { control1, control2, to, user in
                let builder = Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue()
                builder.path.addCurve(to: builder.point(to), control1: builder.point(control1), control2: builder.point(control2))
                return 0
            },
            shift: 0, delta: 0)
        let user = Unmanaged.passUnretained(builder).toOpaque()
        _ = withExtendedLifetime(builder) { FT_Outline_Decompose(&outline, &funcs, user) }
        if builder.open { builder.path.closeSubpath() }
        return builder.path
    }
}
