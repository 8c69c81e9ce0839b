import Foundation
import Testing
import Geometry2D
@testable import ZoetropeUI

/// Size classes as iOS gives a full-screen app (Human Interface Guidelines, device size classes),
/// from the device profile and through `@Environment`.
@Suite struct SizeClassTests {
    @Test func sizeClassesPerDeviceAndOrientation() {
        #expect(DeviceProfile.iPhone15.sizeClasses == (.compact, .regular))
        #expect(DeviceProfile.iPhone15.landscape.sizeClasses == (.compact, .compact))
        #expect(DeviceProfile.iPhoneSE.landscape.sizeClasses == (.compact, .compact))
        #expect(DeviceProfile.iPhone15ProMax.sizeClasses == (.compact, .regular))
        #expect(DeviceProfile.iPhone15ProMax.landscape.sizeClasses == (.regular, .compact))
        #expect(DeviceProfile.iPhone16ProMax.landscape.sizeClasses == (.regular, .compact))
        #expect(DeviceProfile.iPhone16Pro.landscape.sizeClasses == (.compact, .compact))
        #expect(DeviceProfile.iPadPro11.sizeClasses == (.regular, .regular))
        #expect(DeviceProfile.iPadPro11.landscape.sizeClasses == (.regular, .regular))
    }

    private struct Probe: View {
        let reading: SizeClassReading
        @Environment(\.horizontalSizeClass) private var horizontal
        @Environment(\.verticalSizeClass) private var vertical
        var body: some View {
            let _ = { reading.values = (horizontal, vertical) }()
            Color.clear
        }
    }

    final class SizeClassReading: @unchecked Sendable {
        var values: (UserInterfaceSizeClass?, UserInterfaceSizeClass?) = (nil, nil)
    }

    private func read(_ device: DeviceProfile?) throws -> (UserInterfaceSizeClass?, UserInterfaceSizeClass?) {
        let reading = SizeClassReading()
        var story = Storyboard("s", size: CGSize(width: 100, height: 100), duration: 1) { Probe(reading: reading) }
        story.device = device
        _ = try story.frame(at: 0, scale: 1)
        return reading.values
    }

    @Test func viewsReadTheirDevicesSizeClasses() throws {
        #expect(try read(.iPhone15) == (.compact, .regular))
        #expect(try read(DeviceProfile.iPhone15.landscape) == (.compact, .compact))
        #expect(try read(.iPadPro11) == (.regular, .regular))
        #expect(try read(nil) == (nil, nil))
    }
}
