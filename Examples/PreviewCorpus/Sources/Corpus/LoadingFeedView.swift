//
//  LoadingFeedView.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct ShimmerModifier: ViewModifier {
    @State private var phase: CGFloat = -1

    func body(content: Content) -> some View {
        content
            .overlay(
                GeometryReader { geo in
                    LinearGradient(colors: [.clear, .white.opacity(0.6), .clear], startPoint: .leading, endPoint: .trailing)
                        .frame(width: geo.size.width * 0.6)
                        .offset(x: phase * geo.size.width * 1.6)
                }
                .mask(content)
            )
            .onAppear {
                withAnimation(.linear(duration: 1.2).repeatForever(autoreverses: false)) {
                    phase = 1
                }
            }
    }
}

extension View {
    func shimmering() -> some View {
        modifier(ShimmerModifier())
    }
}

struct SkeletonRow: View {
    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .frame(width: 44, height: 44)
            VStack(alignment: .leading, spacing: 6) {
                Text("Placeholder name here")
                    .font(.headline)
                Text("A longer placeholder subtitle line")
                    .font(.subheadline)
            }
            Spacer()
        }
        .redacted(reason: .placeholder)
        .shimmering()
    }
}

struct LoadingFeedView: View {
    var body: some View {
        VStack(spacing: 20) {
            ForEach(0..<4, id: \.self) { _ in
                SkeletonRow()
            }
            Spacer()
        }
        .padding()
    }
}

#Preview {
    LoadingFeedView()
}
