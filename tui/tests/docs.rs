//! The user guide lists every key binding exactly as the help overlay does.

#[test]
fn user_guide_lists_every_binding() {
    let guide = include_str!("../../docs/user-guide.md");
    for b in lanes_tui::keymap::KEYMAP {
        let row = format!("| `{}` | {} |", lanes_tui::keymap::keys_label(b), b.desc);
        assert!(
            guide.contains(&row),
            "docs/user-guide.md lacks the row\n{row}"
        );
    }
}
