//
//  DashedCircleLoader.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct DashedCircleLoader: View {
    @State private var dashPhase: CGFloat = 0
    @State private var isSpinning = false

    var body: some View {
        ZStack {
            Circle()
                .stroke(
                    Color.teal,
                    style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [12, 8], dashPhase: dashPhase)
                )
                .frame(width: 120, height: 120)

            Circle()
                .stroke(
                    Color.teal.opacity(0.5),
                    style: StrokeStyle(lineWidth: 2, dash: [2, 6])
                )
                .frame(width: 90, height: 90)
                .rotationEffect(.degrees(isSpinning ? -360 : 0))

            Image(systemName: "arrow.down")
                .font(.system(size: 32, weight: .bold))
                .foregroundColor(.teal)
        }
        .onAppear {
            withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) {
                dashPhase = -20
            }
            withAnimation(.linear(duration: 6).repeatForever(autoreverses: false)) {
                isSpinning = true
            }
        }
    }
}

struct DashedCircleLoader_Previews: PreviewProvider {
    static var previews: some View {
        DashedCircleLoader()
            .padding(30)
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Dashed loader")
    }
}
