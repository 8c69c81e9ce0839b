//
//  PromoCarouselView.swift
//  InteractionCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct PromoSlide: Identifiable {
    let id: Int
    let title: String
    let symbol: String
    let color: Color
}

/// A promo banner that advances every 3 seconds on a `Timer.publish` tick, with page dots you can
/// tap and a pause button.
struct PromoCarouselView: View {
    private let slides = [
        PromoSlide(id: 0, title: "Free delivery this week", symbol: "shippingbox.fill", color: .blue),
        PromoSlide(id: 1, title: "20% off running shoes", symbol: "figure.run", color: .orange),
        PromoSlide(id: 2, title: "New: smart water bottle", symbol: "drop.fill", color: .teal),
    ]

    @State private var index = 0
    @State private var isPaused = false

    private let timer = Timer.publish(every: 3, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 12) {
            ZStack {
                let slide = slides[index]
                RoundedRectangle(cornerRadius: 16)
                    .fill(slide.color.gradient)
                    .overlay(
                        VStack(spacing: 12) {
                            Image(systemName: slide.symbol)
                                .font(.system(size: 44))
                            Text(slide.title)
                                .font(.title3.bold())
                        }
                        .foregroundStyle(.white)
                    )
                    .id(slide.id)
                    .transition(.push(from: .trailing))
            }
            .frame(height: 180)
            .clipped()

            HStack(spacing: 8) {
                ForEach(slides) { slide in
                    Circle()
                        .fill(slide.id == index ? Color.primary : Color.secondary.opacity(0.4))
                        .frame(width: 8, height: 8)
                        .onTapGesture {
                            withAnimation(.easeInOut(duration: 0.4)) {
                                index = slide.id
                            }
                        }
                        .accessibilityLabel("Page \(slide.id + 1)")
                }
                Spacer()
                Button {
                    isPaused.toggle()
                } label: {
                    Image(systemName: isPaused ? "play.fill" : "pause.fill")
                }
                .accessibilityLabel(isPaused ? "Play" : "Pause")
            }
        }
        .padding()
        .onReceive(timer) { _ in
            guard !isPaused else { return }
            withAnimation(.easeInOut(duration: 0.4)) {
                index = (index + 1) % slides.count
            }
        }
    }
}

#Preview {
    PromoCarouselView()
}
