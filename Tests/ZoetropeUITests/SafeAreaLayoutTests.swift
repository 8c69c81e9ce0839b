import Foundation
import Testing
import Geometry2D
@testable import ZoetropeUI

/// A storyboard on `device`, drawn at scale 1 (frames in whole points).
func onDevice<V: View>(_ device: DeviceProfile, @ViewBuilder _ content: @escaping () -> V) -> Storyboard {
    Storyboard("device", device: device, duration: 1, content: content)
}

/// The frame of the view with id `id` at t = 0, at scale 1.
func frameOf(_ id: String, in story: Storyboard) throws -> CGRect {
    try story.frame(at: 0, scale: 1).find(.id(id)).frame
}

/// Records what a GeometryReader reads.
final class ProxyReading: @unchecked Sendable {
    var size = CGSize.zero
    var insets = EdgeInsets()
}

/// Safe-area layout on an iPhone 15 (393 × 852 points; safe area top 59, bottom 34 in portrait;
/// leading and trailing 59, bottom 21 in landscape), as SwiftUI lays out a root view in a hosting
/// controller: the root is proposed the safe area and placed in it; `ignoresSafeArea` extends a
/// view that reaches its edge.
@Suite struct SafeAreaLayoutTests {
    let phone = DeviceProfile.iPhone15

    @Test func rootViewFillsTheSafeArea() throws {
        let story = onDevice(phone) { Color.red.accessibilityIdentifier("c") }
        #expect(story.size == CGSize(width: 393, height: 852))
        #expect(try frameOf("c", in: story) == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test func ignoresSafeAreaExtendsToTheScreen() throws {
        let all = onDevice(phone) { Color.red.accessibilityIdentifier("c").ignoresSafeArea() }
        #expect(try frameOf("c", in: all) == CGRect(x: 0, y: 0, width: 393, height: 852))
        let old = onDevice(phone) { Color.red.accessibilityIdentifier("c").edgesIgnoringSafeArea(.all) }
        #expect(try frameOf("c", in: old) == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func ignoresSafeAreaOnChosenEdgesAndRegions() throws {
        let top = onDevice(phone) { Color.red.accessibilityIdentifier("c").ignoresSafeArea(.all, edges: .top) }
        #expect(try frameOf("c", in: top) == CGRect(x: 0, y: 0, width: 393, height: 818))
        let container = onDevice(phone) { Color.red.accessibilityIdentifier("c").ignoresSafeArea(.container, edges: .bottom) }
        #expect(try frameOf("c", in: container) == CGRect(x: 0, y: 59, width: 393, height: 793))
        // No keyboard shows in a render: ignoring its region changes nothing.
        let keyboard = onDevice(phone) { Color.red.accessibilityIdentifier("c").ignoresSafeArea(.keyboard) }
        #expect(try frameOf("c", in: keyboard) == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test func onlyViewsReachingTheEdgeExtend() throws {
        // A small view in the middle touches no edge of the safe area.
        let small = onDevice(phone) { Color.red.frame(width: 93, height: 99).accessibilityIdentifier("c").ignoresSafeArea() }
        #expect(try frameOf("c", in: small) == CGRect(x: 150, y: 389, width: 93, height: 99))
        // A 100-point band at the top of a stack reaches the top edge only.
        let band = onDevice(phone) {
            VStack(spacing: 0) {
                Color.red.accessibilityIdentifier("band").ignoresSafeArea().frame(height: 100)
                Color.blue.accessibilityIdentifier("rest")
            }
        }
        #expect(try frameOf("band", in: band) == CGRect(x: 0, y: 0, width: 393, height: 159))
        #expect(try frameOf("rest", in: band) == CGRect(x: 0, y: 159, width: 393, height: 659))
    }

    @Test func backgroundStyleExtendsButBackgroundViewDoesNot() throws {
        func background(_ view: some View) throws -> CGRect {
            let story = onDevice(phone) { view }
            return try story.frame(at: 0, scale: 1).find(.kind("Color")).frame
        }
        let full = Circle().frame(maxWidth: .infinity, maxHeight: .infinity)
        #expect(try background(full.background(Color.yellow)) == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(try background(full.background(.yellow)) == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(try background(full.background(Color.yellow, ignoresSafeAreaEdges: .top)) == CGRect(x: 0, y: 0, width: 393, height: 818))
        #expect(try background(full.background(Color.yellow, ignoresSafeAreaEdges: [])) == CGRect(x: 0, y: 59, width: 393, height: 759))
        #expect(try background(full.background { Color.yellow }) == CGRect(x: 0, y: 59, width: 393, height: 759))
        // A padded label's background reaches no edge: it stays around the label.
        let label = Circle().frame(width: 40, height: 40).padding(10).background(Color.yellow)
        #expect(try background(label) == CGRect(x: 166.5, y: 408.5, width: 60, height: 60).roundedToPixels(scale: 1))
    }

    @Test func geometryReaderReportsTheInsetsItTouches() throws {
        let root = ProxyReading(), ignoring = ProxyReading(), turned = ProxyReading()
        func reader(_ into: ProxyReading) -> some View {
            GeometryReader { proxy in
                let _ = { into.size = proxy.size; into.insets = proxy.safeAreaInsets }()
                Color.clear
            }
        }
        _ = try onDevice(phone) { reader(root) }.frame(at: 0, scale: 1)
        #expect(root.size == CGSize(width: 393, height: 759))
        #expect(root.insets == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        _ = try onDevice(phone) { reader(ignoring).ignoresSafeArea() }.frame(at: 0, scale: 1)
        #expect(ignoring.size == CGSize(width: 393, height: 852))
        #expect(ignoring.insets == EdgeInsets())
        _ = try onDevice(phone.landscape) { reader(turned) }.frame(at: 0, scale: 1)
        #expect(turned.size == CGSize(width: 734, height: 372))
        #expect(turned.insets == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
    }

    @Test func aCanvasWithoutDeviceHasNoSafeArea() throws {
        let reading = ProxyReading()
        let story = Storyboard("bare", size: CGSize(width: 390, height: 844), duration: 1) {
            ZStack {
                Color.red.accessibilityIdentifier("c").ignoresSafeArea()
                GeometryReader { proxy in
                    let _ = { reading.insets = proxy.safeAreaInsets; reading.size = proxy.size }()
                    Color.clear
                }
            }
        }
        #expect(try frameOf("c", in: story) == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(reading.insets == EdgeInsets())
        #expect(reading.size == CGSize(width: 390, height: 844))
    }

    @Test func settingTheDeviceSetsTheCanvasAndScale() throws {
        var story = Storyboard("s", size: CGSize(width: 100, height: 100), duration: 1) { Color.red }
        #expect(story.defaultScale == 1)
        story.device = .iPhoneSE
        #expect(story.size == CGSize(width: 375, height: 667))
        #expect(story.defaultScale == 2)
        let frame = try story.frame(at: 0)
        let list = frame.displayList
        #expect(!list.commands.isEmpty)
        // Drawn at the device's scale: the safe area (y 20 to 667) is 40…1334 pixels.
        #expect(frame.views.first?.frame == CGRect(x: 0, y: 20, width: 375, height: 647))
    }

    @Test func hostileInsetsDoNotBreakLayout() throws {
        // Insets larger than the screen leave an empty safe area; non-finite or negative ones count as 0.
        let crowded = DeviceProfile(name: "crowded", size: CGSize(width: 100, height: 100), scale: 1,
                                    safeAreaInsets: EdgeInsets(top: 80, leading: 0, bottom: 80, trailing: 0))
        let frame = try onDevice(crowded) { Color.red.accessibilityIdentifier("c") }.frame(at: 0, scale: 1)
        #expect(try frame.find(.id("c")).frame == CGRect(x: 0, y: 80, width: 100, height: 0))
        let broken = DeviceProfile(name: "broken", size: CGSize(width: 100, height: 100), scale: 1,
                                   safeAreaInsets: EdgeInsets(top: .nan, leading: -5, bottom: .infinity, trailing: 10))
        #expect(try frameOf("c", in: onDevice(broken) { Color.red.accessibilityIdentifier("c").ignoresSafeArea(edges: .top) })
                == CGRect(x: 0, y: 0, width: 90, height: 100))
    }

    @Test func leadingIsTheRightEdgeRightToLeft() throws {
        let turned = phone.landscape   // safe area x 59…793, y 0…372
        let ltr = onDevice(turned) { Color.red.accessibilityIdentifier("c").ignoresSafeArea(edges: .leading) }
        #expect(try frameOf("c", in: ltr) == CGRect(x: 0, y: 0, width: 793, height: 372))
        let rtl = onDevice(turned) {
            Color.red.accessibilityIdentifier("c").ignoresSafeArea(edges: .leading).environment(\.layoutDirection, .rightToLeft)
        }
        #expect(try frameOf("c", in: rtl) == CGRect(x: 59, y: 0, width: 793, height: 372))
    }
}
