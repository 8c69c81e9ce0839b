import Testing
import Zoetrope

// Each compiled seed view drawn once, as at time 0 (after its onAppear), on the spec's canvas:
// 390 × 844 points at scale 1 (view-layer spec §9). The expected rectangles follow from the layout
// rules of spec §3 and are worked out beside each assertion. Images come from Assets/ (SeedAssets).

private let canvas = CGSize(width: 390, height: 844)

/// The seed view drawn with the seed assets.
private func draw(_ view: some View) -> DisplayList {
    DisplayList(view, size: canvas, assets: [SeedAssets.directory])
}

/// A drawing command as the tests look at it: what it is, its geometry's bounds in device pixels
/// (for strokes, the centre line's), its paint.
private struct Drawn {
    var kind: String
    var bounds: CGRect
    var paint: Paint?
    var lineWidth: CGFloat?
    var image: Pixmap?
    var clip: CGRect?

    init(_ command: DisplayList.Command) {
        switch command {
        case .fill(let path, let paint, _, let transform):
            kind = "fill"
            bounds = Self.deviceBounds(path.boundingRect, transform)
            self.paint = paint
        case .stroke(let path, let style, let paint, let transform, _):
            kind = "stroke"
            bounds = Self.deviceBounds(path.boundingRect, transform)
            self.paint = paint
            lineWidth = style.lineWidth
        case .glyphs(let run, let paint, let transform):
            kind = "glyphs"
            bounds = Self.deviceBounds(run.bounds, transform)
            self.paint = paint
        case .image(let pixmap, let rect, _, _, let transform):
            kind = "image"
            bounds = Self.deviceBounds(rect, transform)
            image = pixmap
        case .pushLayer(let style):
            kind = "pushLayer"
            bounds = .null
            clip = style.clip.map { Self.deviceBounds($0.boundingRect, style.transform) }
        case .popLayer:
            kind = "popLayer"
            bounds = .null
        }
    }

    static func deviceBounds(_ r: CGRect, _ transform: ProjectionTransform) -> CGRect {
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map { $0.applying(transform) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

private func drawn(_ list: DisplayList) -> [Drawn] { list.commands.map(Drawn.init) }

private func near(_ a: CGRect?, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

// MARK: Seed 000

@Suite struct Seed000ViewRenderTests {
    /// Example1 and the three Example2: `Image("tower")` (200 × 300) centred on the canvas,
    /// (390 − 200)/2 = 95, (844 − 300)/2 = 272; nothing animates before the tap.
    @Test func towerExamplesDrawTheTowerCentred() {
        let views: [(String, any View)] = [
            ("Example1", Example1()), ("ExplicitAnimation.Example2", ExplicitAnimation.Example2()),
            ("ImplicitAnimationOrder.Example2", ImplicitAnimationOrder.Example2()),
            ("AnimationNil.Example2", AnimationNil.Example2()),
        ]
        for (name, view) in views {
            let commands = drawn(draw(view))
            #expect(commands.count == 1, "\(name)")
            guard let image = commands.first else { continue }
            #expect(image.kind == "image", "\(name)")
            #expect(near(image.bounds, CGRect(x: 95, y: 272, width: 200, height: 300)), "\(name): \(image.bounds)")
            #expect(image.image?.width == 200 && image.image?.height == 300, "\(name)")
        }
    }

    /// `PolygonShape(sides: 4)` takes the whole canvas: radius min(390, 844)/2 = 195 about (195, 422),
    /// vertices (390, 422), (195, 617), (0, 422), (195, 227); stroked blue, 3 wide.
    @Test func polygonCallStrokesTheSquareAcrossTheCanvas() {
        let commands = drawn(draw(DoubleSidedPolygon.PolygonCall()))
        #expect(commands.count == 1)
        let stroke = commands.first
        #expect(stroke?.kind == "stroke")
        #expect(stroke?.paint == .color(.blue))
        #expect(stroke?.lineWidth == 3)
        #expect(near(stroke?.bounds, CGRect(x: 0, y: 227, width: 390, height: 390)), "\(String(describing: stroke?.bounds))")
        // The triangle, sides 3: vertices at 0°, 120°, 240° → x from 195 − 97.5 to 390, y 422 ± 168.87.
        var triangle = DoubleSidedPolygon.PolygonCall()
        triangle.isSquare = false
        let t = drawn(draw(triangle)).first?.bounds
        #expect(near(t, CGRect(x: 97.5, y: 422 - 195 * 3.0.squareRoot() / 2, width: 292.5, height: 195 * 3.0.squareRoot()), 1e-9),
                "\(String(describing: t))")
    }

    /// `FlowerView().drawingGroup()`: the 300 × 300 flower centred at (45, 272), in one layer
    /// clipped to that frame; the 12-gon's vertices touch all four sides of the frame.
    @Test func flowerCallDrawsInsideItsClippedGroup() {
        let commands = drawn(draw(FlowerCall()))
        #expect(commands.map(\.kind) == ["pushLayer", "stroke", "popLayer"])
        guard commands.count == 3 else { return }
        let frame = CGRect(x: 45, y: 272, width: 300, height: 300)
        #expect(near(commands[0].clip, frame))
        #expect(near(commands[1].bounds, frame, 1e-9), "\(commands[1].bounds)")
        #expect(commands[1].paint == .color(.purple))
    }

    /// Shapes written against `rect.size` alone (as every seed shape is) draw inside their frame:
    /// a 200 × 200 frame centred at (95, 322).
    @Test func seedShapesDrawInTheirFrame() {
        let frame = CGRect(x: 95, y: 322, width: 200, height: 200)
        // RightAngleShape: (50, 0), (200, 0), (200, 200), (0, 200).
        let rightAngle = drawn(draw(RightAngleShape(startingPoint: 50).frame(width: 200, height: 200)))
        #expect(rightAngle.count == 1 && near(rightAngle.first?.bounds, frame))
        // PolygonShape(4, scale 1): (200, 100), (100, 200), (0, 100), (100, 0).
        let square = drawn(draw(PolygonShape(sides: 4, scale: 1).frame(width: 200, height: 200)))
        #expect(square.count == 1 && near(square.first?.bounds, frame, 1e-9), "\(String(describing: square.first?.bounds))")
    }
}

// MARK: Seed 001

@Suite struct Seed001ViewRenderTests {
    /// RotatingCard (spec §3.6 E3): `VStack { Spacer(); card 212 × 320; Spacer() }` → the card at
    /// (89, 262, 212, 320). At time 0 both onAppear animations are at progress 0: FlipEffect's angle 0,
    /// rotationEffect 360° (identity), so the image is card "1" (the pip in the middle is red).
    @Test func rotatingCardShowsCardOneInItsFrame() throws {
        let commands = drawn(draw(RotatingCard()))
        #expect(commands.count == 1)
        let card = try #require(commands.first)
        #expect(card.kind == "image")
        #expect(near(card.bounds, CGRect(x: 89, y: 262, width: 212, height: 320), 1e-9), "\(card.bounds)")
        let image = try #require(card.image)
        #expect(image.width == 106 && image.height == 160)
        let middle = try #require(image.pixel(x: 53, y: 80))
        #expect(middle.red > 200 && middle.green < 60 && middle.alpha == 255, "\(middle)")
    }

    /// MyEffect(x: 10) moves a 200 × 40 view centred at (95, 402) by 10 to the right, whether it
    /// affects layout or not (ignoredByLayout only hides it from GeometryReader).
    @Test func myEffectMovesTheViewWithOrWithoutLayout() {
        let moved = CGRect(x: 105, y: 402, width: 200, height: 40)
        let affecting = drawn(draw(Color.green.frame(width: 200, height: 40).modifier(MyEffect(x: 10))))
        #expect(affecting.count == 1 && near(affecting.first?.bounds, moved))
        let ignored = drawn(draw(Color.orange.frame(width: 200, height: 40).modifier(MyEffect(x: 10).ignoredByLayout())))
        #expect(ignored.count == 1 && near(ignored.first?.bounds, moved))
        #expect(ignored.first?.paint == .color(.orange))
    }

    /// The seed's own `_OffsetEffect` (applied directly: with the seed's `offset(x:y:)` extension, a call
    /// to `.offset(x:y:)` in this module is ambiguous): 100 × 150 centred at (145, 347), moved by (10, 20).
    @Test func seedOffsetEffectTranslates() {
        let list = draw(Color.red.frame(width: 100, height: 150).modifier(_OffsetEffect(offset: CGSize(width: 10, height: 20))))
        let commands = drawn(list)
        #expect(commands.count == 1 && near(commands.first?.bounds, CGRect(x: 155, y: 367, width: 100, height: 150)))
    }
}

// MARK: Seed 003

@Suite struct Seed003ViewRenderTests {
    /// VectorArithmeticView: LineChart padded by 16 → its frame (16, 16, 358, 812). onAppear sets
    /// [50, 100, 75, 100] under `.animation(.easeInOut.repeatForever(), value:)`, so frame 0 shows the
    /// animation's start, new − Δ with Δ = new − [0] = [50] (min-count arithmetic, spec T27): one
    /// point [0]. The chart is the line from (0, 0) to (xStep = 358, 0), stroked red.
    @Test func vectorArithmeticViewStartsFromTheSeedsOnePointZero() {
        let commands = drawn(draw(VectorArithmeticView()))
        #expect(commands.count == 1)
        #expect(commands.first?.kind == "stroke")
        // A shape's colour is resolved for the appearance and animates with it (light: systemRed, 255, 59, 48).
        guard case .color(let color)? = commands.first?.paint else { Issue.record("not a colour"); return }
        #expect(abs(color.red - 1) < 1e-3 && abs(color.green - 59 / 255) < 1e-3 && abs(color.blue - 48 / 255) < 1e-3, "\(color)")
        #expect(near(commands.first?.bounds, CGRect(x: 16, y: 16, width: 358, height: 0)), "\(String(describing: commands.first?.bounds))")
    }
}

// MARK: Seed 004

@Suite struct Seed004ViewRenderTests {
    /// CountDownRing (剩余进度 0.75, 剩余时间 3 s, Seed004Harness): at time 0 the countdown starts from
    /// 0.75, so the end angle is −0.75·360 − 90 = −360°. The ring takes the canvas: centre (195, 422),
    /// radius (390 − 10)/2 = 190. From −90° to −360° counter-clockwise in the arc's sense is the
    /// quarter from 12 to 3 o'clock (same as the existing CountDownCircle path test); the 10-wide
    /// round-capped outline is filled with the foreground at opacity 0.4: x 195 − 5 … 385 + 5,
    /// y 232 − 5 … 422 + 5 (caps drawn with curves, hence the tolerance).
    @Test func countDownRingStartsThreeQuartersLeft() {
        let commands = drawn(draw(CountDownRing()))
        #expect(commands.count == 1)
        #expect(commands.first?.kind == "fill")
        #expect(commands.first?.paint == .color(Color.black.opacity(0.4)))
        #expect(near(commands.first?.bounds, CGRect(x: 190, y: 227, width: 200, height: 200), 0.1),
                "\(String(describing: commands.first?.bounds))")
    }

    /// The AnimatableModifier Cardify through `cardify(isFaceUp:)`, on a 100 × 150 red content in a
    /// 200 × 300 card centred at (95, 272). Face up: white face, its 3-wide outline (±1.5), the
    /// content centred at (145, 347). Face down (animatableData 180): only the back, turned 180° about
    /// the y axis, which maps the card's rectangle onto itself.
    @Test func cardifyShowsTheFrontFaceUpAndTheBackFaceDown() {
        let card = CGRect(x: 95, y: 272, width: 200, height: 300)
        let up = drawn(draw(Color.red.frame(width: 100, height: 150).cardify(isFaceUp: true).frame(width: 200, height: 300)))
        #expect(up.map(\.kind) == ["fill", "fill", "fill"])
        guard up.count == 3 else { return }
        #expect(up[0].paint == .color(.white) && near(up[0].bounds, card))
        #expect(up[1].paint == .color(.black) && near(up[1].bounds, card.insetBy(dx: -1.5, dy: -1.5), 1e-9))
        #expect(up[2].paint == .color(.red) && near(up[2].bounds, CGRect(x: 145, y: 347, width: 100, height: 150)))
        let down = drawn(draw(Color.red.frame(width: 100, height: 150).cardify(isFaceUp: false).frame(width: 200, height: 300)))
        #expect(down.count == 1)
        #expect(down.first?.paint == .color(.black))
        #expect(near(down.first?.bounds, card, 1e-6), "\(String(describing: down.first?.bounds))")
    }

    /// The first Cardify (a plain ViewModifier) shows one face and fades the other to 0 (drawn not at all).
    @Test func viewModifierCardifyShowsOneFace() {
        let card = CGRect(x: 95, y: 272, width: 200, height: 300)
        let content = Color.red.frame(width: 100, height: 150)
        let up = drawn(draw(content.modifier(ViewModifierCardify.Cardify(isFaceUp: true)).frame(width: 200, height: 300)))
        #expect(up.map { $0.paint } == [.color(.white), .color(.black), .color(.red)])
        #expect(up.count == 3 && near(up[0].bounds, card))
        let down = drawn(draw(content.modifier(ViewModifierCardify.Cardify(isFaceUp: false)).frame(width: 200, height: 300)))
        #expect(down.count == 1 && down.first?.paint == .color(.black) && near(down.first?.bounds, card))
    }
}

/// Spec T27: seed 003's VectorArithmeticView sets its vector in onAppear without withAnimation; the
/// `.animation(.easeInOut.repeatForever(), value:)` animates it anyway. With the seed's `.zero = [0]`
/// and min-count arithmetic, the value halfway through (easeInOut's 0.35 s: t = 0.175) is
/// new − Δ + ½Δ with Δ = [50] (one point): [25].
@Suite struct Seed003AnimationTests {
    @Test func t27VectorAnimatesByTheValueAnimationToOnePoint() throws {
        let story = Storyboard("vector", size: CGSize(width: 390, height: 844), duration: 1) { VectorArithmeticView() }
        let halfway = try story.frame(at: 0.175).find(.kind("LineChart"))
        #expect(halfway.values["animatableData"]?.contains("[25.0]") == true, "\(halfway.values)")
        let start = try story.frame(at: 0).find(.kind("LineChart"))
        #expect(start.values["animatableData"]?.contains("[0.0]") == true, "\(start.values)")
    }
}
