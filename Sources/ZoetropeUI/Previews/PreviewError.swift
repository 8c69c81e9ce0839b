import Foundation

/// Why previews cannot be listed or a preview cannot be played, each message naming the preview
/// (and where it was written) and what to change.
public enum PreviewError: Error, Equatable, CustomStringConvertible {
    /// Previews sharing a name: the name and each one's location.
    case duplicateName(String, locations: [String])
    /// No preview has this name (the known names follow).
    case unknownName(String, known: [String])
    /// A provider's `previews` holds more views than ``PreviewRegistry/maximumPreviewsPerProvider``.
    case tooManyPreviews(provider: String, limit: Int)
    /// A `.sizeThatFitsLayout` preview whose view takes no finite, non-empty size when offered the
    /// device's screen (the size measured).
    case noIdealSize(String, location: String, measured: CGSize)
    /// A `.fixedLayout` size that is not a finite size of at least one point.
    case invalidFixedSize(String, location: String, width: CGFloat, height: CGFloat)
    /// A `.previewDevice` name that is none of ``DeviceProfile/all``.
    case unknownDevice(String, location: String, device: String, known: [String])
    /// The preview's view failed while it was measured (the error's message).
    case measurementFailed(String, location: String, reason: String)

    public var description: String {
        switch self {
        case .duplicateName(let name, let locations):
            "\(locations.count) previews are named '\(name)': \(locations.joined(separator: ", ")); give each its own name "
                + "(#Preview(\"…\") or .previewDisplayName(\"…\"))"
        case .unknownName(let name, let known):
            "no preview is named '\(name)'; the previews are: \(known.isEmpty ? "none" : known.joined(separator: ", ")) (see `list`)"
        case .tooManyPreviews(let provider, let limit):
            "\(provider).previews holds more than \(limit) previews; split it into several providers"
        case .noIdealSize(let name, let location, let measured):
            "preview '\(name)' (\(location)) uses .sizeThatFitsLayout but its view takes no finite, non-empty size (measured "
                + "\(format(measured.width)) × \(format(measured.height)) points); give it a size with .frame(width:height:) "
                + "or use .fixedLayout(width:height:)"
        case .invalidFixedSize(let name, let location, let width, let height):
            "preview '\(name)' (\(location)): .fixedLayout(width: \(format(width)), height: \(format(height))) must be a finite "
                + "size of 1 to \(Int(PreviewRegistry.maximumCanvasSide)) points on each side"
        case .unknownDevice(let name, let location, let device, let known):
            "preview '\(name)' (\(location)) names the device '\(device)', which Zoetrope does not know; the devices are: "
                + known.joined(separator: ", ")
        case .measurementFailed(let name, let location, let reason):
            "preview '\(name)' (\(location)) could not be measured for .sizeThatFitsLayout: \(reason)"
        }
    }
}

private func format(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }
