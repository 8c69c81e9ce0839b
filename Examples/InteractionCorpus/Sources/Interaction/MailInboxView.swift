//
//  MailInboxView.swift
//  InteractionCorpus
//
//  Created by Corpus on 12/5/26.
//

import Zoetrope

struct MailMessage: Identifiable, Hashable {
    let id = UUID()
    var sender: String
    var subject: String
    var isUnread = true
    var isFlagged = false
}

/// A Mail-style inbox: swipe right to mark a message read, swipe left to flag or delete it.
struct MailInboxView: View {
    @State private var messages = [
        MailMessage(sender: "Apple", subject: "Your receipt from Apple"),
        MailMessage(sender: "Mom", subject: "Sunday lunch?"),
        MailMessage(sender: "GitHub", subject: "[zoetrope] CI passed"),
        MailMessage(sender: "Airline", subject: "Your boarding pass"),
        MailMessage(sender: "Newsletter", subject: "This week in Swift"),
    ]

    var body: some View {
        NavigationStack {
            List {
                ForEach($messages) { $message in
                    HStack(spacing: 12) {
                        Circle()
                            .fill(message.isUnread ? Color.blue : Color.clear)
                            .frame(width: 10, height: 10)
                        VStack(alignment: .leading, spacing: 2) {
                            Text(message.sender)
                                .font(.headline)
                            Text(message.subject)
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                                .lineLimit(1)
                        }
                        Spacer()
                        if message.isFlagged {
                            Image(systemName: "flag.fill")
                                .foregroundStyle(.orange)
                        }
                    }
                    .accessibilityLabel(message.sender)
                    .swipeActions(edge: .leading) {
                        Button {
                            message.isUnread.toggle()
                        } label: {
                            Label(message.isUnread ? "Read" : "Unread", systemImage: "envelope.open")
                        }
                        .tint(.blue)
                    }
                    .swipeActions(edge: .trailing) {
                        Button(role: .destructive) {
                            withAnimation { messages.removeAll { $0.id == message.id } }
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                        Button {
                            message.isFlagged.toggle()
                        } label: {
                            Label("Flag", systemImage: "flag")
                        }
                        .tint(.orange)
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle("Inbox")
        }
    }
}

#Preview {
    MailInboxView()
}
