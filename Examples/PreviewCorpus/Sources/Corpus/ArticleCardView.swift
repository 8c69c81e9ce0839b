//
//  ArticleCardView.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct ArticleCardView: View {
    var title: String
    var subtitle: String

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("FEATURED")
                .font(.caption.weight(.bold))
                .foregroundColor(.accentColor)
            Text(title)
                .font(.title3.bold())
                .foregroundColor(.primary)
            Text(subtitle)
                .font(.subheadline)
                .foregroundColor(.secondary)
                .lineLimit(2)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(.secondarySystemBackground))
        .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
        .padding()
    }
}

#Preview("Light") {
    ArticleCardView(title: "Designing for dark mode", subtitle: "Semantic colours adapt for you, so your views look right in both appearances.")
}

#Preview("Dark") {
    ArticleCardView(title: "Designing for dark mode", subtitle: "Semantic colours adapt for you, so your views look right in both appearances.")
        .preferredColorScheme(.dark)
}

#Preview("Dark via environment") {
    ArticleCardView(title: "Designing for dark mode", subtitle: "Set from the environment instead.")
        .background(Color(.systemBackground))
        .environment(\.colorScheme, .dark)
}
