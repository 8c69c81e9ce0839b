//
//  CopyCodeToastView.swift
//  InteractionCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

/// A toast that hides itself 2 seconds after the last tap. Each tap cancels the pending hide
/// (`DispatchWorkItem`) and schedules a new one with `DispatchQueue.main.asyncAfter`.
struct CopyCodeToastView: View {
    @State private var toastMessage: String?
    @State private var copyCount = 0
    @State private var hideWorkItem: DispatchWorkItem?

    var body: some View {
        ZStack(alignment: .bottom) {
            VStack(spacing: 16) {
                Text("Your invite code")
                    .font(.headline)
                Text("ZOE-4821")
                    .font(.system(.largeTitle, design: .monospaced).bold())
                Button {
                    copyCount += 1
                    showToast("Copied to clipboard (\(copyCount))")
                } label: {
                    Label("Copy code", systemImage: "doc.on.doc")
                }
                .buttonStyle(.borderedProminent)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)

            if let toastMessage {
                Text(toastMessage)
                    .font(.subheadline.weight(.medium))
                    .foregroundStyle(.white)
                    .padding(.horizontal, 20)
                    .padding(.vertical, 12)
                    .background(.black.opacity(0.8), in: Capsule())
                    .padding(.bottom, 40)
                    .transition(.move(edge: .bottom).combined(with: .opacity))
                    .accessibilityIdentifier("toast")
            }
        }
    }

    private func showToast(_ message: String) {
        withAnimation(.spring()) {
            toastMessage = message
        }
        hideWorkItem?.cancel()
        let workItem = DispatchWorkItem {
            withAnimation(.easeInOut) {
                toastMessage = nil
            }
        }
        hideWorkItem = workItem
        DispatchQueue.main.asyncAfter(deadline: .now() + 2, execute: workItem)
    }
}

#Preview {
    CopyCodeToastView()
}
