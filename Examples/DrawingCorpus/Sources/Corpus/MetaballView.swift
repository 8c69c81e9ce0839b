//
//  MetaballView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct MetaballView: View {
    @State private var dragOffset: CGSize = .zero

    var body: some View {
        VStack(spacing: 24) {
            Text("Gooey Blobs")
                .font(.title.bold())
                .foregroundColor(.white)

            TimelineView(.animation) { timeline in
                let time = timeline.date.timeIntervalSinceReferenceDate

                Canvas { context, size in
                    // The classic metaball trick: blur everything, then keep only the pixels
                    // above an alpha threshold so nearby blobs melt into each other.
                    context.addFilter(.alphaThreshold(min: 0.5, color: .pink))
                    context.addFilter(.blur(radius: 14))

                    context.drawLayer { layer in
                        let center = CGPoint(x: size.width / 2, y: size.height / 2)
                        if let main = context.resolveSymbol(id: 0) {
                            layer.draw(main, at: center)
                        }
                        for index in 1...4 {
                            let angle = time * (0.8 + Double(index) * 0.3) + Double(index) * .pi / 2
                            let distance = 60 + 20 * sin(time * 1.3 + Double(index))
                            let point = CGPoint(x: center.x + cos(angle) * distance,
                                                y: center.y + sin(angle) * distance)
                            if let blob = context.resolveSymbol(id: index) {
                                layer.draw(blob, at: point)
                            }
                        }
                        if let dragged = context.resolveSymbol(id: 99) {
                            layer.draw(dragged, at: CGPoint(x: center.x + dragOffset.width,
                                                            y: center.y + 110 + dragOffset.height))
                        }
                    }
                } symbols: {
                    Circle()
                        .frame(width: 90, height: 90)
                        .tag(0)
                    ForEach(1...4, id: \.self) { index in
                        Circle()
                            .frame(width: CGFloat(30 + index * 6), height: CGFloat(30 + index * 6))
                            .tag(index)
                    }
                    Circle()
                        .frame(width: 50, height: 50)
                        .tag(99)
                }
            }
            .frame(width: 300, height: 360)
            .gesture(
                DragGesture()
                    .onChanged { value in dragOffset = value.translation }
                    .onEnded { _ in
                        withAnimation(.interactiveSpring(response: 0.6, dampingFraction: 0.5)) {
                            dragOffset = .zero
                        }
                    }
            )
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.black)
    }
}

#Preview {
    MetaballView()
}
