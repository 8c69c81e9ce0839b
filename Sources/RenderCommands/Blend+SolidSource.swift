import VectorPath
import Geometry2D
import AnimationCore
extension Blend {
    /// A solid premultiplied color prepared for ``sourceOver(_:coverage:onto:)`` on runs of pixels:
    /// the hot path of plain fills in the software rasterizer.
    ///
    /// Four pixels (16 bytes) travel as eight 16-bit lanes, each lane holding two channels (R|G or
    /// B|A); masking and shifting split them into a red/blue and a green/alpha vector of values
    /// 0…255, which multiply without overflow, so no widening conversion is needed. Every channel
    /// goes through exactly the scalar formula (`div255` of source × coverage, then source +
    /// `div255`(destination × (255 − source alpha))): the results equal the scalar function's.
    ///
    /// ```swift
    /// let blue = Blend.SolidSource(PremultipliedRGBA8(red: 0, green: 0, blue: 255, alpha: 255))
    /// blue.blend4(coverage: SIMD4(255, 128, 64, 0), at: pixels)         // four pixels
    /// blue.blendSpan(coverage: 255, count: 100, at: pixels + 16)         // an interior run
    /// ```
    @frozen
    package struct SolidSource: Sendable {
        /// Red and blue of the color in the even and odd lanes, for four pixels.
        @usableFromInline let redBlue: SIMD8<UInt16>
        /// Green and alpha in the even and odd lanes, for four pixels.
        @usableFromInline let greenAlpha: SIMD8<UInt16>
        /// The color as one little-endian RGBA word.
        package let packed: UInt32
        /// True when alpha is 255: full coverage then just stores the color.
        package let isOpaque: Bool

        @inlinable
        package init(_ color: PremultipliedRGBA8) {
            packed = UInt32(color.red) | UInt32(color.green) << 8 | UInt32(color.blue) << 16 | UInt32(color.alpha) << 24
            isOpaque = color.alpha == 255
            let rb = UInt32(color.red) | UInt32(color.blue) << 16
            let ga = UInt32(color.green) | UInt32(color.alpha) << 16
            redBlue = unsafeBitCast(SIMD4<UInt32>(repeating: rb), to: SIMD8<UInt16>.self)
            greenAlpha = unsafeBitCast(SIMD4<UInt32>(repeating: ga), to: SIMD8<UInt16>.self)
        }

        /// Lane-wise exact rounded x / 255 (lanes 0…65025).
        @inlinable @inline(__always)
        static func div255(_ x: SIMD8<UInt16>) -> SIMD8<UInt16> {
            let biased = x &+ 128
            return (biased &+ (biased &>> 8)) &>> 8
        }

        /// Each pixel's alpha (the odd lanes of `greenAlpha`) in both lanes of its pair, as 255 − alpha.
        @inlinable @inline(__always)
        static func inverseAlpha(_ greenAlpha: SIMD8<UInt16>) -> SIMD8<UInt16> {
            let alpha = unsafeBitCast(greenAlpha, to: SIMD4<UInt32>.self) &>> 16
            return SIMD8<UInt16>(repeating: 255) &- unsafeBitCast(alpha | (alpha &<< 16), to: SIMD8<UInt16>.self)
        }

        /// Blends the (already coverage-scaled) source halves over the four pixels at `pointer`.
        @inlinable @inline(__always)
        static func over(redBlue: SIMD8<UInt16>, greenAlpha: SIMD8<UInt16>, inverse: SIMD8<UInt16>,
                         at pointer: UnsafeMutableRawPointer) {
            let destination = pointer.loadUnaligned(as: SIMD8<UInt16>.self)
            let low = SIMD8<UInt16>(repeating: 0x00FF)
            let outRB = redBlue &+ div255((destination & low) &* inverse)
            let outGA = greenAlpha &+ div255((destination &>> 8) &* inverse)
            pointer.storeBytes(of: outRB | (outGA &<< 8), as: SIMD8<UInt16>.self)
        }

        /// Blends the color over the four pixels at `pointer` with per-pixel coverage (lanes 0…255).
        @inlinable @inline(__always)
        package func blend4(coverage: SIMD4<UInt32>, at pointer: UnsafeMutableRawPointer) {
            if coverage == .zero { return }
            if isOpaque && coverage == SIMD4(repeating: 255) {
                pointer.storeBytes(of: SIMD4<UInt32>(repeating: packed.littleEndian), as: SIMD4<UInt32>.self)
                return
            }
            let lanes = unsafeBitCast(coverage | (coverage &<< 16), to: SIMD8<UInt16>.self)
            let rb = Self.div255(redBlue &* lanes), ga = Self.div255(greenAlpha &* lanes)
            // An opaque color's scaled alpha is the coverage itself (div255(255 · c) = c).
            let inverse = isOpaque ? SIMD8<UInt16>(repeating: 255) &- lanes : Self.inverseAlpha(ga)
            Self.over(redBlue: rb, greenAlpha: ga, inverse: inverse, at: pointer)
        }

        /// Blends the color over the one pixel at `pointer` with coverage 0…255.
        @inlinable @inline(__always)
        package func blend1(coverage: UInt32, at pointer: UnsafeMutableRawPointer) {
            if coverage == 0 { return }
            if isOpaque && coverage == 255 {
                pointer.storeBytes(of: packed.littleEndian, as: UInt32.self)
                return
            }
            let destination = UInt32(littleEndian: pointer.loadUnaligned(as: UInt32.self))
            pointer.storeBytes(of: Blend.packedSourceOver(packed, coverage: coverage, onto: destination).littleEndian,
                               as: UInt32.self)
        }

        /// Blends the color at one constant coverage (0…255) over `count` pixels from `pointer`.
        @inlinable @inline(__always)
        package func blendSpan(coverage: UInt32, count: Int, at pointer: UnsafeMutableRawPointer) {
            if coverage == 0 || count <= 0 { return }
            if isOpaque && coverage == 255 { return Blend.store(packed.littleEndian, count: count, at: pointer) }
            let lanes = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: coverage))
            let rb = Self.div255(redBlue &* lanes), ga = Self.div255(greenAlpha &* lanes)
            let inverse = Self.inverseAlpha(ga)
            var index = 0
            while index &+ 4 <= count {
                Self.over(redBlue: rb, greenAlpha: ga, inverse: inverse, at: pointer + index &* 4)
                index &+= 4
            }
            while index < count {
                blend1(coverage: coverage, at: pointer + index &* 4)
                index &+= 1
            }
        }
    }
}
