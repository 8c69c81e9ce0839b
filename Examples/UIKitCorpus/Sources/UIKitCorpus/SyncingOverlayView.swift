//
//  SyncingOverlayView.swift
//  UIKitCorpus
//
//  Bringing a Core Animation spinner into SwiftUI: `SpinnerView` is a
//  UIViewRepresentable around a small UIView that rotates a gradient-coloured
//  arc (CAShapeLayer mask on a conic CAGradientLayer). SwiftUI decides whether
//  it spins via `isAnimating`; updateUIView starts or stops the animation.
//

import Zoetrope

final class RingSpinnerUIView: UIView {

    private let gradient = CAGradientLayer()
    private let arcMask = CAShapeLayer()

    var lineWidth: CGFloat = 8 {
        didSet { setNeedsLayout() }
    }

    var color: UIColor = .systemIndigo {
        didSet { updateColors() }
    }

    private(set) var isAnimating = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradient.type = .conic
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradient.endPoint = CGPoint(x: 0.5, y: 0)
        layer.addSublayer(gradient)

        arcMask.fillColor = nil
        arcMask.strokeColor = UIColor.black.cgColor
        arcMask.lineCap = .round
        arcMask.strokeStart = 0.05
        arcMask.strokeEnd = 0.95
        gradient.mask = arcMask
        updateColors()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func updateColors() {
        // Fades from transparent at the tail to solid at the head.
        gradient.colors = [color.withAlphaComponent(0).cgColor, color.cgColor]
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        gradient.frame = bounds
        // bounds + position rather than frame, because the mask carries a rotation.
        arcMask.bounds = bounds
        arcMask.position = CGPoint(x: bounds.midX, y: bounds.midY)
        arcMask.lineWidth = lineWidth
        let inset = lineWidth / 2
        arcMask.path = UIBezierPath(ovalIn: bounds.insetBy(dx: inset, dy: inset)).cgPath
        // The oval starts at 3 o'clock; turn it so the gap is at 12 o'clock like the gradient seam.
        arcMask.transform = CATransform3DMakeRotation(-.pi / 2, 0, 0, 1)
    }

    func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = CGFloat.pi * 2
        spin.duration = 0.9
        spin.repeatCount = HUGE
        spin.isRemovedOnCompletion = false
        gradient.add(spin, forKey: "spin")
    }

    func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        gradient.removeAnimation(forKey: "spin")
    }
}

struct SpinnerView: UIViewRepresentable {
    var isAnimating: Bool
    var color: UIColor = .systemIndigo
    var lineWidth: CGFloat = 8

    func makeUIView(context: Context) -> RingSpinnerUIView {
        let spinner = RingSpinnerUIView()
        spinner.backgroundColor = .clear
        return spinner
    }

    func updateUIView(_ uiView: RingSpinnerUIView, context: Context) {
        uiView.color = color
        uiView.lineWidth = lineWidth
        if isAnimating {
            uiView.startAnimating()
        } else {
            uiView.stopAnimating()
        }
    }
}

public struct SyncingOverlayView: View {
    @State private var isSyncing = true
    @State private var progressText = "Syncing 128 photos…"

    public init() {}

    public var body: some View {
        ZStack {
            LinearGradient(colors: [Color(red: 0.93, green: 0.94, blue: 1.0), .white],
                           startPoint: .top,
                           endPoint: .bottom)
                .ignoresSafeArea()

            VStack(spacing: 28) {
                SpinnerView(isAnimating: isSyncing, color: .systemIndigo, lineWidth: 10)
                    .frame(width: 96, height: 96)

                VStack(spacing: 8) {
                    Text(isSyncing ? "Syncing" : "Up to date")
                        .font(.title.bold())
                    Text(progressText)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }

                Button(isSyncing ? "Pause" : "Resume") {
                    isSyncing.toggle()
                    progressText = isSyncing ? "Syncing 128 photos…" : "Paused"
                }
                .buttonStyle(.borderedProminent)
                .tint(.indigo)
            }
            .padding(40)
            .background(.white, in: RoundedRectangle(cornerRadius: 32, style: .continuous))
            .shadow(color: .black.opacity(0.1), radius: 20, y: 10)
        }
    }
}
