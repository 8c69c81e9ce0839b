import Foundation
import CPixelFill
import VectorPath
import AnimationCore

extension Blend {
    /// Runs at least this long are stored by the C library's `wmemset` (`CPixelFill`): it picks
    /// the widest stores the processor has (AVX2 or AVX-512) at run time, about 2.5× the speed of
    /// the 16-byte stores Swift emits for the baseline x86-64 target (1024² canvas: 0.05 vs
    /// 0.13 ms); below it the call costs more than it saves.
    @inlinable package static var wideStoreThreshold: Int { 64 }

    /// Stores the 32-bit little-endian pixel word `packed` into `count` pixels from `pointer`.
    ///
    /// ```swift
    /// Blend.store(0xFFFF_FFFF, count: pixmap.width * pixmap.height, at: base)   // opaque white
    /// ```
    @inlinable @inline(__always)
    package static func store(_ packed: UInt32, count: Int, at pointer: UnsafeMutableRawPointer) {
        if count >= wideStoreThreshold {
            return zoetrope_fill32(pointer, packed, count)
        }
        let four = SIMD4<UInt32>(repeating: packed)
        var index = 0
        while index &+ 8 <= count {
            (pointer + index &* 4).storeBytes(of: four, as: SIMD4<UInt32>.self)
            (pointer + (index &* 4 &+ 16)).storeBytes(of: four, as: SIMD4<UInt32>.self)
            index &+= 8
        }
        if index &+ 4 <= count {
            (pointer + index &* 4).storeBytes(of: four, as: SIMD4<UInt32>.self)
            index &+= 4
        }
        while index < count {
            (pointer + index &* 4).storeBytes(of: packed, as: UInt32.self)
            index &+= 1
        }
    }
}
