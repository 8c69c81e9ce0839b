import Foundation
import FrameOutput
import TextOutlines

/// What `doctor` says besides the renderers: the fonts text is set in (colour emoji among them) and the symbol icons
/// (Text, controls, Image(systemName:)), and the ffmpeg video output would use.
extension DoctorCommand {
    func printTextAndVideo() throws {
        do {
            let faces = try FontCatalog.shared.faces(for: FontRequest())
            let primary = faces[0]
            try Console.print("text: system font \(primary.name) (\(primary.path))"
                              + (primary.family == "Inter" ? "" : " — Inter is missing (fonts-inter): text is set in a fallback"))
            try Console.print("  fallbacks: " + faces.dropFirst().map(\.name).joined(separator: ", "))
            if let emoji = faces.first(where: \.hasColorGlyphs) {
                try Console.print("  colour emoji: \(emoji.name) (\(emoji.path)), bitmap strikes of \(emoji.colorStrikes.map(String.init).joined(separator: ", ")) px per em")
            } else {
                try Console.print("  colour emoji: not available — install fonts-noto-color-emoji; emoji are drawn in black and white "
                                  + "where DejaVu Sans has them, else as boxes")
            }
        } catch {
            try Console.print("text: \(error)")
        }
        let symbols = FileManager.default.fileExists(atPath: "/usr/share/bootstrap-icons/svg/star-fill.svg")
        try Console.print("symbols (Image(systemName:)): " + (symbols ? "Bootstrap Icons (/usr/share/bootstrap-icons/svg)"
            : "bootstrap-icons is not installed: every symbol is drawn as an outlined square"))
        do {
            let ffmpeg = try FFmpegTool.locate(explicit: nil, environment: ProcessInfo.processInfo.environment)
            let encoders = VideoFormat.allCases.filter { (try? ffmpeg.require(encoder: $0.encoder, for: $0.rawValue)) != nil }
            let version = ffmpeg.version.components(separatedBy: " Copyright").first ?? ffmpeg.version
            try Console.print("video: \(version) (\(ffmpeg.executable.path)); formats: "
                              + encoders.map(\.rawValue).joined(separator: ", ") + (ffmpeg.probe == nil ? "; no ffprobe (frame counts unchecked)" : ""))
        } catch {
            try Console.print("video: \(error)")
        }
    }
}
