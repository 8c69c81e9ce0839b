// Seed 004_1f6659c01f7f2736.txt (ViewModifier, Cardify, AnimatableModifier, the countdown ring): the code pasted
// verbatim; only the import changed (the seed shows no import; SwiftUI's is `import Zoetrope` here).
// The seed's code is incomplete (view-layer spec §0): both Cardify versions have unbalanced braces, the
// AnimatableModifier version leaves its front and back faces as comments, and the countdown code is loose
// members of a view the article does not show. Every line added is marked `// completion:`. The free names
// `strokeStyle`, `剩余进度` and `剩余时间` are defined in Seed004Harness.swift. CountDownCircle is in
// CountDownCircleSeed.swift. The first ZStack fragment (`card.content`, `CountDownCircle()` without its
// argument, `Text`) is no type of its own: it is the body of `CardFragment` below, completed with the card
// model and the argument-less `CountDownCircle()` it assumes.
import Zoetrope

// The first ZStack fragment: the card before Cardify existed.
struct CardFragment: View { // completion: a view around the fragment
    struct Card { var content: String } // completion: the card model of the CS193p demo the article borrows
    var card = Card(content: "👻") // completion
    var isFaceUp = true // completion
    var body: some View { // completion
        ZStack {
            Group {
                RoundedRectangle(cornerRadius: 10.0).fill(Color.white)
                RoundedRectangle(cornerRadius: 10.0).stroke(lineWidth: 3.0)
					CountDownCircle()  // 卡片内容1
					Text(card.content) // 卡片内容2
            }.opacity(isFaceUp ? 1.0 : 0.0)
                RoundedRectangle(cornerRadius: 10.0)
                    .opacity(isFaceUp ? 0.0 : 1.0)
        }
    } // completion
} // completion

extension CountDownCircle { // completion: the fragment calls it without its angle
    init() { self.init(animatableData: 0) } // completion: a quarter (the angle runs from −90°)
} // completion

// ViewModifier: the first Cardify.
enum ViewModifierCardify { // completion: namespace, the article defines Cardify twice
struct Cardify: ViewModifier {
    var isFaceUp: Bool
    
    func body(content: Content) -> some View {
        ZStack {
            Group {
                RoundedRectangle(cornerRadius: 10.0).fill(Color.white)
                RoundedRectangle(cornerRadius: 10.0).stroke(lineWidth: 3.0)
                content  // 正面卡片内容
            }.opacity(isFaceUp ? 1.0 : 0.0)
            RoundedRectangle(cornerRadius: 10.0)
            .opacity(isFaceUp ? 0.0 : 1.0) // 反面卡片内容
        } // completion: closes the ZStack (missing in the article)
    }
}
} // completion: end of namespace

// Extension
extension View {
    func cardify(isFaceUp: Bool) -> some View {
        self.modifier(Cardify(isFaceUp: isFaceUp))
    }
}

// Animation: the second Cardify, an AnimatableModifier (the one cardify(isFaceUp:) above uses).
struct Cardify: AnimatableModifier {
    init(isFaceUp: Bool) {
        // step1 把参数转化成动画插值的（最终）值
        animatableData = isFaceUp ? 0 : 180
    }
    
    var isFaceUp: Bool {
        // step3 通过插值来反推正反面
        animatableData < 90
    }
    
    // step0
    // 把写死的角度变成插值
    var animatableData: Double // 这个类型是自定义的， 我们要用它来旋转角度，所以是double
    
    func body(content: Content) -> some View {
        ZStack {
            Group {
                if isFaceUp {
						// 卡片正面代码                
                    RoundedRectangle(cornerRadius: 10.0).fill(Color.white) // completion: the front, from the first Cardify
                    RoundedRectangle(cornerRadius: 10.0).stroke(lineWidth: 3.0) // completion: the front
                    content // completion: the front
                } else {
                	   // 卡片反面代码
                    RoundedRectangle(cornerRadius: 10.0) // completion: the back, from the first Cardify
                }
            } // completion: closes the Group (missing in the article)
        } // completion: closes the ZStack (missing in the article)
        // step2
        // 课程里是有额外的角度参数，并且与animatableData进行了绑定
        // 其实为了演示插值的作用，不包装更直观
        .rotation3DEffect(
            .degrees(animatableData),
            axis: (0,1,0)
            )
    }
}

// Animation2: the countdown ring's caller.
struct CountDownRing: View { // completion: the view holding the article's countdown members (not shown there)
    @State private var animatedData: Double = 0.0
    
    private func startRemainingCountdown() {
        animatedData = 剩余进度
        withAnimation(.linear(duration: 剩余时间)) {
            animatedData = 0.0
        }
    }

    var body: some View { // completion
		CountDownCircle(animatableData: -animatedData*360-90)
        .stroke(style: strokeStyle).opacity(0.4)
        .onAppear {
            startRemainingCountdown()
        }
    } // completion
} // completion
