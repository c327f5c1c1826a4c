// A UIKit view controller that styles its views with literals.
import UIKit

final class SettingsViewController: UIViewController {
    private let card = UIView()
    private let titleLabel = UILabel()
    private var rows: [String] = ["General", "Privacy"]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 14 / 255, green: 14 / 255, blue: 19 / 255, alpha: 1) // expect: TS0970 palette.main.300
        card.backgroundColor = UIColor(white: 1, alpha: 1) // expect: TS0970 palette.white
        card.layer.cornerRadius = 8 // expect: TS0970 radius.sm
        card.layer.borderWidth = 1 // expect: TS0970 border.width.thin
        card.alpha = 0.6 // expect: TS0970 opacity.muted
        titleLabel.font = UIFont.systemFont(ofSize: 17, weight: .medium) // expect: TS0970 typography.headline
        titleLabel.textColor = UIColor(white: 0.5, alpha: 1) // expect: TS0973 -
        for index in 0..<rows.count where index > 1 {
            rows[index] = rows[index].uppercased()
        }
        UIView.animate(withDuration: 0.15) { // expect: TS0970 duration.fast
            self.card.alpha = 1
        }
    }
}
