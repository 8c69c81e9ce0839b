//
//  PullToRefreshInboxView.swift
//  InteractionCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

@Observable
final class InboxModel {
    var messages = ["Welcome to Inbox", "Your order has shipped", "Team lunch on Friday"]
    var isRefreshing = false
    private var refreshCount = 0

    func reload() async {
        try? await Task.sleep(for: .seconds(1.5))
        refreshCount += 1
        messages.insert("New message #\(refreshCount)", at: 0)
    }
}

/// Pull-to-refresh built by hand (no `.refreshable`): drag the list down past a threshold and let
/// go; a spinner shows while the async reload runs.
struct PullToRefreshInboxView: View {
    @State private var model = InboxModel()
    @State private var pullDistance: CGFloat = 0

    private let triggerHeight: CGFloat = 60

    private var indicatorHeight: CGFloat {
        model.isRefreshing ? triggerHeight : min(pullDistance * 0.5, triggerHeight * 2)
    }

    var body: some View {
        VStack(spacing: 0) {
            Text("Inbox")
                .font(.largeTitle.bold())
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding()

            VStack(spacing: 0) {
                HStack(spacing: 8) {
                    if model.isRefreshing {
                        ProgressView()
                        Text("Refreshing…")
                    } else {
                        Image(systemName: "arrow.down")
                            .rotationEffect(.degrees(indicatorHeight >= triggerHeight ? 180 : 0))
                            .animation(.easeInOut(duration: 0.2), value: indicatorHeight >= triggerHeight)
                        Text(indicatorHeight >= triggerHeight ? "Release to refresh" : "Pull to refresh")
                    }
                }
                .font(.footnote)
                .foregroundStyle(.secondary)
                .frame(height: indicatorHeight)
                .opacity(indicatorHeight > 10 ? 1 : 0)
                .clipped()

                ForEach(model.messages, id: \.self) { message in
                    HStack {
                        Image(systemName: "envelope.fill")
                            .foregroundStyle(.blue)
                        Text(message)
                        Spacer()
                    }
                    .padding()
                    Divider()
                }
                Spacer(minLength: 0)
            }
            .contentShape(Rectangle())
            .gesture(
                DragGesture()
                    .onChanged { value in
                        guard !model.isRefreshing else { return }
                        pullDistance = max(0, value.translation.height)
                    }
                    .onEnded { _ in
                        let shouldRefresh = pullDistance * 0.5 >= triggerHeight && !model.isRefreshing
                        withAnimation(.spring()) {
                            if shouldRefresh {
                                model.isRefreshing = true
                            }
                            pullDistance = 0
                        }
                        if shouldRefresh {
                            Task {
                                await model.reload()
                                withAnimation(.spring()) {
                                    model.isRefreshing = false
                                }
                            }
                        }
                    }
            )
            .accessibilityIdentifier("inboxList")
        }
    }
}

#Preview {
    PullToRefreshInboxView()
}
