//
//  ListeningWaveView.swift
//  UIKitCorpus
//
//  A Siri-style "listening" waveform: three sine waves redrawn every frame from a
//  CADisplayLink, their amplitude easing towards the level the mic button sets. Tap the
//  mic to start or stop listening. The link starts when the view enters a window and is
//  invalidated when it leaves, as Apple's docs recommend.
//

import Zoetrope

public final class ListeningWaveView: UIView {

    private let waveLayers: [CAShapeLayer] = (0..<3).map { _ in CAShapeLayer() }
    private let colors: [UIColor] = [.systemTeal, .systemPink, .systemIndigo]
    private let micButton = UIButton(type: .custom)
    private let statusLabel = UILabel()

    private var displayLink: CADisplayLink?
    private var phase: CGFloat = 0
    private var amplitude: CGFloat = 0.08
    private var targetAmplitude: CGFloat = 0.08
    private var lastTimestamp: CFTimeInterval?

    public private(set) var isListening = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.07, green: 0.07, blue: 0.12, alpha: 1)
        layer.cornerRadius = 28

        for (index, wave) in waveLayers.enumerated() {
            wave.fillColor = UIColor.clear.cgColor
            wave.strokeColor = colors[index].withAlphaComponent(0.85).cgColor
            wave.lineWidth = index == 0 ? 3 : 2
            wave.lineCap = .round
            layer.addSublayer(wave)
        }

        statusLabel.text = "Tap to speak"
        statusLabel.textColor = UIColor(white: 1, alpha: 0.7)
        statusLabel.font = .systemFont(ofSize: 17, weight: .medium)
        statusLabel.textAlignment = .center
        addSubview(statusLabel)

        micButton.setImage(UIImage(systemName: "mic.fill"), for: .normal)
        micButton.tintColor = .white
        micButton.backgroundColor = .systemBlue
        micButton.layer.cornerRadius = 30
        micButton.accessibilityLabel = "Microphone"
        micButton.addTarget(self, action: Self.micTapped, for: .touchUpInside)
        addSubview(micButton)
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        for wave in waveLayers { wave.frame = bounds }
        statusLabel.frame = CGRect(x: 20, y: 28, width: bounds.width - 40, height: 24)
        micButton.frame = CGRect(x: bounds.midX - 30, y: bounds.height - 84, width: 60, height: 60)
        redrawWaves()
    }

    public override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil {
            let link = CADisplayLink(target: self, selector: Self.step(_:))
            link.add(to: .main, forMode: .common)
            displayLink = link
        } else {
            displayLink?.invalidate()
            displayLink = nil
        }
    }

    // MARK: - Listening

    public func toggleListening() {
        isListening.toggle()
        targetAmplitude = isListening ? 0.9 : 0.08
        statusLabel.text = isListening ? "Listening…" : "Tap to speak"
        UIView.animate(withDuration: 0.25) {
            self.micButton.backgroundColor = self.isListening ? .systemRed : .systemBlue
            self.micButton.transform = self.isListening ? CGAffineTransform(scaleX: 1.15, y: 1.15) : .identity
        }
    }

    private func micTapped() {
        toggleListening()
    }

    // MARK: - Drawing

    private func step(_ link: CADisplayLink) {
        let delta = lastTimestamp.map { CGFloat(link.timestamp - $0) } ?? CGFloat(link.duration)
        lastTimestamp = link.timestamp
        phase += delta * 6
        // Ease the amplitude towards its target (about 200 ms).
        amplitude += (targetAmplitude - amplitude) * min(1, delta * 5)
        redrawWaves()
    }

    private func redrawWaves() {
        let midY = bounds.midY - 10
        let width = bounds.width - 40
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for (index, wave) in waveLayers.enumerated() {
            let path = UIBezierPath()
            let frequency = 1.5 + CGFloat(index) * 0.6
            let localAmplitude = amplitude * (1 - CGFloat(index) * 0.25) * 60
            for step in 0...120 {
                let progress = CGFloat(step) / 120
                let x = 20 + progress * width
                // Attenuate towards the edges so the waves taper off.
                let envelope = sin(progress * .pi)
                let y = midY + sin(progress * frequency * 2 * .pi + phase + CGFloat(index)) * localAmplitude * envelope
                if step == 0 { path.move(to: CGPoint(x: x, y: y)) } else { path.addLine(to: CGPoint(x: x, y: y)) }
            }
            wave.path = path.cgPath
        }
        CATransaction.commit()
    }
}

#Preview {
    ListeningWaveView()
}
