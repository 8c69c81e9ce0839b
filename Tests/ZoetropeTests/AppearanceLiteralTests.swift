import Foundation
import Testing
import Zoetrope

/// `#colorLiteral` and `#imageLiteral` as Xcode's pickers write them, and the generated-symbol
/// types `ColorResource`/`ImageResource` used as Xcode 15+ code uses them, compiled against
/// `import Zoetrope` alone.
@Suite struct AppearanceLiteralTests {
    @Test func colourLiteralIsAColourWhereAColourIsExpected() {
        let tint: Color = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        #expect(abs(tint.red - 0.2) < 1e-6 && abs(tint.green - 0.4) < 1e-6 && abs(tint.blue - 0.6) < 1e-6)
        // A parameter of type Color (a generic `ShapeStyle` takes the default literal type, UIColor, as in SwiftUI).
        let list = DisplayList(Rectangle().foregroundColor(#colorLiteral(red: 1, green: 0, blue: 0, alpha: 0.5)), size: CGSize(width: 4, height: 4))
        #expect(list.commands.count == 1)
        if case .fill(_, let paint, _, _) = list.commands.first { #expect(paint == .color(Color(red: 1, green: 0, blue: 0, opacity: 0.5))) }
        // With nothing expected it is a UIColor, as in UIKit.
        let loose = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(type(of: loose) == UIColor.self)
    }

    @Test func imageLiteralIsAnImageByName() {
        let tower: Image = #imageLiteral(resourceName: "tower.png")
        #expect(tower == Image("tower"))
        // With nothing expected it is a UIImage, as in UIKit; `Image(uiImage:)` shows it.
        let loose = #imageLiteral(resourceName: "assets/tower@2x.png")
        #expect(type(of: loose) == UIImage.self)
        #expect(Image(uiImage: loose) == Image("tower"))
    }

    @Test func generatedResourcesGiveColoursAndImages() {
        let brand = ColorResource(name: "Brand", light: .orange, dark: .yellow)
        #expect(Color(brand) == Color.orange)
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(Color(brand).resolve(in: dark) == Color.yellow.resolve(in: dark))
        #expect(Image(ImageResource(name: "tower", catalog: "/tmp/Assets.xcassets")) != Image("tower"))
    }
}
