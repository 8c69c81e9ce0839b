//
//  PinchZoomImageView.swift
//  InteractionCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

/// Pinch to zoom a photo (iOS 17 `MagnifyGesture`); the zoom is kept between pinches and clamped
/// to 1...4 when the fingers lift. Double-tap resets.
struct PinchZoomImageView: View {
    @State private var currentZoom: CGFloat = 0
    @State private var totalZoom: CGFloat = 1

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: "photo.artframe")
                .resizable()
                .scaledToFit()
                .frame(width: 200, height: 200)
                .foregroundStyle(.purple)
                .scaleEffect(currentZoom + totalZoom)
                .gesture(
                    MagnifyGesture()
                        .onChanged { value in
                            currentZoom = value.magnification - 1
                        }
                        .onEnded { _ in
                            withAnimation(.spring()) {
                                totalZoom = min(max(totalZoom + currentZoom, 1), 4)
                                currentZoom = 0
                            }
                        }
                )
                .onTapGesture(count: 2) {
                    withAnimation(.spring()) {
                        totalZoom = 1
                    }
                }
                .accessibilityLabel("Photo")
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .clipped()

            Text("Zoom: \(currentZoom + totalZoom, specifier: "%.1f")×")
                .font(.headline.monospacedDigit())
        }
        .padding()
    }
}

#Preview {
    PinchZoomImageView()
}
