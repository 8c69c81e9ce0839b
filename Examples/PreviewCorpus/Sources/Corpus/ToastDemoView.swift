//
//  ToastDemoView.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct ToastDemoView: View {
    @State private var showToast = false

    var body: some View {
        ZStack(alignment: .top) {
            Button("Save") {
                withAnimation(.spring()) {
                    showToast = true
                }
                DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                    withAnimation(.easeInOut) {
                        showToast = false
                    }
                }
            }
            .buttonStyle(.borderedProminent)
            .frame(maxWidth: .infinity, maxHeight: .infinity)

            if showToast {
                Label("Saved to Photos", systemImage: "checkmark.circle.fill")
                    .font(.subheadline.weight(.semibold))
                    .foregroundColor(.white)
                    .padding(.horizontal, 16)
                    .padding(.vertical, 12)
                    .background(Capsule().fill(Color.black.opacity(0.85)))
                    .shadow(radius: 8, y: 4)
                    .padding(.top, 8)
                    .transition(.move(edge: .top).combined(with: .opacity))
                    .zIndex(1)
            }
        }
    }
}

#Preview {
    ToastDemoView()
}
