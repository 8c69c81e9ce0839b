//
//  GlassCardView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct GlassCardView: View {
    @State private var moveBlobs = false

    var body: some View {
        ZStack {
            Color(red: 0.08, green: 0.06, blue: 0.2)
                .ignoresSafeArea()

            // Colourful blobs behind the glass
            Circle()
                .fill(Color.pink)
                .frame(width: 220, height: 220)
                .blur(radius: 40)
                .offset(x: moveBlobs ? -80 : 60, y: moveBlobs ? -160 : -100)
            Circle()
                .fill(Color.blue)
                .frame(width: 260, height: 260)
                .blur(radius: 50)
                .offset(x: moveBlobs ? 90 : -40, y: moveBlobs ? 140 : 80)
            Circle()
                .fill(Color.yellow.opacity(0.8))
                .frame(width: 140, height: 140)
                .blur(radius: 30)
                .offset(x: moveBlobs ? 60 : -90, y: moveBlobs ? -20 : 40)

            VStack(alignment: .leading, spacing: 16) {
                HStack {
                    Image(systemName: "wave.3.right")
                        .font(.title2)
                    Spacer()
                    Text("VISA")
                        .font(.title2.weight(.heavy))
                        .italic()
                }
                Spacer()
                Text("4821  7730  1029  5564")
                    .font(.system(.title3, design: .monospaced))
                HStack {
                    VStack(alignment: .leading) {
                        Text("CARD HOLDER").font(.caption2).opacity(0.7)
                        Text("Jane Appleseed").font(.subheadline.bold())
                    }
                    Spacer()
                    VStack(alignment: .trailing) {
                        Text("EXPIRES").font(.caption2).opacity(0.7)
                        Text("08/29").font(.subheadline.bold())
                    }
                }
            }
            .foregroundStyle(.white)
            .padding(24)
            .frame(width: 330, height: 210)
            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 24, style: .continuous))
            .overlay(
                RoundedRectangle(cornerRadius: 24, style: .continuous)
                    .stroke(
                        LinearGradient(colors: [.white.opacity(0.6), .clear, .white.opacity(0.2)],
                                       startPoint: .topLeading, endPoint: .bottomTrailing),
                        lineWidth: 1.5
                    )
            )
            .shadow(color: .black.opacity(0.3), radius: 20, y: 10)
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 4).repeatForever(autoreverses: true)) {
                moveBlobs.toggle()
            }
        }
    }
}

#Preview {
    GlassCardView()
}
