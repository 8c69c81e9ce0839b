//
//  FloatingActionMenu.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct FloatingActionMenu: View {
    @State private var isOpen = false

    private let actions = ["camera.fill", "photo.fill", "doc.fill"]

    var body: some View {
        VStack(spacing: 16) {
            Spacer()

            if isOpen {
                ForEach(actions, id: \.self) { symbol in
                    Image(systemName: symbol)
                        .font(.title3)
                        .foregroundColor(.blue)
                        .frame(width: 48, height: 48)
                        .background(Circle().fill(Color.blue.opacity(0.15)))
                        .transition(.scale(scale: 0.1, anchor: .bottom).combined(with: .opacity))
                }
            }

            Button {
                withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) {
                    isOpen.toggle()
                }
            } label: {
                Image(systemName: "plus")
                    .font(.title.weight(.semibold))
                    .foregroundColor(.white)
                    .frame(width: 60, height: 60)
                    .background(Circle().fill(Color.blue))
                    .rotationEffect(.degrees(isOpen ? 45 : 0))
                    .shadow(color: .blue.opacity(0.4), radius: 8, y: 4)
            }
        }
        .frame(maxWidth: .infinity, alignment: .trailing)
        .padding(24)
    }
}

#Preview {
    FloatingActionMenu()
}
