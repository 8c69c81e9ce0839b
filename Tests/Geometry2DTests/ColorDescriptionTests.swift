import Foundation
import Testing
@testable import Geometry2D

/// `Color.description` and `Color.Resolved.description` as SwiftUI prints them.
@Suite struct ColorDescriptionTests {
    @Test func standardColorsPrintTheirNames() throws {
        let names: [(Color, String)] = [
            (.red, "red"), (.orange, "orange"), (.yellow, "yellow"), (.green, "green"), (.mint, "mint"),
            (.teal, "teal"), (.cyan, "cyan"), (.blue, "blue"), (.indigo, "indigo"), (.purple, "purple"),
            (.pink, "pink"), (.brown, "brown"), (.gray, "gray"), (.white, "white"), (.black, "black"),
            (.clear, "clear"), (.secondary, "secondary"),
        ]
        for (color, name) in names {
            #expect(color.description == name)
            #expect("\(color)" == name)
        }
        // Equal components, equal name (SwiftUI prints Color(red: 1, green: 1, blue: 1) as "white" too).
        #expect(Color(red: 1, green: 1, blue: 1).description == "white")
        #expect(Color(white: 0).description == "black")
        #expect(try Color(hex: "#FF3B30").description == "red")
    }

    @Test func otherColorsPrintHex() {
        #expect(Color(red: 1, green: 0.5, blue: 0).description == "#FF8000FF")        // 127.5 + 0.5 → 128
        #expect(Color(red: 0.2, green: 0.4, blue: 0.8, opacity: 0.5).description == "#3366CC80")
        #expect(Color(hue: 1 / 3, saturation: 1, brightness: 1).description == "#00FF00FF")
        // Out-of-range and NaN components are clamped, so the text stays #RRGGBBAA.
        #expect(Color(red: 1.5, green: -0.2, blue: .nan).description == "#FF0000FF")
    }

    @Test func fadedStandardColorsPrintAPercentage() {
        #expect(Color.red.opacity(0.5).description == "50% red")
        #expect(Color.blue.opacity(0.25).description == "25% blue")
        #expect(Color.black.opacity(0.333).description == "33% black")
        #expect(Color.secondary.opacity(0.5).description == "50% secondary")
        #expect(Color.red.opacity(0).description == "0% red")
        #expect(Color.clear.opacity(0.5).description == "clear")
    }

    @Test func resolvedPrintsHex() {
        #expect(Color.Resolved(red: 1, green: 59 / 255, blue: 48 / 255).description == "#FF3B30FF")
        #expect(Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0).description == "#00000000")
        #expect(Color.Resolved(red: 0.5, green: 0.25, blue: 1, opacity: 0.5).description == "#8040FF80")
    }
}
