import Foundation
import Geometry2D
import Testing
@testable import ZoetropeUI

/// `DeviceProfile.oriented(_:)`: `.landscapeRight` mirrors `.landscapeLeft`'s insets.
@Suite struct LandscapeOrientationTests {
    @Test func theBuiltInPhonesAreSymmetricAsIOSReportsThem() {
        let left = DeviceProfile.iPhone15.oriented(.landscapeLeft), right = DeviceProfile.iPhone15.oriented(.landscapeRight)
        #expect(left.size == CGSize(width: 852, height: 393) && right.size == left.size)
        #expect(left.safeAreaInsets == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        #expect(right.safeAreaInsets == left.safeAreaInsets)
        #expect(DeviceProfile.iPhone15.oriented(.portraitUpsideDown) == DeviceProfile.iPhone15)
        #expect(left.oriented(.portrait) == DeviceProfile.iPhone15)
    }

    @Test func oneSidedInsetsMirror() {
        let phone = DeviceProfile(name: "One-sided", size: CGSize(width: 400, height: 800), scale: 2,
                                  safeAreaInsets: EdgeInsets(top: 50, leading: 0, bottom: 30, trailing: 0),
                                  landscapeInsets: EdgeInsets(top: 0, leading: 50, bottom: 20, trailing: 0))
        #expect(phone.oriented(.landscapeLeft).safeAreaInsets == EdgeInsets(top: 0, leading: 50, bottom: 20, trailing: 0))
        #expect(phone.oriented(.landscapeRight).safeAreaInsets == EdgeInsets(top: 0, leading: 0, bottom: 20, trailing: 50))
        // Turning back from the right gives the upright insets.
        #expect(phone.oriented(.landscapeRight).oriented(.portrait).safeAreaInsets == phone.safeAreaInsets)
    }
}
