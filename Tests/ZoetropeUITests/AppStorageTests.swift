import Foundation
import Testing
import Geometry2D
@testable import ZoetropeUI

private enum Size: String { case small, large }

private struct Stored: View {
    @AppStorage("seen") private var seen = false
    @AppStorage("count") private var count = 3
    @AppStorage("size") private var size = Size.small
    var body: some View {
        VStack {
            Rectangle().frame(width: seen ? 50 : 10, height: 10).onTapGesture { seen = true }
            RoundedRectangle(cornerRadius: 2).frame(width: CGFloat(count) * 10, height: 10).onTapGesture { count += 1 }
            Capsule().frame(width: size == .large ? 70 : 20, height: 10).onTapGesture { size = .large }
        }
    }
}

private struct SharedKey: View {
    @AppStorage("seen") private var seen = false
    var body: some View { Ellipse().frame(width: seen ? 44 : 4, height: 10) }
}

/// `@AppStorage`: an in-memory store per render starting empty (defaults first, whatever the
/// machine's `UserDefaults` hold), writes update the views reading the key.
@Suite struct AppStorageTests {
    @Test func propertiesStartAtTheirDefaultsWhateverUserDefaultsHold() throws {
        UserDefaults.standard.set(true, forKey: "seen")
        defer { UserDefaults.standard.removeObject(forKey: "seen") }
        let frame = try story { Stored() }.frame(at: 0)
        #expect(try frame.find(.kind("Rectangle")).frame.width == 10)
        #expect(try frame.find(.kind("RoundedRectangle")).frame.width == 30)
        #expect(try frame.find(.kind("Capsule")).frame.width == 20)
    }

    @Test func writesUpdateEveryViewReadingTheKey() throws {
        let board = story { VStack { Stored(); SharedKey() } }
            .tap(.kind("Rectangle"), at: 0.5).tap(.kind("RoundedRectangle"), at: 0.6).tap(.kind("Capsule"), at: 0.7)
        let frame = try board.frame(at: 1)
        #expect(try frame.find(.kind("Rectangle")).frame.width == 50)
        #expect(try frame.find(.kind("Ellipse")).frame.width == 44, "a second property with the same key")
        #expect(try frame.find(.kind("RoundedRectangle")).frame.width == 40)
        #expect(try frame.find(.kind("Capsule")).frame.width == 70)
        // A new render starts from the defaults again.
        #expect(try board.frame(at: 0.1).find(.kind("Rectangle")).frame.width == 10)
        #expect(UserDefaults.standard.object(forKey: "count") == nil, "nothing reaches UserDefaults")
    }
}
