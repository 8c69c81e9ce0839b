import Foundation
import Testing
import Geometry2D
@testable import ZoetropeUI

/// `safeAreaInset` and `safeAreaPadding` on an iPhone 15 (safe area y 59…818): the bar takes its
/// space from the view, and the space joins the view's safe area.
@Suite struct SafeAreaInsetTests {
    let phone = DeviceProfile.iPhone15

    @Test func bottomBarShrinksTheView() throws {
        let story = onDevice(phone) {
            Color.red.accessibilityIdentifier("main")
                .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50).accessibilityIdentifier("bar") }
        }
        #expect(try frameOf("main", in: story) == CGRect(x: 0, y: 59, width: 393, height: 709))
        #expect(try frameOf("bar", in: story) == CGRect(x: 0, y: 768, width: 393, height: 50))
    }

    @Test func defaultSpacingIsEightPoints() throws {
        let story = onDevice(phone) {
            Color.red.accessibilityIdentifier("main")
                .safeAreaInset(edge: .top) { Color.blue.frame(height: 50).accessibilityIdentifier("bar") }
        }
        #expect(try frameOf("bar", in: story) == CGRect(x: 0, y: 59, width: 393, height: 50))
        #expect(try frameOf("main", in: story) == CGRect(x: 0, y: 117, width: 393, height: 701))
    }

    @Test func barLinesUpWithTheView() throws {
        func bar(_ alignment: HorizontalAlignment) throws -> CGRect {
            try frameOf("bar", in: onDevice(phone) {
                Color.red.safeAreaInset(edge: .bottom, alignment: alignment, spacing: 0) {
                    Color.blue.frame(width: 100, height: 50).accessibilityIdentifier("bar")
                }
            })
        }
        #expect(try bar(.leading).minX == 0)
        #expect(try bar(.trailing).minX == 293)
        let side = onDevice(phone) {
            Color.red.accessibilityIdentifier("main")
                .safeAreaInset(edge: .leading, spacing: 0) { Color.blue.frame(width: 80).accessibilityIdentifier("bar") }
        }
        #expect(try frameOf("bar", in: side) == CGRect(x: 0, y: 59, width: 80, height: 759))
        #expect(try frameOf("main", in: side) == CGRect(x: 80, y: 59, width: 313, height: 759))
    }

    @Test func viewIgnoringTheSafeAreaExtendsUnderTheBar() throws {
        let reading = ProxyReading()
        let story = onDevice(phone) {
            ZStack {
                Color.red.accessibilityIdentifier("main").ignoresSafeArea()
                GeometryReader { proxy in
                    let _ = { reading.insets = proxy.safeAreaInsets; reading.size = proxy.size }()
                    Color.clear
                }
            }
            .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50) }
        }
        #expect(try frameOf("main", in: story) == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(reading.size == CGSize(width: 393, height: 709))
        #expect(reading.insets == EdgeInsets(top: 59, leading: 0, bottom: 84, trailing: 0))
    }

    @Test func safeAreaPaddingInsetsTheContent() throws {
        let horizontal = onDevice(phone) { Color.red.accessibilityIdentifier("c").safeAreaPadding(.horizontal, 20) }
        #expect(try frameOf("c", in: horizontal) == CGRect(x: 20, y: 59, width: 353, height: 759))
        let ignoring = onDevice(phone) { Color.red.accessibilityIdentifier("c").ignoresSafeArea().safeAreaPadding(20) }
        #expect(try frameOf("c", in: ignoring) == CGRect(x: 0, y: 0, width: 393, height: 852))
        let reading = ProxyReading()
        _ = try onDevice(phone) {
            GeometryReader { proxy in
                let _ = { reading.insets = proxy.safeAreaInsets }()
                Color.clear
            }
            .safeAreaPadding(20)
        }.frame(at: 0, scale: 1)
        #expect(reading.insets == EdgeInsets(top: 79, leading: 20, bottom: 54, trailing: 20))
    }

    @Test func safeAreaPaddingOnABareCanvas() throws {
        let bare = CGSize(width: 390, height: 844)
        let plain = Storyboard("p", size: bare, duration: 1) { Color.red.accessibilityIdentifier("c").safeAreaPadding(20) }
        #expect(try frameOf("c", in: plain) == CGRect(x: 20, y: 20, width: 350, height: 804))
        let ignoring = Storyboard("p", size: bare, duration: 1) {
            Color.red.accessibilityIdentifier("c").ignoresSafeArea().safeAreaPadding(20)
        }
        #expect(try frameOf("c", in: ignoring) == CGRect(x: 0, y: 0, width: 390, height: 844))
    }
}
