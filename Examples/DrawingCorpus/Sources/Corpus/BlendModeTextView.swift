//
//  BlendModeTextView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct BlendModeTextView: View {
    @State private var slide = false

    var body: some View {
        ZStack {
            // Diagonal stripes that slide underneath the text
            HStack(spacing: 0) {
                ForEach(0..<12) { index in
                    Rectangle()
                        .fill(index.isMultiple(of: 2) ? Color.indigo : Color.mint)
                        .frame(width: 40)
                }
            }
            .frame(width: 480, height: 600)
            .rotationEffect(.degrees(20))
            .offset(x: slide ? 80 : -80)

            VStack(spacing: 0) {
                Text("DIFFERENCE")
                    .font(.system(size: 44, weight: .black))
                    .foregroundColor(.white)
                    .blendMode(.difference)
                Text("EXCLUSION")
                    .font(.system(size: 44, weight: .black))
                    .foregroundColor(.orange)
                    .blendMode(.exclusion)
                Text("OVERLAY")
                    .font(.system(size: 44, weight: .black))
                    .foregroundColor(.pink)
                    .blendMode(.overlay)
                Text("COLOR DODGE")
                    .font(.system(size: 44, weight: .black))
                    .foregroundColor(.cyan)
                    .blendMode(.colorDodge)
            }
        }
        .compositingGroup()
        .frame(width: 360, height: 400)
        .clipped()
        .onAppear {
            withAnimation(.easeInOut(duration: 3).repeatForever()) {
                slide.toggle()
            }
        }
    }
}

#Preview {
    BlendModeTextView()
}
