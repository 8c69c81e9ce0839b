// Harness for seed 004: the free names of the article's countdown code (`strokeStyle`, `剩余进度` "remaining
// progress", `剩余时间` "remaining time"), members of a card view the article does not show. Not seed code.
// The values are view-layer spec §2.6 V7's: progress 0.75 counted down over 3 s.
import Zoetrope

extension CountDownRing {
    /// The ring's stroke.
    var strokeStyle: StrokeStyle { StrokeStyle(lineWidth: 10, lineCap: .round) }
    /// The fraction of the countdown left when the ring appears.
    var 剩余进度: Double { 0.75 }
    /// The seconds the rest of the countdown takes.
    var 剩余时间: Double { 3 }
}
