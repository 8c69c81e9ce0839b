//
//  WalkthroughView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct WalkthroughStep {
    let symbol: String
    let title: String
    let body: String
    let tint: Color
}

struct WalkthroughView: View {
    @State private var step = 0
    @State private var iconAppeared = false

    private let steps: [WalkthroughStep] = [
        .init(symbol: "cloud.sun.fill", title: "Live forecasts", body: "Hour-by-hour weather for wherever you are.", tint: .orange),
        .init(symbol: "bell.fill", title: "Smart alerts", body: "We'll ping you before the rain starts.", tint: .blue),
        .init(symbol: "map.fill", title: "Radar maps", body: "Watch storms move in real time.", tint: .green),
    ]

    var body: some View {
        VStack(spacing: 32) {
            Spacer()

            ZStack {
                Circle()
                    .fill(steps[step].tint.opacity(0.15))
                    .frame(width: 200, height: 200)
                    .scaleEffect(iconAppeared ? 1 : 0.6)

                Image(systemName: steps[step].symbol)
                    .font(.system(size: 72))
                    .foregroundStyle(steps[step].tint)
                    .rotationEffect(.degrees(iconAppeared ? 0 : -30))
            }
            .id(step)
            .transition(.asymmetric(insertion: .move(edge: .trailing).combined(with: .opacity),
                                    removal: .move(edge: .leading).combined(with: .opacity)))

            VStack(spacing: 12) {
                Text(steps[step].title)
                    .font(.title2.bold())
                Text(steps[step].body)
                    .font(.callout)
                    .foregroundColor(.secondary)
                    .multilineTextAlignment(.center)
                    .frame(maxWidth: 260)
            }

            Spacer()

            // Custom page indicator
            HStack(spacing: 6) {
                ForEach(0..<steps.count, id: \.self) { index in
                    Capsule()
                        .fill(index <= step ? steps[step].tint : Color.gray.opacity(0.3))
                        .frame(width: index == step ? 28 : 8, height: 8)
                }
            }

            Button(action: next) {
                HStack {
                    Text(step == steps.count - 1 ? "Done" : "Continue")
                    Image(systemName: "arrow.right")
                }
                .font(.headline)
                .foregroundColor(.white)
                .frame(maxWidth: .infinity)
                .padding(.vertical, 16)
                .background(steps[step].tint, in: Capsule())
            }
            .padding(.horizontal, 32)
            .padding(.bottom, 24)
        }
        .animation(.spring(response: 0.45, dampingFraction: 0.8), value: step)
        .onAppear {
            withAnimation(.spring(response: 0.6, dampingFraction: 0.5).delay(0.2)) {
                iconAppeared = true
            }
        }
    }

    private func next() {
        iconAppeared = false
        step = (step + 1) % steps.count
        withAnimation(.spring(response: 0.6, dampingFraction: 0.5).delay(0.2)) {
            iconAppeared = true
        }
    }
}

#Preview {
    WalkthroughView()
}
