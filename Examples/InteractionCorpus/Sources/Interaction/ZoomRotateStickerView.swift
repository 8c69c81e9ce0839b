//
//  ZoomRotateStickerView.swift
//  InteractionCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

/// A sticker you pinch and twist at the same time: the iOS 13-era `MagnificationGesture` and
/// `RotationGesture` combined with `.simultaneously(with:)`.
struct ZoomRotateStickerView: View {
    @State private var scale: CGFloat = 1
    @State private var rotation: Angle = .zero
    @State private var liveScale: CGFloat = 1
    @State private var liveRotation: Angle = .zero

    var body: some View {
        VStack(spacing: 40) {
            RoundedRectangle(cornerRadius: 20)
                .fill(LinearGradient(colors: [.mint, .blue], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 160, height: 160)
                .overlay(
                    Text("Aa")
                        .font(.system(size: 56, weight: .bold))
                        .foregroundColor(.white)
                )
                .scaleEffect(scale * liveScale)
                .rotationEffect(rotation + liveRotation)
                .gesture(
                    MagnificationGesture()
                        .simultaneously(with: RotationGesture())
                        .onChanged { value in
                            liveScale = value.first ?? 1
                            liveRotation = value.second ?? .zero
                        }
                        .onEnded { value in
                            scale *= value.first ?? 1
                            rotation += value.second ?? .zero
                            liveScale = 1
                            liveRotation = .zero
                        }
                )
                .accessibilityLabel("Sticker")
                .frame(maxWidth: .infinity, maxHeight: .infinity)

            HStack {
                Text("\(Int((scale * liveScale * 100).rounded()))%  ·  \(Int((rotation + liveRotation).degrees.rounded()))°")
                    .monospacedDigit()
                Spacer()
                Button("Reset") {
                    withAnimation(.easeInOut) {
                        scale = 1
                        rotation = .zero
                    }
                }
            }
            .padding()
        }
    }
}

struct ZoomRotateStickerView_Previews: PreviewProvider {
    static var previews: some View {
        ZoomRotateStickerView()
    }
}
