//
//  LongPressDragView.swift
//  InteractionCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

/// Press and hold to pick the tile up, then drag it (after Apple's "Composing SwiftUI gestures":
/// `LongPressGesture` sequenced before `DragGesture`, tracked in a `@GestureState` enum).
struct LongPressDragView: View {
    enum DragState {
        case inactive
        case pressing
        case dragging(translation: CGSize)

        var translation: CGSize {
            switch self {
            case .inactive, .pressing:
                return .zero
            case .dragging(let translation):
                return translation
            }
        }

        var isActive: Bool {
            switch self {
            case .inactive:
                return false
            case .pressing, .dragging:
                return true
            }
        }

        var isDragging: Bool {
            if case .dragging = self { return true }
            return false
        }
    }

    @GestureState private var dragState = DragState.inactive
    @State private var viewState = CGSize.zero

    var body: some View {
        let minimumLongPressDuration = 0.5
        let longPressDrag = LongPressGesture(minimumDuration: minimumLongPressDuration)
            .sequenced(before: DragGesture())
            .updating($dragState) { value, state, transaction in
                switch value {
                case .first(true):
                    state = .pressing
                case .second(true, let drag):
                    state = .dragging(translation: drag?.translation ?? .zero)
                default:
                    state = .inactive
                }
            }
            .onEnded { value in
                guard case .second(true, let drag?) = value else { return }
                viewState.width += drag.translation.width
                viewState.height += drag.translation.height
            }

        return VStack {
            Text(dragState.isDragging ? "Moving" : (dragState.isActive ? "Picked up" : "Hold, then drag"))
                .font(.headline)
                .padding(.top, 40)
            Spacer()
            RoundedRectangle(cornerRadius: 22, style: .continuous)
                .fill(Color.blue)
                .overlay(
                    Image(systemName: "star.fill")
                        .font(.largeTitle)
                        .foregroundColor(.white)
                )
                .overlay(
                    RoundedRectangle(cornerRadius: 22, style: .continuous)
                        .stroke(Color.white, lineWidth: dragState.isDragging ? 3 : 0)
                )
                .frame(width: 100, height: 100)
                .offset(x: viewState.width + dragState.translation.width,
                        y: viewState.height + dragState.translation.height)
                .scaleEffect(dragState.isActive ? 1.15 : 1)
                .shadow(radius: dragState.isActive ? 12 : 0)
                .animation(.spring(response: 0.3, dampingFraction: 0.6), value: dragState.isActive)
                .gesture(longPressDrag)
                .accessibilityLabel("App icon")
            Spacer()
        }
        .frame(maxWidth: .infinity)
    }
}

struct LongPressDragView_Previews: PreviewProvider {
    static var previews: some View {
        LongPressDragView()
    }
}
