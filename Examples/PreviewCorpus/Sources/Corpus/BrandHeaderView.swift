//
//  BrandHeaderView.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct BrandHeaderView: View {
    var body: some View {
        HStack(spacing: 12) {
            Image(.logo)
                .resizable()
                .scaledToFit()
                .frame(width: 44, height: 44)
                .clipShape(RoundedRectangle(cornerRadius: 10))

            VStack(alignment: .leading) {
                Text("Zoetrope Coffee")
                    .font(.headline)
                    .foregroundStyle(Color(.brand))
                Text("Since 1834")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding()
        .background(Color(.cardBackground))
    }
}

#Preview {
    BrandHeaderView()
}

#Preview("Dark") {
    BrandHeaderView()
        .preferredColorScheme(.dark)
}
