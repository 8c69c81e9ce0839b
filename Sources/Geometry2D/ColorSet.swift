import Foundation

/// An asset catalog colour set's `Contents.json` (already parsed) as a `Color`: its universal
/// ("any appearance") colour, and its dark-appearance colour when it has one. Shared by
/// `Color("Brand")` (ZoetropeUI, which reads the file) and the AssetSymbols plugin's generator.
///
/// Components are read as Xcode writes them: strings of floats (`"0.900"`, 0…1), of 8-bit
/// integers (`"230"`, 0…255) or of hex bytes (`"0xE6"`), or JSON numbers (above 1: 0…255). Alpha
/// is always a fraction. Colour spaces: `srgb`, `extended-srgb`, `display-p3` (converted to sRGB),
/// `extended-linear-srgb`, `gray-gamma-22` and `extended-gray` (a `white` component); a
/// `reference` to a system colour (`"systemBlueColor"`) takes that colour's light and dark values.
///
/// ```swift
/// let json = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
/// let brand = try ColorSet.color(from: json)
/// ```
package enum ColorSet {
    /// What is wrong with a colour set (the caller names the file).
    package struct Problem: Error, Equatable {
        package let reason: String
    }

    /// The colour of the set `name` (`"AccentColor"`) from its parsed `Contents.json`. Entries
    /// without a `color` are slots Xcode left empty: a set with none filled is clear, except
    /// `AccentColor`, which Xcode's templates leave empty to mean the system accent (systemBlue).
    package static func color(from json: [String: Any], name: String = "") throws(Problem) -> Color {
        guard let all = json["colors"] as? [[String: Any]] else { throw Problem(reason: "it has no \"colors\" list") }
        let entries = all.filter { $0["color"] != nil }
        if entries.isEmpty { return name == "AccentColor" ? SystemColors.blue.color : .clear }
        guard let lightEntry = entries.first(where: { isEntry($0, forDark: false) }) else {
            throw Problem(reason: "it has no colour for any appearance")
        }
        let light = try color(of: lightEntry)
        guard let darkEntry = entries.first(where: { isEntry($0, forDark: true) }) else { return light }
        let dark = try color(of: darkEntry)
        return Color(light: light.appearance(isDark: false), dark: dark.appearance(isDark: true))
    }

    /// Whether an entry of an `images` or `colors` list is for dark (`forDark`) or light
    /// appearance: entries with a luminosity of `dark` are dark, those without (or `light`) light;
    /// entries for high contrast or another idiom (Mac, TV, Watch) are neither.
    package static func isEntry(_ entry: [String: Any], forDark: Bool) -> Bool {
        if let idiom = entry["idiom"] as? String, !["universal", "iphone", "ipad"].contains(idiom) { return false }
        var dark = false
        for appearance in entry["appearances"] as? [[String: Any]] ?? [] {
            let kind = appearance["appearance"] as? String, value = appearance["value"] as? String
            if kind == "luminosity" { dark = value == "dark" } else { return false }
        }
        return dark == forDark
    }

    /// One entry's colour (a system colour reference keeps its two appearances).
    private static func color(of entry: [String: Any]) throws(Problem) -> Color {
        guard let color = entry["color"] as? [String: Any] else { throw Problem(reason: "an entry's \"color\" is not an object") }
        if let reference = color["reference"] as? String {
            let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
            let capitalized = name.prefix(1).uppercased() + name.dropFirst()
            guard let system = SystemColors.all.first(where: { $0.name == name || $0.name == "system" + capitalized }) else {
                throw Problem(reason: "\"\(reference)\" is not a system colour Zoetrope knows")
            }
            return system.color
        }
        guard let components = color["components"] as? [String: Any] else { throw Problem(reason: "a colour has no \"components\"") }
        let space = (color["color-space"] as? String) ?? "srgb"
        func component(_ key: String, isAlpha: Bool = false) throws(Problem) -> Double {
            guard let raw = components[key] else { throw Problem(reason: "a colour has no \"\(key)\" component") }
            guard let value = number(raw, isAlpha: isAlpha), value.isFinite else {
                throw Problem(reason: "component \"\(key)\" is \(raw), not a number (0…1, 0…255 or 0xHH)")
            }
            return value
        }
        let alpha = components["alpha"] == nil ? 1 : try component("alpha", isAlpha: true)
        switch space {
        case "srgb", "extended-srgb":
            return Color(red: try component("red"), green: try component("green"), blue: try component("blue"), opacity: alpha)
        case "extended-linear-srgb":
            return Color(red: Color.sRGBFromLinear(try component("red")), green: Color.sRGBFromLinear(try component("green")),
                         blue: Color.sRGBFromLinear(try component("blue")), opacity: alpha)
        case "display-p3":
            let c = DisplayP3.toSRGB(red: try component("red"), green: try component("green"), blue: try component("blue"))
            return Color(red: c.red, green: c.green, blue: c.blue, opacity: alpha)
        case "gray-gamma-22", "extended-gray":
            return Color(white: try component("white"), opacity: alpha)
        default:
            throw Problem(reason: "colour space \"\(space)\" is not one Zoetrope reads "
                          + "(srgb, extended-srgb, extended-linear-srgb, display-p3, gray-gamma-22, extended-gray)")
        }
    }

    /// A component as a fraction: `"0.5"`, `"128"` (8-bit), `"0x80"` (hex), or a JSON number.
    package static func number(_ raw: Any, isAlpha: Bool) -> Double? {
        if let string = raw as? String {
            let text = string.trimmingCharacters(in: .whitespaces)
            if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            guard let value = Double(text) else { return nil }
            return text.contains(".") || isAlpha ? value : value / 255
        }
        if let value = raw as? Double { return !isAlpha && value > 1 ? value / 255 : value }
        if let value = raw as? Int { return !isAlpha && value > 1 ? Double(value) / 255 : Double(value) }
        return nil
    }
}
