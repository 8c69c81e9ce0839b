import Foundation
import Testing
import Zoetrope

/// Every field of a `draw` document, every hostile value: a template that uses every command type,
/// every paint, every transform form, every stroke-style field, a layer with clip, clip rule,
/// opacity, blend mode and transform, and an inline image; every node of it (numbers, strings,
/// booleans, arrays, objects) is replaced in turn by each of ``HostileValues/all`` (±1e400, which
/// overflow to ±infinity, ±1e308, ±(1e6 + 1), 1e6, -0, 5e-324, 0, -1, 0.5, ±2^63, "x", null, [], {},
/// true, "", a 100,000-character string) and every array by its wrong lengths. Each generated
/// document must either be refused with a ``DrawingError`` of one line that names the JSON path of
/// the bad value (see ``HostileCase/problem(with:)``), or decode and render to a valid picture of
/// the document's size — on the GPU too where an EGL context exists, within the CLI's parity
/// tolerance (mean absolute difference ≤ 2.5 of 255, at most 6 % of pixels off by more than 16,
/// as `draw --backend gpu` on card.json in BackendCommandLineTests).
///
/// Decoding and rendering run in this process (thousands of child processes would take minutes):
/// the decoder reads numbers only through range-checked accessors and the display list is
/// validated before drawing, so no value can reach a trap; should one ever, the test run ends
/// there — `ZOETROPE_HOSTILE_TRACE=1` prints each case before it runs, to find it.
@Suite struct HostileFieldTests {
    /// 48 × 40 points: fill (even-odd, an affine 6-number transform), a layer (opacity, multiply,
    /// clip, clip rule, translate), a linear gradient with stops (hex and object colors), a radial
    /// gradient with colors and a 9-number transform, an aliased angular gradient, a stroke with every
    /// style field and every operation of a transform list, an image from inline pixels, and a text
    /// with every field.
    static let templateText = ##"""
        {"width": 48, "height": 40, "scale": 1, "background": "#F2F2F7", "commands": [
          {"type": "fill", "path": "M4 4 H44 V36 H4 Z M8 8 H40 V32 H8 Z", "paint": "#FFFFFF", "fillRule": "evenodd",
           "antialiased": true, "transform": [1, 0, 0, 1, 0, 0]},
          {"type": "pushLayer", "opacity": 0.8, "blendMode": "multiply", "clip": "M6 6 H42 V34 H6 Z", "clipRule": "nonzero",
           "transform": [{"translate": [1, 1]}]},
          {"type": "fill", "path": "M6 6 H42 V20 H6 Z",
           "paint": {"type": "linearGradient", "start": [6, 0], "end": [42, 0],
                     "stops": [{"color": "#007AFF", "location": 0}, {"color": {"r": 0.7, "g": 0.3, "b": 0.9, "a": 1}, "location": 1}]}},
          {"type": "popLayer"},
          {"type": "fill", "path": "M10 28 A6 6 0 1 0 22 28 A6 6 0 1 0 10 28 Z",
           "paint": {"type": "radialGradient", "colors": ["#FFCC00", "#FF9500"], "center": [16, 28], "startRadius": 1, "endRadius": 6},
           "transform": [1, 0, 0, 0, 1, 0, 0, 0, 1]},
          {"type": "fill", "path": "M26 22 C30 18 38 18 40 24 Q42 30 34 34 L26 34 Z", "antialiased": false,
           "paint": {"type": "angularGradient", "colors": ["#FF3B30", "#34C759", "#007AFF"], "center": [33, 28],
                     "startAngle": 0, "endAngle": 360}},
          {"type": "stroke", "path": "M6 38 H42", "paint": {"r": 0.5, "g": 0.5, "b": 0.5},
           "style": {"lineWidth": 2, "lineCap": "round", "lineJoin": "bevel", "miterLimit": 4, "dash": [4, 2], "dashPhase": 1},
           "antialiased": true,
           "transform": [{"scale": 1}, {"scale": [1, 1]}, {"rotate": 0}, {"matrix": [1, 0, 0, 1, 0, 0]},
                         {"projection": [1, 0, 0, 0, 1, 0, 0, 0, 1]}]},
          {"type": "image", "pixels": {"width": 2, "height": 2, "rgba": "/5UA/////////////5UA/w=="},
           "rect": [30, 6, 8, 8], "interpolation": "none", "opacity": 0.9, "transform": [{"translate": [0, 0]}]},
          {"type": "text", "text": "Ab", "at": [4, 4], "font": {"size": 9, "weight": 700, "design": "serif", "italic": false},
           "width": 20, "alignment": "center", "lineLimit": 1, "paint": "#000000", "transform": [{"translate": [0, 0]}]}
        ]}
        """##

    static let template = try! HostileJSON(parsing: templateText)
    static let cases = HostileCase.generate(from: template)
    static let trace = ProcessInfo.processInfo.environment["ZOETROPE_HOSTILE_TRACE"] == "1"

    /// The GPU renderer of these tests, or nil where no EGL display gives an OpenGL ES 3 context.
    static let gpu: GLESRenderer? = {
        do {
            let renderer = try GLESRenderer()
            print("hostile fields: GPU parity on \(renderer.info.renderer)")
            return renderer
        } catch {
            print("hostile fields: GPU parity skipped, no EGL display: \(error)")
            return nil
        }
    }()
    static let hasGPU = ConditionTrait.enabled(if: gpu != nil, "no EGL display initializes an OpenGL ES 3 context here")

    /// The decoded document, or the refusal (checked), or nil after recording an issue.
    static func decode(_ c: HostileCase) -> DrawingDocument? {
        if trace { print("hostile field case: \(c)") }
        do {
            return try DrawingDocument(json: Data(c.json.utf8))
        } catch {
            if let problem = c.problem(with: error) {
                Issue.record("\(c): \(problem): \(error)")
            }
            return nil
        }
    }

    /// The template itself uses every form the cases vary, and draws.
    @Test func theTemplateUsesEveryFormAndDraws() throws {
        let document = try DrawingDocument(json: Data(Self.templateText.utf8))
        var kinds: Set<String> = []
        for command in document.displayList.commands {
            switch command {
            case .fill(_, let paint, _, _), .stroke(_, _, let paint, _, _):
                switch paint {
                case .color: kinds.insert("color")
                case .linearGradient: kinds.insert("linear")
                case .radialGradient: kinds.insert("radial")
                case .angularGradient: kinds.insert("angular")
                case .ellipticalGradient: kinds.insert("elliptical")
                }
                if case .stroke = command { kinds.insert("stroke") } else { kinds.insert("fill") }
            case .image: kinds.insert("image")
            case .glyphs: kinds.insert("glyphs")
            case .pushLayer: kinds.insert("pushLayer")
            case .popLayer: kinds.insert("popLayer")
            }
        }
        #expect(kinds == ["color", "linear", "radial", "angular", "fill", "stroke", "glyphs", "image", "pushLayer", "popLayer"])
        let pixmap = try document.render(with: SoftwareRenderer(threads: 1))
        #expect(pixmap.width == 48 && pixmap.height == 40)
        let nodes = Self.template.locations
        print("hostile fields: \(nodes.count) nodes (\(nodes.filter { !$0.node.isContainer }.count) leaves), "
              + "\(Self.cases.count) generated documents")
        #expect(Self.cases.count == nodes.count * HostileValues.all.count
                + nodes.reduce(0) { n, item in if case .array(let a) = item.node { n + HostileValues.wrongLengths(of: a).count } else { n } })
    }

    /// Every case is refused with a one-line error naming its path, or draws a valid picture on the CPU.
    @Test func everyFieldEveryHostileValueOnTheCPU() throws {
        var refused = 0, drawn = 0
        let renderer = SoftwareRenderer(threads: 1)
        for c in Self.cases {
            guard let document = Self.decode(c) else { refused += 1; continue }
            do {
                let pixmap = try document.render(with: renderer)
                let (w, h) = document.pixelSize()
                #expect(pixmap.width == w && pixmap.height == h, "\(c)")
                #expect(pixmap.isValidPremultiplied, "\(c)")
                drawn += 1
            } catch {
                Issue.record("\(c): decoded, then the CPU failed to draw it: \(error)")
            }
        }
        print("hostile fields: \(Self.cases.count) generated cases, \(refused) refused with a one-line error naming the path, \(drawn) drawn")
        #expect(refused + drawn == Self.cases.count)
        #expect(refused > 0 && drawn > 0)
    }

    /// Every case that decodes draws on the GPU as on the CPU.
    @Test(hasGPU) func everyDrawnCaseMatchesOnCPUAndGPU() throws {
        let gpu = try #require(Self.gpu)
        var cpu = SoftwareRenderer(threads: 1)
        cpu.widensThinStrokes = true     // as the GPU draws strokes thinner than a pixel
        var compared = 0, worst: (Double, String) = (0, "")
        for c in Self.cases {
            guard let document = try? DrawingDocument(json: Data(c.json.utf8)) else { continue }
            if Self.trace { print("hostile field parity: \(c)") }
            let a = try document.render(with: cpu)
            let b: Pixmap
            do {
                b = try document.render(with: gpu)
            } catch {
                Issue.record("\(c): drawn on the CPU, the GPU failed: \(error)")
                continue
            }
            let difference = try ImageDifference(between: b, and: a)
            // On the smallest canvases (the template at scale 0.5 is 24×20 = 480 pixels) one 4.5 px
            // bold word's edge pixels — cached glyph coverage on the CPU, outlines under 4× MSAA on
            // the GPU — are 4 % of the picture: 9 % of pixels may be off there, 6 % elsewhere.
            let offLimit = a.width * a.height < 1_000 ? 0.09 : 0.06
            #expect(difference.meanAbsoluteDifference <= 2.5 && difference.fractionOfPixelsOff <= offLimit, "\(c): \(difference)")
            #expect(b.isValidPremultiplied, "\(c)")
            if difference.meanAbsoluteDifference > worst.0 { worst = (difference.meanAbsoluteDifference, "\(c): \(difference)") }
            compared += 1
        }
        print("hostile fields: \(compared) drawn cases compared on CPU and GPU; worst \(worst.1)")
        #expect(compared > 0)
    }
}
