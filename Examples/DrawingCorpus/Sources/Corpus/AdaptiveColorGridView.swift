//
//  AdaptiveColorGridView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct AdaptiveColorGridView: View {
    let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue,
                           .indigo, .purple, .pink, .brown, .gray, .black]

    let columns = [
        GridItem(.adaptive(minimum: 80), spacing: 12)
    ]

    @State private var appeared = false

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(colors.indices, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 16)
                        .fill(colors[index].gradient)
                        .frame(height: 80)
                        .overlay(alignment: .bottomTrailing) {
                            Text("\(index + 1)")
                                .font(.caption.bold())
                                .foregroundStyle(.white)
                                .padding(8)
                        }
                        .scaleEffect(appeared ? 1 : 0.3)
                        .opacity(appeared ? 1 : 0)
                        .animation(.spring(response: 0.4, dampingFraction: 0.6).delay(Double(index) * 0.04), value: appeared)
                }
            }
            .padding()
        }
        .onAppear { appeared = true }
    }
}

#Preview {
    AdaptiveColorGridView()
}
