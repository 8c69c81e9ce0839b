//
//  SnapCarouselView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/4/26.
//

import Zoetrope

struct Destination: Identifiable, Hashable {
    let id: Int
    let name: String
    let country: String
    let colors: [Color]
}

struct SnapCarouselView: View {
    private let destinations = [
        Destination(id: 0, name: "Kyoto", country: "Japan", colors: [.pink, .orange]),
        Destination(id: 1, name: "Reykjavík", country: "Iceland", colors: [.teal, .blue]),
        Destination(id: 2, name: "Marrakesh", country: "Morocco", colors: [.orange, .red]),
        Destination(id: 3, name: "Patagonia", country: "Chile", colors: [.mint, .indigo]),
    ]

    @State private var selection: Int?

    var body: some View {
        VStack(spacing: 16) {
            Text("Explore")
                .font(.largeTitle.bold())
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal)

            ScrollView(.horizontal) {
                LazyHStack(spacing: 12) {
                    ForEach(destinations) { destination in
                        DestinationCard(destination: destination)
                            .containerRelativeFrame(.horizontal)
                            .scrollTransition { content, phase in
                                content
                                    .opacity(phase.isIdentity ? 1 : 0.6)
                                    .scaleEffect(y: phase.isIdentity ? 1 : 0.9)
                            }
                    }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, 28)
            .scrollTargetBehavior(.viewAligned)
            .scrollPosition(id: $selection)
            .scrollIndicators(.hidden)
            .frame(height: 300)

            HStack(spacing: 8) {
                ForEach(destinations) { destination in
                    Capsule()
                        .fill(destination.id == (selection ?? 0) ? Color.primary : Color.secondary.opacity(0.3))
                        .frame(width: destination.id == (selection ?? 0) ? 20 : 8, height: 8)
                }
            }
            .animation(.snappy, value: selection)
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 0.8).delay(0.4)) {
                selection = 1
            }
        }
    }
}

struct DestinationCard: View {
    let destination: Destination

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            RoundedRectangle(cornerRadius: 24, style: .continuous)
                .fill(LinearGradient(colors: destination.colors, startPoint: .topLeading, endPoint: .bottomTrailing))

            Circle()
                .fill(.white.opacity(0.18))
                .frame(width: 180)
                .offset(x: 120, y: -150)

            VStack(alignment: .leading, spacing: 4) {
                Text(destination.name)
                    .font(.title.bold())
                Text(destination.country)
                    .font(.subheadline)
                    .opacity(0.85)
            }
            .foregroundStyle(.white)
            .padding(20)
        }
        .clipShape(.rect(cornerRadius: 24))
    }
}

#Preview {
    SnapCarouselView()
}
