//
//  AutoScrollCarouselView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct CarouselItem: Identifiable {
    let id: Int
    let title: String
    let subtitle: String
    let gradient: [Color]
}

struct AutoScrollCarouselView: View {
    let items: [CarouselItem] = [
        CarouselItem(id: 0, title: "Track habits", subtitle: "Build streaks that stick", gradient: [.pink, .orange]),
        CarouselItem(id: 1, title: "Plan meals", subtitle: "Healthy food, less effort", gradient: [.green, .mint]),
        CarouselItem(id: 2, title: "Sleep better", subtitle: "Wind down with sounds", gradient: [.indigo, .purple]),
    ]

    @State private var currentIndex = 0
    @GestureState private var dragOffset: CGFloat = 0

    let timer = Timer.publish(every: 1.5, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 16) {
            GeometryReader { proxy in
                let width = proxy.size.width

                HStack(spacing: 0) {
                    ForEach(items) { item in
                        card(for: item)
                            .frame(width: width)
                    }
                }
                .offset(x: -CGFloat(currentIndex) * width + dragOffset)
                .gesture(
                    DragGesture()
                        .updating($dragOffset) { value, state, _ in
                            state = value.translation.width
                        }
                        .onEnded { value in
                            let threshold = width / 4
                            withAnimation(.spring()) {
                                if value.translation.width < -threshold {
                                    currentIndex = min(currentIndex + 1, items.count - 1)
                                } else if value.translation.width > threshold {
                                    currentIndex = max(currentIndex - 1, 0)
                                }
                            }
                        }
                )
            }
            .frame(height: 220)
            .clipped()

            // Page dots
            HStack(spacing: 8) {
                ForEach(items.indices, id: \.self) { index in
                    Capsule()
                        .fill(index == currentIndex ? Color.primary : Color.secondary.opacity(0.4))
                        .frame(width: index == currentIndex ? 24 : 8, height: 8)
                }
            }
            .animation(.easeInOut, value: currentIndex)
        }
        .onReceive(timer) { _ in
            withAnimation(.easeInOut(duration: 0.6)) {
                currentIndex = (currentIndex + 1) % items.count
            }
        }
    }

    @ViewBuilder
    private func card(for item: CarouselItem) -> some View {
        RoundedRectangle(cornerRadius: 24, style: .continuous)
            .fill(LinearGradient(colors: item.gradient, startPoint: .topLeading, endPoint: .bottomTrailing))
            .overlay(alignment: .bottomLeading) {
                VStack(alignment: .leading, spacing: 4) {
                    Text(item.title)
                        .font(.title.bold())
                    Text(item.subtitle)
                        .font(.subheadline)
                        .opacity(0.85)
                }
                .foregroundColor(.white)
                .padding(20)
            }
            .padding(.horizontal, 20)
    }
}

#Preview {
    AutoScrollCarouselView()
}
