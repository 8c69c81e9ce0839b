/// What each video format, through Debian 12's ffmpeg 5.1, can hold — checked before anything is
/// drawn, so that a value ffmpeg would refuse after the first frame is a usage error that says
/// which limit it passes (measured with `ffmpeg -f lavfi -i color=s=WxH`):
///
/// | limit | why |
/// |---|---|
/// | (width + 128) · (height + 128) < 2³¹ / 8 (≈ 16,250²) | every format: ffmpeg's image-size check on its raw input |
/// | width, height ≤ 16,384 | mp4 (libx264: "invalid width x height"), webm (libvpx-vp9 fails to allocate) |
/// | width · height ≤ 120,000,000 | mov (prores_ks: its packet size bound overflows at 16,384 × 8,192) |
/// | width, height ≤ 65,535; loop count ≤ 65,535 | gif (16-bit fields) |
/// | frame rate ≥ 1/1,000,000 and ≤ 1,000,000 | every format: ffmpeg's rate is a fraction of terms ≤ 1,001,000 |
/// | frame rate ≥ 100/65,535 (a delay ≤ 655.35 s) | gif (delays are 16-bit centiseconds) |
///
/// ```swift
/// try VideoFormat.mp4.check(width: 16_386, height: 16, fps: 60, loopCount: 0)   // throws: "… at most 16,384 …"
/// ```
extension VideoFormat {
    /// The lowest and highest frame rates ffmpeg represents (its rate fractions have terms ≤ 1,001,000).
    public static let frameRates: ClosedRange<Double> = 1e-6...1e6
    /// The lowest GIF frame rate: one frame per 655.35 s, GIF's longest delay.
    public static let lowestGIFRate = 100.0 / Double(maximumGIFDelay)

    /// Throws ``FrameOutputError/videoLimit(_:)`` when `width`×`height` at `fps`, playing
    /// `loopCount` times, is beyond what this format (through ffmpeg) can hold.
    public func check(width: Int, height: Int, fps: Double, loopCount: Int) throws(FrameOutputError) {
        try check(width: width, height: height, loopCount: loopCount)
        try check(fps: fps)
    }

    /// The size and loop-count part of ``check(width:height:fps:loopCount:)``.
    public func check(width: Int, height: Int, loopCount: Int) throws(FrameOutputError) {
        let size = "\(width)×\(height)"
        guard width > 0, height > 0 else { throw .videoLimit("\(rawValue) needs at least 1×1 pixels; got \(size)") }
        let padded = (width + 128).multipliedReportingOverflow(by: height + 128)
        guard !padded.overflow, padded.partialValue < Int(Int32.max) / 8 else {
            throw .videoLimit("ffmpeg takes frames up to (width + 128) × (height + 128) < 268,435,455 pixels (about 16,250²); got \(size): "
                              + "use a smaller --size or --scale, or PNG frames")
        }
        switch self {
        case .mp4, .webm:
            if width > 16_384 || height > 16_384 {
                throw .videoLimit("\(rawValue) (\(encoder)) is at most 16,384 pixels wide and high; got \(size): use a smaller --size or --scale")
            }
        case .mov:
            if width * height > 120_000_000 {
                throw .videoLimit("mov (prores_ks) holds at most 120,000,000 pixels a frame; got \(size): use a smaller --size or --scale")
            }
        case .gif:
            if width > 65_535 || height > 65_535 {
                throw .videoLimit("gif is at most 65,535 pixels wide and high; got \(size)")
            }
            if loopCount > 65_535 { throw .videoLimit("gif plays at most 65,535 times (--loop 0 = forever); got --loop \(loopCount)") }
        case .y4m:
            break
        }
    }

    /// The frame-rate part of ``check(width:height:fps:loopCount:)``.
    public func check(fps: Double) throws(FrameOutputError) {
        if self == .gif, !(fps >= Self.lowestGIFRate) {
            throw .videoLimit("gif frame delays are at most 655.35 s, so its --fps must be at least 100/65535 (≈ 0.0016); got \(fps)")
        }
        guard fps.isFinite, Self.frameRates.contains(fps) else {
            throw .videoLimit("ffmpeg takes frame rates from 0.000001 to 1,000,000 per second; got --fps \(fps): use PNG frames for other rates")
        }
    }
}
