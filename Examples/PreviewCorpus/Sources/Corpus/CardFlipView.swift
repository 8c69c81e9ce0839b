//
//  CardFlipView.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct CardFlipView: View {
    @State private var isFlipped = false

    var body: some View {
        ZStack {
            CardFace(title: "Question", text: "What is the capital of France?", color: .blue)
                .opacity(isFlipped ? 0 : 1)

            CardFace(title: "Answer", text: "Paris 🇫🇷", color: .green)
                .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
                .opacity(isFlipped ? 1 : 0)
        }
        .rotation3DEffect(.degrees(isFlipped ? 180 : 0), axis: (x: 0, y: 1, z: 0), perspective: 0.5)
        .onTapGesture {
            withAnimation(.spring(response: 0.6, dampingFraction: 0.8)) {
                isFlipped.toggle()
            }
        }
    }
}

struct CardFace: View {
    let title: String
    let text: String
    let color: Color

    var body: some View {
        RoundedRectangle(cornerRadius: 20, style: .continuous)
            .fill(color.gradient)
            .frame(width: 260, height: 360)
            .overlay {
                VStack(spacing: 12) {
                    Text(title.uppercased())
                        .font(.caption)
                        .fontWeight(.heavy)
                        .opacity(0.7)
                    Text(text)
                        .font(.title2.weight(.semibold))
                        .multilineTextAlignment(.center)
                        .padding()
                }
                .foregroundStyle(.white)
            }
            .shadow(color: .black.opacity(0.2), radius: 10, x: 0, y: 5)
    }
}

struct CardFlipView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            CardFlipView()
                .previewDisplayName("Front")

            CardFace(title: "Answer", text: "Paris 🇫🇷", color: .green)
                .padding()
                .previewLayout(.fixed(width: 300, height: 400))
                .previewDisplayName("Back face")
        }
    }
}
