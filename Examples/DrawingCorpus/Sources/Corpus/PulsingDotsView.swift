//
//  PulsingDotsView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct PulsingDotsView: View {
    @State private var scale: CGFloat = 0.5
    let dotCount = 3
    let dotSize: CGFloat = 16

    var body: some View {
        HStack(spacing: 12) {
            ForEach(0..<dotCount, id: \.self) { index in
                Circle()
                    .fill(Color.indigo)
                    .frame(width: dotSize, height: dotSize)
                    .scaleEffect(scale)
                    .opacity(Double(scale))
                    .animation(
                        .easeInOut(duration: 0.6)
                            .repeatForever(autoreverses: true)
                            .delay(0.2 * Double(index)),
                        value: scale
                    )
            }
        }
        .onAppear {
            scale = 1.0
        }
    }
}

struct PulsingDotsView_Previews: PreviewProvider {
    static var previews: some View {
        PulsingDotsView()
            .padding()
            .previewLayout(.sizeThatFits)
    }
}
