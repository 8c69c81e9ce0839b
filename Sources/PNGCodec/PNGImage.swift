import CLibPNG
import Foundation

/// Helpers around libpng's `png_image` control structure (simplified API); internal only.
enum PNGImage {
    /// A zeroed `png_image` with the version set, as libpng requires before any call.
    static func make() -> png_image {
        var image = png_image()
        image.opaque = nil
        image.version = zoetrope_png_image_version()
        return image
    }

    /// libpng's message for the last failure, or `fallback` when it left none.
    static func message(of image: inout png_image, fallback: String) -> String {
        let text = String(cString: zoetrope_png_image_message(&image))
        return text.isEmpty ? fallback : text
    }
}
