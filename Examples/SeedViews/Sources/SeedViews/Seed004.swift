// Seed 004_1f6659c01f7f2736.txt: CountDownCircle, the AnimatableModifier Cardify and the countdown ring,
// pasted verbatim with the completions the article needs (marked // completion:); see
// Tests/SeedCompatibilityTests/Seed004Views.swift for the full account.
import Zoetrope

struct CountDownCircle: Shape {
    // 我直观展示这个插值的用法
    var animatableData: Double   // degrees
    
    func path(in rect: CGRect) -> Path {
        var p = Path()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        p.addArc(center: center,
                 radius: (rect.width-10.0)/2.0,
                 startAngle: Angle.degrees(0-90),
                 endAngle: Angle.degrees(animatableData), //endAngle（教程用endAngle）,
                 clockwise: false)
        return p
    }
}

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

extension CountDownRing {
    /// The ring's stroke.
    var strokeStyle: StrokeStyle { StrokeStyle(lineWidth: 10, lineCap: .round) }
    /// The fraction of the countdown left when the ring appears.
    var 剩余进度: Double { 0.75 }
    /// The seconds the rest of the countdown takes.
    var 剩余时间: Double { 3 }
}

/// A card on a table that turns over when tapped (the host the article's Cardify is made for).
struct CardTable: View {
    @State private var faceUp = true
    var body: some View {
        Circle().fill(Color.orange).padding(30)
            .cardify(isFaceUp: faceUp)
            .frame(width: 212, height: 320)
            .accessibilityIdentifier("card")
            .onTapGesture { withAnimation(.linear(duration: 1)) { faceUp.toggle() } }
    }
}

// The article's first ZStack fragment: the card before Cardify existed.
struct CardFragment: View { // completion: a view around the fragment
    struct Card { var content: String } // completion: the card model of the CS193p demo the article borrows
    var card = Card(content: "♥") // completion: a symbol the fonts have (no color-emoji font draws as outlines)
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
        .font(.system(size: 80)) // completion: the CS193p card's large content
        .foregroundColor(.orange) // completion: the CS193p card's color
        .frame(width: 212, height: 320) // completion
    } // completion
} // completion

extension CountDownCircle { // completion: the fragment calls it without its angle
    init() { self.init(animatableData: 0) } // completion: a quarter (the angle runs from −90°)
} // completion
