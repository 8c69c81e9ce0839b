//
//  PhaseAnimatorBadgeView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

enum PulsePhase: CaseIterable {
    case initial, grow, shake, settle

    var scale: Double {
        switch self {
        case .initial: 1.0
        case .grow: 1.3
        case .shake: 1.15
        case .settle: 1.0
        }
    }

    var rotation: Angle {
        switch self {
        case .shake: .degrees(12)
        default: .zero
        }
    }

    var ringOpacity: Double {
        self == .grow ? 0.6 : 0
    }
}

struct PhaseAnimatorBadgeView: View {
    @State private var unread = 3

    var body: some View {
        VStack(spacing: 40) {
            // Continuous: loops through the phases forever
            PhaseAnimator(PulsePhase.allCases) { phase in
                ZStack(alignment: .topTrailing) {
                    Image(systemName: "envelope.fill")
                        .font(.system(size: 48))
                        .foregroundStyle(.blue)

                    Text("\(unread)")
                        .font(.caption.bold())
                        .foregroundColor(.white)
                        .frame(width: 22, height: 22)
                        .background(Circle().fill(Color.red))
                        .background(
                            Circle()
                                .stroke(Color.red, lineWidth: 2)
                                .scaleEffect(phase == .grow ? 1.8 : 1)
                                .opacity(phase.ringOpacity)
                        )
                        .scaleEffect(phase.scale)
                        .offset(x: 8, y: -8)
                }
                .rotationEffect(phase.rotation)
            } animation: { phase in
                switch phase {
                case .initial: .smooth(duration: 0.4)
                case .grow: .spring(duration: 0.3, bounce: 0.5)
                case .shake: .easeInOut(duration: 0.1).repeatCount(3, autoreverses: true)
                case .settle: .bouncy
                }
            }

            // The modifier form, triggered
            Text("New message")
                .font(.headline)
                .padding(.horizontal, 16)
                .padding(.vertical, 10)
                .background(Capsule().fill(.blue.opacity(0.15)))
                .phaseAnimator([false, true], trigger: unread) { content, highlighted in
                    content
                        .scaleEffect(highlighted ? 1.1 : 1)
                        .foregroundStyle(highlighted ? .blue : .primary)
                }
        }
        .task {
            try? await Task.sleep(for: .seconds(1))
            unread += 1
        }
    }
}

#Preview {
    PhaseAnimatorBadgeView()
}
