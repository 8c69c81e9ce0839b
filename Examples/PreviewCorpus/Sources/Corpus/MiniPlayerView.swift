//
//  MiniPlayerView.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct MiniPlayerView: View {
    @State private var isPlaying = false

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 8)
                .fill(LinearGradient(colors: [.purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 48, height: 48)
                .overlay(Text("🎧").font(.title2))

            VStack(alignment: .leading, spacing: 2) {
                Text("Midnight City")
                    .font(.subheadline.bold())
                    .lineLimit(1)
                Text("M83")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }

            Spacer()

            Button {
                withAnimation(.snappy) {
                    isPlaying.toggle()
                }
            } label: {
                Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                    .font(.title2)
                    .contentTransition(.symbolEffect(.replace))
            }

            Button {
            } label: {
                Image(systemName: "forward.fill")
                    .font(.title3)
            }
        }
        .foregroundStyle(.primary)
        .padding(12)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 14, style: .continuous))
        .padding(.horizontal)
    }
}

struct MiniPlayerView_Previews: PreviewProvider {
    static var previews: some View {
        MiniPlayerView()
            .previewInterfaceOrientation(.landscapeLeft)

        MiniPlayerView()
            .preferredColorScheme(.dark)
            .previewDisplayName("Dark")
    }
}
