import Foundation
import AnimationCore
import Testing

private struct ProbeFlagKey: TransactionKey {
    static let defaultValue = 7
}

extension Transaction {
    fileprivate var probeFlag: Int {
        get { self[ProbeFlagKey.self] }
        set { self[ProbeFlagKey.self] = newValue }
    }
}

private struct ProbeError: Error {}

@Suite struct TransactionTests {
    @Test func defaultsAreEmpty() {
        let transaction = Transaction()
        #expect(transaction.animation == nil)
        #expect(!transaction.disablesAnimations)
        #expect(!transaction.isContinuous)
        #expect(!transaction.tracksVelocity)
        #expect(transaction.probeFlag == 7)
        #expect(Transaction(animation: .probeRamp(1)).animation == .probeRamp(1))
    }

    @Test func customKeysStoreValues() {
        var transaction = Transaction()
        transaction.probeFlag = 3
        transaction.isContinuous = true
        #expect(transaction.probeFlag == 3)
        #expect(transaction.isContinuous)
    }

    @Test func currentIsEmptyOutsideAndSetInside() {
        #expect(Transaction.current.animation == nil)
        withAnimation(.probeRamp(2)) {
            #expect(Transaction.current.animation == .probeRamp(2))
        }
        #expect(Transaction.current.animation == nil)
    }

    @Test func nestedTransactionsMergeExplicitValues() {
        withAnimation(.probeRamp(1)) {
            withTransaction(\.isContinuous, true) {
                // Inherits the outer animation, adds its own flag.
                #expect(Transaction.current.animation == .probeRamp(1))
                #expect(Transaction.current.isContinuous)
                withAnimation(nil) {
                    // An explicit nil overrides the outer animation.
                    #expect(Transaction.current.animation == nil)
                    #expect(Transaction.current.isContinuous)
                }
                withAnimation(.probeRamp(3)) {
                    #expect(Transaction.current.animation == .probeRamp(3))
                }
            }
            #expect(!Transaction.current.isContinuous)
            #expect(Transaction.current.animation == .probeRamp(1))
        }
    }

    @Test func withTransactionKeyPathSetsOneValue() {
        let seen = withTransaction(\.probeFlag, 42) { Transaction.current.probeFlag }
        #expect(seen == 42)
        #expect(Transaction.current.probeFlag == 7)
    }

    @Test func throwingBodyRestoresTheStack() {
        #expect(throws: ProbeError.self) {
            try withAnimation(.probeRamp(1)) { throw ProbeError() }
        }
        #expect(Transaction.current.animation == nil)
    }

    @Test func transactionAnimatesValuesSetInside() {
        let animator = Animator()
        let x = animator.value(0.0)
        var transaction = Transaction(animation: .probeRamp(1))
        transaction.disablesAnimations = true // only blocks `.animation` modifiers, as in SwiftUI
        withTransaction(transaction) { x.value = 10 }
        animator.advance(to: 0.5)
        #expect(abs(x.presentation - 5) < 1e-12)
        withTransaction(\.disablesAnimations, true) { x.value = 20 } // no animation: jumps by 10
        #expect(abs(x.presentation - 15) < 1e-12)
    }
}
