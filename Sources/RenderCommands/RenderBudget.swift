import Foundation

/// Limits on what drawing one frame may cost, each checked against an estimate made **before**
/// the work is done, so a small hostile input (a 60 KB document of 1 000 nested layers, 10 000
/// curves under a huge scale, a 1 MB PNG that decodes to 1 GiB) fails at once with a
/// ``RenderBudget/Exceeded`` error naming the limit instead of exhausting memory.
///
/// The limits derive from one memory size (``init(maxMemory:)``, 2 GiB by default) and can be
/// raised one by one:
///
/// | limit | derived from `maxMemory` M | at 2 GiB | checked by |
/// |---|---|---|---|
/// | ``maxPoints``: flattened points per frame | M / ``bytesPerPoint`` (64 B) | 33,554,432 | both renderers, before flattening (curves far outside the canvas count one point) |
/// | ``maxLayerDepth``: layer nesting | M / 8 MiB (a level's band buffers on 2 threads at 16384 px wide) | 256 | both renderers |
/// | ``maxGPUBytes``: GPU memory | M | 2 GiB | the GPU renderer: layer targets, depth × width × height × (8 B × samples + 4 B), ``gpuBytesPerPoint`` per point, 4 B per pixel of each distinct image |
/// | ``maxImagePixels``: one decoded image | M / 16 (a quarter of M as RGBA8) | 134,217,728 | `DrawingDocument`, from the PNG header before decoding |
/// | ``maxDocumentImagePixels``: a document's decoded images | M / 8 (half of M as RGBA8) | 268,435,456 | `DrawingDocument` (an image file named twice decodes once) |
///
/// ```swift
/// var budget = RenderBudget(maxMemory: 4 << 30)       // 4 GiB
/// budget.maxLayerDepth = 1_000
/// let renderer = SoftwareRenderer(budget: budget)
/// do { try renderer.render(list, into: &pixmap) }
/// catch .overBudget(let exceeded) { print(exceeded) }  // the display list flattens to ~3.1e9 points, …
/// ```
public struct RenderBudget: Sendable, Equatable {
    /// Flattened points (fill outlines, stroke outlines, clips, image quads) one frame may produce.
    public var maxPoints: Int
    /// How deep layers (`pushLayer`) may nest.
    public var maxLayerDepth: Int
    /// Pixels one decoded image may have.
    public var maxImagePixels: Int
    /// Pixels all the distinct images one document decodes may have together.
    public var maxDocumentImagePixels: Int
    /// Bytes the GPU backend may use for a frame: its layers' offscreen targets, its geometry
    /// (``gpuBytesPerPoint`` per flattened point) and its distinct images' textures.
    public var maxGPUBytes: Int

    /// The memory the default budget derives from: 2 GiB.
    public static let defaultMaxMemory = 2 << 30
    /// What a flattened point costs through a frame, all in: 16 B as a point, 48 B as the software
    /// renderer's edge (the GPU's vertex and indices take 24 B), so `maxMemory / 64` points.
    public static let bytesPerPoint = 64
    /// What a flattened point costs the GPU backend, all in: its vertex and indices in the
    /// frame's buffers (with their growth), the driver's copies and, on llvmpipe, its binning
    /// (measured: ~170 B per point for 1.5·10⁷ points).
    public static let gpuBytesPerPoint = 176
    /// Memory per level of layer nesting the depth limit assumes: 8 MiB.
    public static let bytesPerLayerLevel = 8 << 20

    /// The limits derived from `maxMemory` bytes (see the table above).
    public init(maxMemory: Int = RenderBudget.defaultMaxMemory) {
        let m = max(maxMemory, 0)
        maxPoints = m / Self.bytesPerPoint
        maxLayerDepth = max(m / Self.bytesPerLayerLevel, 1)
        maxImagePixels = m / 16
        maxDocumentImagePixels = m / 8
        maxGPUBytes = m
    }

    /// The limits as given.
    public init(maxPoints: Int, maxLayerDepth: Int, maxImagePixels: Int, maxDocumentImagePixels: Int,
                maxGPUBytes: Int) {
        self.maxPoints = maxPoints
        self.maxLayerDepth = maxLayerDepth
        self.maxImagePixels = maxImagePixels
        self.maxDocumentImagePixels = maxDocumentImagePixels
        self.maxGPUBytes = maxGPUBytes
    }

    /// The defaults: ``init(maxMemory:)`` with 2 GiB.
    public static let `default` = RenderBudget()
    /// No limits (what renderers did before budgets).
    public static let unlimited = RenderBudget(maxPoints: .max, maxLayerDepth: .max, maxImagePixels: .max,
                                               maxDocumentImagePixels: .max, maxGPUBytes: .max)

    /// The layer offscreen bytes the GPU backend holds for `depth` levels at `width`×`height`
    /// with `samples` MSAA samples (0: none): each level is a multisampled RGBA8 color and
    /// depth/stencil buffer (8 B per sample) plus the RGBA8 texture it resolves into.
    public static func layerTargetBytes(depth: Int, width: Int, height: Int, samples: Int) -> Double {
        let perPixel = samples > 1 ? 8.0 * Double(samples) + 4 : 8
        return Double(max(depth, 0)) * Double(max(width, 0)) * Double(max(height, 0)) * perPixel
    }

    /// A limit that an estimate went over: which, the estimate, the limit, and what the estimate
    /// is about. Its description is one line, e.g. "the display list flattens to ~3.1e9 points,
    /// over the budget of 3.4e7".
    public struct Exceeded: Error, Equatable, Sendable, CustomStringConvertible {
        public enum Limit: String, Sendable, CaseIterable {
            case points, layerDepth, imagePixels, documentImagePixels, gpuBytes
        }

        public var limit: Limit
        /// The estimate that went over.
        public var amount: Double
        /// The limit it went over.
        public var maximum: Int
        /// What was measured, where it helps: an image's `width×height` and name, the GPU's
        /// target size and samples.
        public var detail: String

        public init(_ limit: Limit, amount: Double, maximum: Int, detail: String = "") {
            self.limit = limit
            self.amount = amount
            self.maximum = maximum
            self.detail = detail
        }

        public var description: String {
            let suffix = detail.isEmpty ? "" : " (\(detail))"
            switch limit {
            case .points:
                return "the display list flattens to ~\(Self.scientific(amount)) points, over the budget of "
                    + Self.scientific(Double(maximum))
            case .layerDepth:
                return "the display list nests layers \(Int(min(amount, 1e15))) deep, over the budget of \(maximum)"
            case .imagePixels:
                return "an image of \(Self.scientific(amount)) pixels\(suffix) is over the budget of "
                    + "\(Self.scientific(Double(maximum))) pixels per image"
            case .documentImagePixels:
                return "the document's images decode to \(Self.scientific(amount)) pixels in all\(suffix), over the budget of "
                    + Self.scientific(Double(maximum))
            case .gpuBytes:
                return "the frame needs ~\(Self.bytes(amount)) of GPU memory\(suffix), over the budget of "
                    + Self.bytes(Double(maximum))
            }
        }

        /// `3.1e9`: one decimal of mantissa, no plus sign or leading zeros in the exponent; whole
        /// numbers below 10 000 as they are (`256`).
        public static func scientific(_ x: Double) -> String {
            guard x.isFinite, x > 0 else { return x.isFinite ? "0" : "∞" }
            if x < 10_000 && x == x.rounded() { return "\(Int(x))" }
            var exponent = Int(log10(x).rounded(.down))
            var mantissa = (x / pow(10, Double(exponent)) * 10).rounded() / 10
            if mantissa >= 10 { mantissa /= 10; exponent += 1 }
            return String(format: "%.1fe%d", mantissa, exponent)
        }

        /// `1.5 GiB`, `512 MiB`, `100 KiB`, `12 B`.
        public static func bytes(_ x: Double) -> String {
            guard x.isFinite, x < 1e15 else { return "\(scientific(x)) B" }
            for (unit, size) in [("TiB", 1099511627776.0), ("GiB", 1073741824.0), ("MiB", 1048576.0), ("KiB", 1024.0)]
            where x >= size {
                let value = x / size
                return value >= 100 || value == value.rounded() ? "\(Int(value.rounded())) \(unit)"
                                                                  : String(format: "%.1f \(unit)", value)
            }
            return "\(Int(max(x, 0))) B"
        }
    }
}
