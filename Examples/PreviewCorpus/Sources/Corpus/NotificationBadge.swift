//
//  NotificationBadge.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct NotificationBadge: View {
    let count: Int

    var body: some View {
        Image(systemName: "bell.fill")
            .font(.title)
            .foregroundStyle(.primary)
            .overlay(alignment: .topTrailing) {
                if count > 0 {
                    Text(count > 99 ? "99+" : "\(count)")
                        .font(.caption2.bold())
                        .foregroundColor(.white)
                        .padding(.horizontal, 5)
                        .padding(.vertical, 2)
                        .background(Capsule().fill(.red))
                        .offset(x: 10, y: -8)
                        .transition(.scale)
                }
            }
            .animation(.spring(), value: count)
            .padding()
    }
}

#Preview("Badge with count", traits: .sizeThatFitsLayout) {
    NotificationBadge(count: 3)
}

#Preview("Overflow", traits: .fixedLayout(width: 120, height: 80)) {
    NotificationBadge(count: 120)
}
