//
//  CountingNumberView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

/// Text does not animate its contents, so interpolate the number ourselves.
struct CountingNumber: View, Animatable {
    var value: Double
    var format: String = "%.0f"

    var animatableData: Double {
        get { value }
        set { value = newValue }
    }

    var body: some View {
        Text(String(format: format, value))
    }
}

struct AnimatableNumberModifier: AnimatableModifier {
    var number: Double

    var animatableData: Double {
        get { number }
        set { number = newValue }
    }

    func body(content: Content) -> some View {
        content
            .overlay(
                Text("$\(Int(number))")
                    .font(.system(size: 28, weight: .bold, design: .rounded))
            )
    }
}

extension View {
    func animatingNumberOverlay(for number: Double) -> some View {
        modifier(AnimatableNumberModifier(number: number))
    }
}

struct CountingNumberView: View {
    @State private var score: Double = 0
    @State private var balance: Double = 0

    var body: some View {
        VStack(spacing: 32) {
            VStack {
                Text("SCORE")
                    .font(.caption.bold())
                    .foregroundStyle(.secondary)
                CountingNumber(value: score)
                    .font(.system(size: 64, weight: .heavy, design: .rounded))
                    .monospacedDigit()
                    .foregroundStyle(
                        LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing)
                    )
            }

            RoundedRectangle(cornerRadius: 16)
                .fill(Color.green.opacity(0.15))
                .frame(width: 200, height: 72)
                .animatingNumberOverlay(for: balance)

            Button("Add 250") {
                withAnimation(.easeInOut(duration: 1)) {
                    score += 250
                    balance += 250
                }
            }
            .buttonStyle(.borderedProminent)
        }
        .onAppear {
            withAnimation(.easeOut(duration: 3)) {
                score = 9_876
                balance = 1_240
            }
        }
    }
}

#Preview {
    CountingNumberView()
}
