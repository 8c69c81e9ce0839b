//
//  ReactionBellView.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

enum BellPhase: CaseIterable {
    case initial, lift, shakeLeft, shakeRight, settle

    var verticalOffset: Double {
        switch self {
        case .initial, .settle: 0
        case .lift, .shakeLeft, .shakeRight: -30
        }
    }

    var rotation: Angle {
        switch self {
        case .shakeLeft: .degrees(-20)
        case .shakeRight: .degrees(20)
        default: .zero
        }
    }

    var scale: Double {
        self == .initial ? 1 : 1.3
    }
}

struct ReactionBellView: View {
    @State private var ringCount = 0

    var body: some View {
        VStack(spacing: 32) {
            PhaseAnimator(BellPhase.allCases, trigger: ringCount) { phase in
                Image(systemName: "bell.fill")
                    .font(.system(size: 64))
                    .foregroundStyle(.yellow)
                    .scaleEffect(phase.scale)
                    .rotationEffect(phase.rotation, anchor: .top)
                    .offset(y: phase.verticalOffset)
            } animation: { phase in
                switch phase {
                case .initial: .smooth
                case .lift: .spring(bounce: 0.5)
                case .shakeLeft, .shakeRight: .easeInOut(duration: 0.15)
                case .settle: .spring(duration: 0.4, bounce: 0.3)
                }
            }

            Button("Ring") {
                ringCount += 1
            }
        }
    }
}

#Preview {
    ReactionBellView()
}
