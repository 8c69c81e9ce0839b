//
//  MeshGradientCardView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct MeshGradientCardView: View {
    var body: some View {
        TimelineView(.animation) { timeline in
            let t = timeline.date.timeIntervalSince1970

            MeshGradient(
                width: 3,
                height: 3,
                points: [
                    [0.0, 0.0], [0.5, 0.0], [1.0, 0.0],
                    [0.0, 0.5], [Float(0.5 + 0.2 * sin(t)), Float(0.5 + 0.2 * cos(t * 1.3))], [1.0, 0.5],
                    [0.0, 1.0], [0.5, 1.0], [1.0, 1.0]
                ],
                colors: [
                    .purple, .indigo, .blue,
                    .pink, .orange, .cyan,
                    .red, .yellow, .mint
                ],
                smoothsColors: true
            )
            .clipShape(RoundedRectangle(cornerRadius: 32, style: .continuous))
            .overlay(alignment: .bottomLeading) {
                VStack(alignment: .leading) {
                    Text("Aurora")
                        .font(.largeTitle.bold())
                    Text("Now playing · Ambient Mix")
                        .font(.subheadline)
                }
                .foregroundStyle(.white)
                .padding(24)
            }
            .frame(width: 320, height: 420)
            .shadow(color: .purple.opacity(0.4), radius: 24, y: 12)
        }
    }
}

#Preview {
    MeshGradientCardView()
}
