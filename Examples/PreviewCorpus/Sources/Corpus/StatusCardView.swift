//
//  StatusCardView.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct StatusCardView: View {
    @Environment(\.colorScheme) private var colorScheme
    @State private var isOnline = true

    private var cardColor: Color {
        colorScheme == .dark ? Color(white: 0.15) : .white
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Circle()
                    .fill(isOnline ? Color.green : Color.gray)
                    .frame(width: 10, height: 10)
                Text(isOnline ? "Online" : "Offline")
                    .font(.subheadline.weight(.medium))
                Spacer()
                Toggle("", isOn: $isOnline)
                    .labelsHidden()
            }
            Text("Your status is visible to your team.")
                .font(.footnote)
                .foregroundColor(.secondary)
        }
        .padding()
        .background(cardColor)
        .cornerRadius(16)
        .shadow(color: .black.opacity(colorScheme == .dark ? 0 : 0.1), radius: 8, x: 0, y: 2)
        .padding()
        .animation(.default, value: isOnline)
    }
}

#Preview {
    VStack {
        StatusCardView()
        StatusCardView()
            .environment(\.colorScheme, .dark)
    }
    .background(Color(.systemGroupedBackground))
}
