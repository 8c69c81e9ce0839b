import Testing
import Zoetrope

private struct Plain: Shape {
    var sides: Int
    func path(in rect: CGRect) -> Path { Path(rect) }
}

private struct Animated: Shape {
    var a: Double
    var b: Double
    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(a, b) }
        set { a = newValue.first; b = newValue.second }
    }
    func path(in rect: CGRect) -> Path { Path(rect) }
}

@Test func shapeWithoutAnimatableDataDefaultsToEmpty() {
    var s = Plain(sides: 3)
    #expect(s.animatableData == EmptyAnimatableData())
    s.animatableData = EmptyAnimatableData()
    #expect(s.sides == 3)
    var t = Animated(a: 1, b: 2)
    t.animatableData = AnimatablePair(3, 4)
    #expect(t.a == 3 && t.b == 4)
}
