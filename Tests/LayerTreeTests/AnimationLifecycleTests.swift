import AnimationCore
import Foundation
import Testing
@testable import LayerTree

/// A stand-in layer: attached animations and its own timing.
private final class Host: CAAnimationHost, CAMediaTiming {
    let animationList = AttachedAnimationList()
    var parent: Host?
    var beginTime: CFTimeInterval = 0, duration: CFTimeInterval = 0, speed: Float = 1, timeOffset: CFTimeInterval = 0
    var repeatCount: Float = 0, repeatDuration: CFTimeInterval = 0, autoreverses = false, fillMode = CAMediaTimingFillMode.removed
    var timingChain: [any CAMediaTiming] { (parent?.timingChain ?? []) + [self] }
    func value(_ keyPath: String, model: Double) -> Double {
        presentedValue(forKeyPath: keyPath, model: model, atLocalTime: localTime(atMediaTime: CACurrentMediaTime()))
    }
}

private final class Log: NSObject, CAAnimationDelegate {
    var events: [String] = []
    let name: String
    init(_ name: String, into shared: Log? = nil) { self.name = name; self.shared = shared }
    weak var shared: Log?
    func record(_ s: String) { (shared ?? self).events.append("\(s) \(name) @\(CACurrentMediaTime())") }
    func animationDidStart(_ anim: CAAnimation) { record("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { record("stop(\(flag))") }
}

private func fade(duration: Double = 1) -> CABasicAnimation {
    let a = CABasicAnimation(keyPath: "opacity")
    a.fromValue = 1
    a.toValue = 0
    a.duration = duration
    return a
}

/// Each test runs on a fresh clock; Swift Testing runs tests in parallel on different threads, and
/// the clock and transactions are per thread.
@Suite(.serialized) struct AnimationLifecycleTests {
    @Test func beginTimeZeroIsTheCommitTime() {
        CAClock.current.reset()   // the clock is per thread: reset on the test's own thread
        let host = Host()
        CAClock.current.advance(to: 1)
        host.attach(fade(), forKey: "f")
        #expect(host.value("opacity", model: 1) == 1)            // not committed yet
        CAClock.current.advance(to: 1.5)
        #expect(host.animationList.entries[0].animation.beginTime == 1)
        #expect(host.value("opacity", model: 1) == 0.5)
    }

    @Test func delegateOrderAndRemovalOnCompletion() {
        CAClock.current.reset()   // the clock is per thread: reset on the test's own thread
        let log = Log("a")
        let host = Host()
        let a = fade()
        a.delegate = log
        host.attach(a, forKey: "f")
        CAClock.current.advance(to: 0.5)
        #expect(log.events == ["start a @0.0"])
        CAClock.current.advance(to: 2)
        #expect(log.events == ["start a @0.0", "stop(true) a @1.0"])
        #expect(host.animationList.entries.isEmpty)
        #expect(host.value("opacity", model: 1) == 1)
    }

    @Test func fillForwardsKeepsTheAnimationWhenNotRemoved() {
        CAClock.current.reset()   // the clock is per thread: reset on the test's own thread
        let host = Host()
        let a = fade()
        a.fillMode = .forwards
        a.isRemovedOnCompletion = false
        let log = Log("a")
        a.delegate = log
        host.attach(a, forKey: "f")
        CAClock.current.advance(to: 2)
        #expect(host.value("opacity", model: 1) == 0)
        #expect(host.animationList.entries.count == 1)
        #expect(log.events == ["start a @0.0", "stop(true) a @1.0"])
    }

    @Test func sameKeyReplacementStopsTheOldOneUnfinished() {
        CAClock.current.reset()   // the clock is per thread: reset on the test's own thread
        let host = Host()
        let shared = Log("shared")
        let first = Log("first", into: shared), second = Log("second", into: shared)
        let a = fade(), b = fade()
        a.delegate = first
        b.delegate = second
        host.attach(a, forKey: "k")
        CAClock.current.advance(to: 0.3)
        host.attach(b, forKey: "k")
        CAClock.current.advance(to: 0.3)
        // One time, the spec's order: starts before stops.
        #expect(shared.events == ["start first @0.0", "start second @0.3", "stop(false) first @0.3"])
        #expect(host.animationList.entries.count == 1)
        CAClock.current.advance(to: 5)
        #expect(shared.events.last == "stop(true) second @1.3")
    }

    @Test func transactionDurationAndCompletion() {
        CAClock.current.reset()   // the clock is per thread: reset on the test's own thread
        let host = Host()
        var done: [Double] = []
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setCompletionBlock { done.append(CACurrentMediaTime()) }
        host.attach(fade(duration: 0), forKey: "f")
        CATransaction.commit()
        #expect(host.animationList.entries[0].animation.duration == 2)
        CAClock.current.advance(to: 1)
        #expect(done.isEmpty)
        CAClock.current.advance(to: 3)
        #expect(done == [2])
        // With nothing added, the completion runs at the commit.
        CATransaction.begin()
        CATransaction.setCompletionBlock { done.append(CACurrentMediaTime()) }
        CATransaction.commit()
        CAClock.current.advance(to: 3)
        #expect(done == [2, 3])
        #expect(CATransaction.animationDuration() == 0.25)
    }

    @Test func layerTimeScalesAnimations() {
        CAClock.current.reset()   // the clock is per thread: reset on the test's own thread
        let parent = Host()
        parent.speed = 2
        let child = Host()
        child.parent = parent
        let log = Log("a")
        let a = fade()
        a.delegate = log
        child.attach(a, forKey: "f")
        CAClock.current.advance(to: 0.25)
        #expect(child.value("opacity", model: 1) == 0.5)
        CAClock.current.advance(to: 1)
        #expect(log.events == ["start a @0.0", "stop(true) a @0.5"])
    }

    @Test func infiniteAnimationsNeverStop() {
        CAClock.current.reset()   // the clock is per thread: reset on the test's own thread
        let host = Host()
        let a = fade()
        a.repeatCount = .greatestFiniteMagnitude
        let log = Log("a")
        a.delegate = log
        host.attach(a, forKey: "f")
        CAClock.current.advance(to: 100.25)
        #expect(log.events == ["start a @0.0"])
        #expect(host.value("opacity", model: 1) == 0.75)
    }

    @Test func callbacksMayAddAnimations() {
        CAClock.current.reset()   // the clock is per thread: reset on the test's own thread
        final class Chain: NSObject, CAAnimationDelegate {
            let host: Host
            init(_ host: Host) { self.host = host }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                let next = CABasicAnimation(keyPath: "x")
                next.fromValue = 0; next.toValue = 10; next.duration = 1
                host.attach(next, forKey: "next")
            }
        }
        let host = Host()
        let a = fade()
        a.delegate = Chain(host)
        host.attach(a, forKey: "f")
        CAClock.current.advance(to: 1.5)
        #expect(host.value("x", model: 0) == 5)
    }
}

@Suite(.serialized) struct CATransactionTests {
    @Test func settingsNestAndFallBack() {
        CAClock.current.reset()
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(CATransaction.animationTimingFunction() == nil)
        #expect(!CATransaction.disableActions())
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setDisableActions(true)
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 2)          // inherited from the outer one
        CATransaction.setAnimationDuration(3)
        CATransaction.setValue("v", forKey: "custom")
        #expect(CATransaction.animationDuration() == 3)
        #expect(CATransaction.value(forKey: "custom") as? String == "v")
        #expect(CATransaction.value(forKey: kCATransactionAnimationDuration) as? Double == 3)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 2)
        #expect(CATransaction.disableActions())
        #expect(CATransaction.value(forKey: "custom") == nil)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25 && !CATransaction.disableActions())
        CATransaction.setAnimationDuration(-1)                   // not positive: the default
        #expect(CATransaction.animationDuration() == 0.25)
        CATransaction.flush()
    }

    @Test func nestedAdditionsTakeEffectWithTheOutermostCommit() {
        CAClock.current.reset()
        final class Host: CAAnimationHost {
            let animationList = AttachedAnimationList()
            var timingChain: [any CAMediaTiming] { [] }
        }
        let host = Host()
        var completions: [String] = []
        CAClock.current.advance(to: 1)
        CATransaction.begin()
        CATransaction.setCompletionBlock { completions.append("outer @\(CACurrentMediaTime())") }
        CATransaction.begin()
        CATransaction.setCompletionBlock { completions.append("inner @\(CACurrentMediaTime())") }
        let a = CABasicAnimation(keyPath: "x")
        a.duration = 0.5
        host.attach(a, forKey: "a")
        CATransaction.commit()
        #expect(!host.animationList.entries[0].isEvaluated)      // the outer one is still open
        CAClock.current.advance(to: 2)                           // time passes; nothing commits
        CATransaction.commit()                                    // commits at 2
        #expect(host.animationList.entries[0].animation.beginTime == 2)
        CAClock.current.advance(to: 3)
        #expect(completions == ["inner @2.5", "outer @2.5"])
    }

    @Test func implicitTransactionCommitsOnFlush() {
        CAClock.current.reset()
        final class Host: CAAnimationHost {
            let animationList = AttachedAnimationList()
            var timingChain: [any CAMediaTiming] { [] }
        }
        let host = Host()
        host.attach(CABasicAnimation(keyPath: "x"), forKey: "a")
        #expect(!host.animationList.entries[0].isEvaluated)
        CATransaction.flush()
        #expect(host.animationList.entries[0].isEvaluated)
        #expect(host.animationList.entries[0].animation.duration == 0.25)
    }
}

@Suite(.serialized) struct ClockSafetyTests {
    @Test func aDelegateThatReaddsOnEveryStopDoesNotHang() {
        CAClock.current.reset()
        final class Host: CAAnimationHost {
            let animationList = AttachedAnimationList()
            var timingChain: [any CAMediaTiming] { [] }
        }
        final class Stubborn: NSObject, CAAnimationDelegate {
            let host: Host
            init(_ host: Host) { self.host = host }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                host.attach(anim, forKey: "k")
                host.attach(anim, forKey: "k")       // replaces the one just added: stops it unfinished
            }
        }
        let host = Host()
        let a = CABasicAnimation(keyPath: "x")
        a.delegate = Stubborn(host)
        host.attach(a, forKey: "k")
        CATransaction.flush()
        CAClock.current.eventsPerInstantLimit = 300
        defer { CAClock.current.eventsPerInstantLimit = 10_000 }
        let (_, warnings) = LayerDiagnostics.capturing { CAClock.current.advance(to: 1) }
        #expect(warnings.contains { $0.contains("animation events at time") })
        #expect(CACurrentMediaTime() == 1)
    }
}
