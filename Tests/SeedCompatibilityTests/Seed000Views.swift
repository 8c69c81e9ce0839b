// Seed 000_8b1c624403e5bffa.txt (the article on explicit and implicit animation, Animatable, drawingGroup):
// the views pasted verbatim; only the import changed (the article shows no import; SwiftUI's is `import Zoetrope` here).
// Not repeated here: PolygonShape (sides + scale, the flower variant, the Int version) and ClockTime/ClockShape,
// already in PolygonShapeSeed.swift and ClockSeed.swift.
// The article defines `Example2` three times and `PolygonShape` more than once, which one module cannot hold:
// the three Example2 and the Double-sided PolygonShape each sit in an enum namespace. Its two one-line calls
// (`PolygonShape(sides:)…`, `FlowerView().drawingGroup()`) sit in small views. Every line that is not the
// seed's is marked `// completion:`.
// FlowerView, which the article uses but never defines, is in Seed000Harness.swift.
import Zoetrope

// 使用了隐式动画：
struct Example1: View {
    @State private var half = false
    @State private var dim = false

    var body: some View {
        Image("tower")
            .scaleEffect(half ? 0.5 : 1.0)
            .opacity(dim ? 0.2 : 1.0)
            .animation(.easeInOut(duration: 1.0))
            .onTapGesture {
                self.dim.toggle()
                self.half.toggle()
            }
    }
}

// 把代码做一点简单的改变: (explicit animation with withAnimation)
enum ExplicitAnimation { // completion: namespace, the article reuses the name Example2
struct Example2: View {
    @State private var half = false
    @State private var dim = false

    var body: some View {
        Image("tower")
            .scaleEffect(half ? 0.5 : 1.0)
            .opacity(dim ? 0.5 : 1.0)
            .onTapGesture {
                self.half.toggle()

                withAnimation(.easeInOut(duration: 1.0)) {
                    self.dim.toggle()
                }
        }
    }
}
} // completion: end of namespace

// 我用隐式动画如何实现上边这种动画呢？ (the .animation modifier before scaleEffect)
enum ImplicitAnimationOrder { // completion: namespace, the article reuses the name Example2
struct Example2: View {
    @State private var half = false
    @State private var dim = false

    var body: some View {
        Image("tower")
            .opacity(dim ? 0.2 : 1.0)
            .animation(.easeInOut(duration: 1.0))
            .scaleEffect(half ? 0.5 : 1.0)
            .onTapGesture {
                self.dim.toggle()
                self.half.toggle()
        }
    }
}
} // completion: end of namespace

// .animation(nil)
enum AnimationNil { // completion: namespace, the article reuses the name Example2
struct Example2: View {
    @State private var half = false
    @State private var dim = false

    var body: some View {
        Image("tower")
            .opacity(dim ? 0.2 : 1.0)
            .animation(nil)
            .scaleEffect(half ? 0.5 : 1.0)
                .animation(.easeInOut(duration: 1.0))
            .onTapGesture {
                self.dim.toggle()
                self.half.toggle()
        }
    }
}
} // completion: end of namespace

// Animating Shape Paths: the Double-sided PolygonShape with one animatable value, and the call the article animates.
enum DoubleSidedPolygon { // completion: namespace, the article reuses the name PolygonShape
struct PolygonShape: Shape {
    var sides: Double

    var animatableData: Double {
        get { return sides }
        set { sides = newValue }
    }

    // completion: the article's "..." is the path(in:) it shows right after; pasted verbatim:
func path(in rect: CGRect) -> Path {

        // hypotenuse
        let h = Double(min(rect.size.width, rect.size.height)) / 2.0

        // center
        let c = CGPoint(x: rect.size.width / 2.0, y: rect.size.height / 2.0)

        var path = Path()

        let extra: Int = Double(sides) != Double(Int(sides)) ? 1 : 0

        for i in 0..<Int(sides) + extra {
            let angle = (Double(i) * (360.0 / Double(sides))) * Double.pi / 180

            // Calculate vertex
            let pt = CGPoint(x: c.x + CGFloat(cos(angle) * h), y: c.y + CGFloat(sin(angle) * h))

            if i == 0 {
                path.move(to: pt) // move to first vertex
            } else {
                path.addLine(to: pt) // draw line to next vertex
            }
        }

        path.closeSubpath()

        return path
    }
}

struct PolygonCall: View { // completion: a view around the article's call; isSquare and duration are its free names
    var isSquare = true // completion
    var duration = 1.0 // completion
    var body: some View { // completion
PolygonShape(sides: isSquare ? 4 : 3)
    .stroke(Color.blue, lineWidth: 3)
    .animation(.easeInOut(duration: duration))
    } // completion
} // completion
} // completion: end of namespace

// SwiftUI + Metal
struct FlowerCall: View { // completion: a view around the article's one-line call
    var body: some View { // completion
FlowerView().drawingGroup()
    } // completion
} // completion
