//
//  BottomSheetView.swift
//  InteractionCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

/// A Maps-style bottom sheet dragged by its handle between three detents. A quick flick uses the
/// gesture's velocity; a slow drag snaps to the detent nearest the predicted end position.
struct BottomSheetView: View {
    enum Detent: String, CaseIterable {
        case collapsed, half, expanded

        func height(in total: CGFloat) -> CGFloat {
            switch self {
            case .collapsed: return 120
            case .half: return total * 0.5
            case .expanded: return total * 0.9
            }
        }
    }

    @State private var detent: Detent = .collapsed
    @State private var dragTranslation: CGFloat = 0

    private let places = ["Blue Bottle Coffee", "City Library", "Dolores Park", "Ferry Building", "Tartine Bakery"]

    var body: some View {
        GeometryReader { proxy in
            let total = proxy.size.height
            let height = min(max(detent.height(in: total) - dragTranslation, 80), total)

            ZStack(alignment: .bottom) {
                LinearGradient(colors: [.green.opacity(0.3), .blue.opacity(0.3)], startPoint: .top, endPoint: .bottom)
                    .overlay(Image(systemName: "map").font(.system(size: 80)).foregroundStyle(.secondary))

                VStack(spacing: 12) {
                    Capsule()
                        .fill(Color.secondary)
                        .frame(width: 40, height: 5)
                        .frame(maxWidth: .infinity, minHeight: 28)
                        .contentShape(Rectangle())
                        .gesture(handleDrag(total: total))
                        .accessibilityLabel("Sheet handle")
                        .accessibilityValue(detent.rawValue)

                    Text("Nearby places")
                        .font(.title3.bold())
                        .frame(maxWidth: .infinity, alignment: .leading)

                    ForEach(places, id: \.self) { place in
                        Label(place, systemImage: "mappin.circle.fill")
                            .frame(maxWidth: .infinity, alignment: .leading)
                    }
                }
                .padding(.horizontal, 20)
                .frame(height: height, alignment: .top)
                .frame(maxWidth: .infinity)
                .background(
                    RoundedRectangle(cornerRadius: 20, style: .continuous)
                        .fill(.background)
                        .shadow(color: .black.opacity(0.2), radius: 10)
                )
                .clipped()
            }
        }
        .ignoresSafeArea(edges: .bottom)
    }

    private func handleDrag(total: CGFloat) -> some Gesture {
        DragGesture()
            .onChanged { value in
                dragTranslation = value.translation.height
            }
            .onEnded { value in
                let projected = detent.height(in: total) - value.predictedEndTranslation.height
                let velocity = value.velocity.height
                let target: Detent
                if velocity < -1000 {
                    target = .expanded
                } else if velocity > 1000 {
                    target = .collapsed
                } else {
                    target = Detent.allCases.min {
                        abs($0.height(in: total) - projected) < abs($1.height(in: total) - projected)
                    } ?? .half
                }
                withAnimation(.interactiveSpring(response: 0.4, dampingFraction: 0.8)) {
                    detent = target
                    dragTranslation = 0
                }
            }
    }
}

#Preview {
    BottomSheetView()
}
