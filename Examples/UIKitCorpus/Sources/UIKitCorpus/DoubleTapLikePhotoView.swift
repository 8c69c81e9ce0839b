//
//  DoubleTapLikePhotoView.swift
//  UIKitCorpus
//
//  An Instagram-style photo post: double-tap the photo and a big heart pops over it
//  while the like button below turns red; a single tap shows or hides the caption.
//  The single tap waits for the double tap to fail (require(toFail:)).
//

import Zoetrope

public final class DoubleTapLikePhotoView: UIView {

    private let photoView = UIView()
    private let skyLayer = CAGradientLayer()
    private let mountains = CAShapeLayer()
    private let sun = CAShapeLayer()
    private let bigHeart = UIImageView(image: UIImage(systemName: "heart.fill"))
    private let likeButton = UIButton(type: .custom)
    private let captionLabel = UILabel()
    private let likesLabel = UILabel()

    public private(set) var isLiked = false
    private var likes = 128

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white

        photoView.clipsToBounds = true
        photoView.accessibilityLabel = "Photo"
        addSubview(photoView)

        skyLayer.colors = [UIColor.systemOrange.cgColor, UIColor.systemPink.cgColor, UIColor.systemPurple.cgColor]
        skyLayer.locations = [0, 0.55, 1]
        photoView.layer.addSublayer(skyLayer)
        sun.fillColor = UIColor(red: 1, green: 0.9, blue: 0.6, alpha: 1).cgColor
        photoView.layer.addSublayer(sun)
        mountains.fillColor = UIColor(red: 0.2, green: 0.1, blue: 0.3, alpha: 1).cgColor
        photoView.layer.addSublayer(mountains)

        captionLabel.text = "  Golden hour in the Dolomites ☀️"
        captionLabel.font = .systemFont(ofSize: 14, weight: .semibold)
        captionLabel.textColor = .white
        captionLabel.backgroundColor = UIColor(white: 0, alpha: 0.45)
        photoView.addSubview(captionLabel)

        bigHeart.tintColor = .white
        bigHeart.contentMode = .scaleAspectFit
        bigHeart.alpha = 0
        bigHeart.isUserInteractionEnabled = false
        photoView.addSubview(bigHeart)

        likeButton.setImage(UIImage(systemName: "heart.fill"), for: .normal)
        likeButton.tintColor = .lightGray
        likeButton.addTarget(self, action: Self.likeButtonTapped, for: .touchUpInside)
        addSubview(likeButton)

        likesLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        likesLabel.textColor = .darkGray
        likesLabel.text = "\(likes) likes"
        addSubview(likesLabel)

        let doubleTap = UITapGestureRecognizer(target: self, action: Self.handleDoubleTap(_:))
        doubleTap.numberOfTapsRequired = 2
        photoView.addGestureRecognizer(doubleTap)

        let singleTap = UITapGestureRecognizer(target: self, action: Self.handleSingleTap)
        singleTap.require(toFail: doubleTap)
        photoView.addGestureRecognizer(singleTap)
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        photoView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - 56)
        skyLayer.frame = photoView.bounds
        let w = photoView.bounds.width, h = photoView.bounds.height
        sun.path = UIBezierPath(ovalIn: CGRect(x: w * 0.6, y: h * 0.35, width: 56, height: 56)).cgPath
        let ridge = UIBezierPath()
        ridge.move(to: CGPoint(x: 0, y: h))
        ridge.addLine(to: CGPoint(x: 0, y: h * 0.7))
        ridge.addLine(to: CGPoint(x: w * 0.25, y: h * 0.45))
        ridge.addLine(to: CGPoint(x: w * 0.45, y: h * 0.68))
        ridge.addLine(to: CGPoint(x: w * 0.7, y: h * 0.5))
        ridge.addLine(to: CGPoint(x: w, y: h * 0.75))
        ridge.addLine(to: CGPoint(x: w, y: h))
        ridge.close()
        mountains.path = ridge.cgPath
        captionLabel.frame = CGRect(x: 0, y: h - 32, width: w, height: 32)
        bigHeart.frame = CGRect(x: w / 2 - 50, y: h / 2 - 45, width: 100, height: 90)
        likeButton.frame = CGRect(x: 12, y: bounds.height - 46, width: 36, height: 36)
        likesLabel.frame = CGRect(x: 56, y: bounds.height - 42, width: 200, height: 28)
    }

    // MARK: - Gestures

    private func handleDoubleTap(_ gesture: UITapGestureRecognizer) {
        if !isLiked { setLiked(true) }
        popHeart()
    }

    private func handleSingleTap() {
        UIView.animate(withDuration: 0.25) {
            self.captionLabel.alpha = self.captionLabel.alpha > 0 ? 0 : 1
        }
    }

    private func likeButtonTapped() {
        setLiked(!isLiked)
    }

    private func setLiked(_ liked: Bool) {
        isLiked = liked
        likes += liked ? 1 : -1
        likesLabel.text = "\(likes) likes"
        likeButton.tintColor = liked ? .systemRed : .lightGray
        likeButton.transform = CGAffineTransform(scaleX: 0.6, y: 0.6)
        UIView.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 6,
                       options: [], animations: { self.likeButton.transform = .identity })
    }

    private func popHeart() {
        bigHeart.transform = CGAffineTransform(scaleX: 0.2, y: 0.2)
        bigHeart.alpha = 0
        UIView.animateKeyframes(withDuration: 0.9, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
                self.bigHeart.alpha = 0.95
                self.bigHeart.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.15) {
                self.bigHeart.transform = .identity
            }
            UIView.addKeyframe(withRelativeStartTime: 0.7, relativeDuration: 0.3) {
                self.bigHeart.alpha = 0
                self.bigHeart.transform = CGAffineTransform(scaleX: 0.8, y: 0.8).translatedBy(x: 0, y: -20)
            }
        })
    }
}

#Preview {
    DoubleTapLikePhotoView()
}
