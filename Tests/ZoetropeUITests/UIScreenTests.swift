import Foundation
import Testing
import Geometry2D
@testable import ZoetropeUI

/// `UIScreen.main` reports the device of the render whose views read it, also while two
/// storyboards on different devices render at once on threads of their own.
@Suite struct UIScreenTests {
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [String] = []
        func add(_ entry: String) { lock.lock(); entries.append(entry); lock.unlock() }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return entries }
    }

    private struct ScreenReader: View {
        let log: Log
        let name: String
        @State private var tick = 0
        var body: some View {
            let screen = UIScreen.main
            let _ = log.add("\(name) \(Int(screen.bounds.width))x\(Int(screen.bounds.height)) @\(Int(screen.scale)) "
                + "\(Int(screen.nativeBounds.width))x\(Int(screen.nativeBounds.height))")
            Color.red.frame(width: screen.bounds.width / 2).accessibilityIdentifier("half")
                .onTapGesture { tick += 1 }
        }
    }

    @Test func screenOfEachDevice() throws {
        let log = Log()
        let story = Storyboard("s", device: .iPhone15, duration: 1) { ScreenReader(log: log, name: "p") }
        let frame = try story.frame(at: 0, scale: 2)   // 196.5 points is whole pixels at 2×
        #expect(try frame.find(.id("half")).frame.width == 196.5)
        #expect(log.all.first == "p 393x852 @3 1179x2556")
        let turned = Storyboard("s", device: DeviceProfile.iPhoneSE.landscape, duration: 1) { ScreenReader(log: log, name: "l") }
        _ = try turned.frame(at: 0, scale: 1)
        #expect(log.all.last == "l 667x375 @2 750x1334")
        let bare = Storyboard("s", size: CGSize(width: 300, height: 200), duration: 1) { ScreenReader(log: log, name: "b") }
        _ = try bare.frame(at: 0, scale: 2)
        #expect(log.all.last == "b 300x200 @1 200x300")
    }

    @Test func concurrentRendersSeeTheirOwnScreens() throws {
        let log = Log()
        let devices: [(String, DeviceProfile)] = [("a", .iPhone15), ("b", .iPadPro11)]
        let group = DispatchGroup()
        let failures = Log()
        for (name, device) in devices {
            DispatchQueue.global().async(group: group) {
                do {
                    // Taps every 1/30 s re-run the body through the run.
                    var story = Storyboard(name, device: device, duration: 1) { ScreenReader(log: log, name: name) }
                    for k in 1..<30 { story = story.tap(.id("half"), at: Double(k) / 30) }
                    let session = story.session(scale: 0.25)
                    for k in 0..<30 { _ = try session.frame(index: k, fps: 30) }
                } catch {
                    failures.add("\(name): \(error)")
                }
            }
        }
        group.wait()
        #expect(failures.all.isEmpty)
        let entries = log.all
        #expect(entries.filter { $0.hasPrefix("a ") }.count >= 30)
        #expect(entries.filter { $0.hasPrefix("b ") }.count >= 30)
        #expect(entries.filter { $0.hasPrefix("a ") }.allSatisfy { $0 == "a 393x852 @3 1179x2556" })
        #expect(entries.filter { $0.hasPrefix("b ") }.allSatisfy { $0 == "b 834x1194 @2 1668x2388" })
    }

    @Test func outsideARenderTheDefaultDevice() {
        #expect(UIScreen.main.bounds.size == DeviceProfile.default.size)
        #expect(UIScreen.main.scale == DeviceProfile.default.scale)
    }
}
