//
//  PulsingHeartView.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct PulsingHeartView: View {
    var bpm = 72

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "heart.fill")
                .font(.system(size: 80))
                .foregroundStyle(.pink.gradient)
                .phaseAnimator([1.0, 1.25, 1.0, 1.15, 1.0]) { content, scale in
                    content.scaleEffect(scale)
                } animation: { _ in
                    .easeInOut(duration: 0.18)
                }

            Text("❤️ \(bpm) BPM")
                .font(.title3.weight(.semibold))
                .foregroundStyle(.secondary)
        }
    }
}

#Preview {
    PulsingHeartView()
        .preferredColorScheme(.dark)
}
