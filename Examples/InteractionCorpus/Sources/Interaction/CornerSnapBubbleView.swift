//
//  CornerSnapBubbleView.swift
//  InteractionCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

/// A picture-in-picture bubble you can fling; it settles in the corner nearest to where the
/// throw would have ended (`predictedEndLocation`).
struct CornerSnapBubbleView: View {
    enum Corner {
        case topLeading, topTrailing, bottomLeading, bottomTrailing
    }

    @State private var corner: Corner = .bottomTrailing
    @State private var dragOffset: CGSize = .zero

    private let bubbleSize = CGSize(width: 120, height: 160)
    private let inset: CGFloat = 16

    var body: some View {
        GeometryReader { proxy in
            ZStack {
                Color(white: 0.94)
                Text("Call in progress")
                    .font(.headline)
                    .foregroundStyle(.secondary)

                RoundedRectangle(cornerRadius: 16, style: .continuous)
                    .fill(Color.indigo)
                    .overlay(
                        Image(systemName: "video.fill")
                            .font(.largeTitle)
                            .foregroundStyle(.white)
                    )
                    .frame(width: bubbleSize.width, height: bubbleSize.height)
                    .shadow(radius: 8)
                    .position(position(for: corner, in: proxy.size))
                    .offset(dragOffset)
                    .gesture(
                        DragGesture()
                            .onChanged { value in
                                dragOffset = value.translation
                            }
                            .onEnded { value in
                                let start = position(for: corner, in: proxy.size)
                                let projected = CGPoint(
                                    x: start.x + value.predictedEndTranslation.width,
                                    y: start.y + value.predictedEndTranslation.height
                                )
                                withAnimation(.spring(response: 0.35, dampingFraction: 0.75)) {
                                    corner = nearestCorner(to: projected, in: proxy.size)
                                    dragOffset = .zero
                                }
                            }
                    )
                    .accessibilityLabel("Video bubble")
            }
        }
        .ignoresSafeArea()
    }

    private func position(for corner: Corner, in size: CGSize) -> CGPoint {
        let left = inset + bubbleSize.width / 2
        let right = size.width - inset - bubbleSize.width / 2
        let top = inset + bubbleSize.height / 2
        let bottom = size.height - inset - bubbleSize.height / 2
        switch corner {
        case .topLeading: return CGPoint(x: left, y: top)
        case .topTrailing: return CGPoint(x: right, y: top)
        case .bottomLeading: return CGPoint(x: left, y: bottom)
        case .bottomTrailing: return CGPoint(x: right, y: bottom)
        }
    }

    private func nearestCorner(to point: CGPoint, in size: CGSize) -> Corner {
        let isLeft = point.x < size.width / 2
        let isTop = point.y < size.height / 2
        switch (isTop, isLeft) {
        case (true, true): return .topLeading
        case (true, false): return .topTrailing
        case (false, true): return .bottomLeading
        case (false, false): return .bottomTrailing
        }
    }
}

#Preview {
    CornerSnapBubbleView()
}
