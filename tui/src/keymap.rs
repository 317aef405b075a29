//! The keymap: one table of bindings, each with a description, from which
//! key lookup, the footer and the `?` help are all derived. Pure data, so
//! that bindings and help text are testable without a terminal.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

/// Where a binding applies. Modal contexts (help, input) take every key;
/// otherwise the focused pane is asked first, then [`Ctx::Global`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ctx {
    Global,
    Navigator,
    Detail,
    Target,
    Help,
    Input,
    /// A yes/no question (discard edits, replace a file).
    Confirm,
}

impl Ctx {
    /// Heading of the context in the help overlay.
    pub fn title(self) -> &'static str {
        match self {
            Ctx::Global => "Everywhere",
            Ctx::Navigator => "Workspace (files, functions, loops)",
            Ctx::Detail => "Detail tabs",
            Ctx::Target => "Target cost tables",
            Ctx::Help => "This help",
            Ctx::Input => "Search and prompts",
            Ctx::Confirm => "Questions (discard edits? replace a file?)",
        }
    }

    pub const ALL: [Ctx; 7] = [
        Ctx::Global,
        Ctx::Navigator,
        Ctx::Detail,
        Ctx::Target,
        Ctx::Input,
        Ctx::Confirm,
        Ctx::Help,
    ];
}

/// Everything a key can ask for. `update` is the only consumer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// `q`: quit, asking first when edits are unsaved.
    Quit,
    /// Ctrl-C: as `q`, and a second Ctrl-C quits whatever is unsaved.
    Interrupt,
    Help,
    FocusNext,
    FocusPrev,
    Search,
    SearchNext,
    SearchPrev,
    NextTab,
    PrevTab,
    /// The next / previous VF of the selected loop.
    NextVf,
    PrevVf,
    /// The n-th applicable tab (0-based).
    SelectTab(u8),
    ToggleTarget,
    /// Which price decides a VLS group (`--vls-cost`).
    ToggleVlsCost,
    CycleTarget,
    /// Which LLVM's rules answer (`--llvm`): each file's, 14, 22.
    CycleProfile,
    /// The selected loop's whole answer in a popup.
    Explain,
    /// Which loops the navigator lists.
    CycleFilter,
    /// Filter the loops as you type (names, headers, reasons).
    FilterText,
    /// List the loops of one category only, the next one each time.
    CycleCategory,
    /// Compare every loop with another side (target, LLVM, costs).
    CycleCompare,
    /// Narrow / widen the navigator column.
    NarrowNav,
    WidenNav,
    ShrinkNav,
    GrowNav,
    /// Export the view shown (the explanation, a tab) to a file.
    Export,
    /// Between a source line and its first IR instruction.
    Jump,
    Save,
    Up,
    Down,
    PageUp,
    PageDown,
    Top,
    Bottom,
    Collapse,
    Expand,
    Activate,
    Increase,
    Decrease,
    EditValue,
    ResetEntry,
    ResetAll,
    Confirm,
    Cancel,
    DeleteChar,
    ClearInput,
    CloseHelp,
}

/// A key without the modifiers that do not matter (Shift is part of the
/// character for `N`, `G`, `?`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Key {
    pub code: KeyCode,
    pub ctrl: bool,
}

const fn ch(c: char) -> Key {
    Key {
        code: KeyCode::Char(c),
        ctrl: false,
    }
}

const fn ctrl(c: char) -> Key {
    Key {
        code: KeyCode::Char(c),
        ctrl: true,
    }
}

const fn code(code: KeyCode) -> Key {
    Key { code, ctrl: false }
}

impl Key {
    /// The key of an event, or `None` for releases and Alt chords.
    pub fn of(ev: &KeyEvent) -> Option<Key> {
        if ev.kind == KeyEventKind::Release || ev.modifiers.contains(KeyModifiers::ALT) {
            return None;
        }
        Some(Key {
            code: ev.code,
            ctrl: ev.modifiers.contains(KeyModifiers::CONTROL),
        })
    }

    /// How the key is written in the help and the footer.
    pub fn label(self) -> String {
        let base = match self.code {
            KeyCode::Char(' ') => "Space".to_string(),
            KeyCode::Char(c) => c.to_string(),
            KeyCode::Up => "↑".into(),
            KeyCode::Down => "↓".into(),
            KeyCode::Left => "←".into(),
            KeyCode::Right => "→".into(),
            KeyCode::Enter => "Enter".into(),
            KeyCode::Esc => "Esc".into(),
            KeyCode::Tab => "Tab".into(),
            KeyCode::BackTab => "S-Tab".into(),
            KeyCode::Backspace => "Bksp".into(),
            KeyCode::PageUp => "PgUp".into(),
            KeyCode::PageDown => "PgDn".into(),
            KeyCode::Home => "Home".into(),
            KeyCode::End => "End".into(),
            KeyCode::F(n) => format!("F{n}"),
            other => format!("{other:?}"),
        };
        if self.ctrl { format!("C-{base}") } else { base }
    }
}

/// One row of the keymap.
pub struct Binding {
    pub ctx: Ctx,
    pub keys: &'static [Key],
    pub action: Action,
    /// Shown in the help overlay.
    pub desc: &'static str,
    /// Shown in the footer when non-empty (the most useful bindings only).
    pub short: &'static str,
}

/// The keymap as a table, one binding a line:
/// `Ctx: keys => action, "help text", "footer word";`.
macro_rules! keymap {
    ($($ctx:ident: $keys:expr => $action:expr, $desc:literal, $short:literal;)*) => {
        &[$(Binding { ctx: $ctx, keys: $keys, action: $action, desc: $desc, short: $short }),*]
    };
}

const DIGITS: &[Key] = &[
    ch('1'),
    ch('2'),
    ch('3'),
    ch('4'),
    ch('5'),
    ch('6'),
    ch('7'),
    ch('8'),
    ch('9'),
];

/// The movement keys every pane shares (vi keys and their arrows).
const DOWN: &[Key] = &[ch('j'), code(KeyCode::Down)];
const UP: &[Key] = &[ch('k'), code(KeyCode::Up)];
const PAGE_DOWN: &[Key] = &[ctrl('d'), code(KeyCode::PageDown)];
const PAGE_UP: &[Key] = &[ctrl('u'), code(KeyCode::PageUp)];
const TOP: &[Key] = &[ch('g'), code(KeyCode::Home)];
const BOTTOM: &[Key] = &[ch('G'), code(KeyCode::End)];
const LEFT: &[Key] = &[ch('h'), code(KeyCode::Left)];
const RIGHT: &[Key] = &[ch('l'), code(KeyCode::Right)];

use Action as A;
use Ctx::*;

/// The keymap. Order matters only for display.
pub const KEYMAP: &[Binding] = keymap! {
    // Navigation keys shared by the panes, declared per pane so each can
    // describe what "move" means there.
    Navigator: DOWN => A::Down, "next row", "move";
    Navigator: UP => A::Up, "previous row", "";
    Navigator: LEFT => A::Collapse, "collapse, or go to the parent", "fold";
    Navigator: RIGHT => A::Expand, "expand, or go to the first child", "";
    Navigator: &[code(KeyCode::Enter), ch(' ')] => A::Activate, "toggle a file or function; on a loop, focus the detail", "";
    Navigator: PAGE_DOWN => A::PageDown, "page down", "";
    Navigator: PAGE_UP => A::PageUp, "page up", "";
    Navigator: TOP => A::Top, "first row", "";
    Navigator: BOTTOM => A::Bottom, "last row", "";
    Detail: DOWN => A::Down, "scroll down", "scroll";
    Detail: UP => A::Up, "scroll up", "";
    Detail: PAGE_DOWN => A::PageDown, "page down", "";
    Detail: PAGE_UP => A::PageUp, "page up", "";
    Detail: TOP => A::Top, "top", "";
    Detail: BOTTOM => A::Bottom, "bottom", "";
    // As `h`/`l` and the arrows move sideways in the workspace, they move
    // between tabs here; the VF is `[`/`]` everywhere.
    Detail: LEFT => A::PrevTab, "previous tab (as {)", "";
    Detail: &[code(KeyCode::Enter)] => A::Jump, "Source tab: to the line's first IR instruction; IR tab: to its source line", "";
    Detail: RIGHT => A::NextTab, "next tab (as })", "";
    Target: DOWN => A::Down, "next entry", "move";
    Target: UP => A::Up, "previous entry", "";
    Target: PAGE_DOWN => A::PageDown, "page down", "";
    Target: PAGE_UP => A::PageUp, "page up", "";
    Target: TOP => A::Top, "first entry", "";
    Target: BOTTOM => A::Bottom, "last entry", "";
    Target: &[ch('+'), ch('=')] => A::Increase, "increase the entry (powers of two double)", "+1";
    Target: &[ch('-'), ch('_')] => A::Decrease, "decrease the entry (powers of two halve)", "-1";
    Target: &[code(KeyCode::Enter)] => A::EditValue, "type a value for the entry", "set";
    Target: &[ch('u')] => A::ResetEntry, "reset the entry to the target's value", "reset";
    Target: &[ch('U')] => A::ResetAll, "reset every edited entry", "";
    Global: &[ch('?'), code(KeyCode::F(1))] => A::Help, "show this help", "help";
    Global: &[ch('q')] => A::Quit, "quit (asks first when edits are unsaved)", "quit";
    Global: &[ctrl('c')] => A::Interrupt, "quit, even while computing (asks if edits are unsaved)", "";
    Global: &[code(KeyCode::Tab)] => A::FocusNext, "focus the next pane", "focus";
    Global: &[code(KeyCode::BackTab)] => A::FocusPrev, "focus the previous pane", "";
    Global: &[ch('/')] => A::Search, "search functions and loops", "search";
    Global: &[ch('n')] => A::SearchNext, "next search match", "";
    Global: &[ch('N')] => A::SearchPrev, "previous search match", "";
    Global: &[ch(']')] => A::NextVf, "next VF of the selected loop (the per-VF tabs follow)", "VF";
    Global: &[ch('[')] => A::PrevVf, "previous VF of the selected loop", "";
    Global: &[ch('}')] => A::NextTab, "next detail tab", "tab";
    Global: &[ch('{')] => A::PrevTab, "previous detail tab", "";
    Global: DIGITS => A::SelectTab(0), "detail tab by number", "";
    Global: &[ch('c')] => A::ToggleTarget, "show or hide the target cost tables", "costs";
    Global: &[ch('t')] => A::CycleTarget, "next target (sse2, sse42, avx2, avx512, genx, --target)", "target";
    Global: &[ch('f')] => A::CycleFilter, "list every loop, the ones left scalar, or the vectorized ones", "filter";
    Global: &[ch('F')] => A::FilterText, "filter loops as you type: function names, loop headers, reasons", "";
    Global: &[ch('r')] => A::CycleCategory, "list one category of verdict only (each press the next, then all)", "";
    Global: &[ch('C')] => A::CycleCompare, "compare with another target, the other LLVM or the costs as loaded, then off", "";
    Global: &[ch('<')] => A::NarrowNav, "narrow the workspace column", "";
    Global: &[ch('>')] => A::WidenNav, "widen the workspace column", "";
    Global: &[ch('(')] => A::ShrinkNav, "give the target pane more of the left column", "";
    Global: &[ch(')')] => A::GrowNav, "give the workspace more of the left column", "";
    Global: &[ch('x')] => A::Export, "export the tab shown to a file (.json: JSON, else text)", "";
    Global: &[ch('e')] => A::Explain, "why: the selected loop's whole answer (every rule it fails, where, the costs)", "why";
    Global: &[ch('L')] => A::CycleProfile, "answer as LLVM 14, LLVM 22, or each file's producer (--llvm)", "";
    Global: &[ch('v')] => A::ToggleVlsCost, "price VLS groups by LLVM's interleave groups or by OptVLS (--vls-cost)", "";
    Global: &[ch('w')] => A::Save, "save the edited target as TOML", "save";
    Input: &[code(KeyCode::Enter)] => A::Confirm, "accept", "accept";
    Input: &[code(KeyCode::Esc)] => A::Cancel, "cancel (search: back to where it started)", "cancel";
    Input: &[code(KeyCode::Backspace)] => A::DeleteChar, "delete the last character", "";
    Input: &[ctrl('u')] => A::ClearInput, "clear the input", "";
    Input: &[ctrl('c')] => A::Interrupt, "quit (as everywhere)", "";
    Confirm: &[ch('y'), code(KeyCode::Enter)] => A::Confirm, "yes: go ahead", "yes";
    Confirm: &[ch('n'), code(KeyCode::Esc)] => A::Cancel, "no: keep things as they are", "no";
    Confirm: &[ctrl('c')] => A::Interrupt, "quit without saving", "";
    Help: DOWN => A::Down, "scroll down", "scroll";
    Help: UP => A::Up, "scroll up", "";
    Help: PAGE_DOWN => A::PageDown, "page down", "";
    Help: PAGE_UP => A::PageUp, "page up", "";
    Help: TOP => A::Top, "top", "top/bottom";
    Help: BOTTOM => A::Bottom, "bottom", "";
    Help: &[ch('?'), ch('q'), code(KeyCode::Esc)] => A::CloseHelp, "close", "close";
    Help: &[ch('x')] => A::Export, "export the explanation to a file (in the Why popup)", "";
    Help: &[ctrl('c')] => A::Interrupt, "quit (as everywhere)", "";
};

/// The action bound to `key` in `ctx` (context bindings only).
pub fn lookup_in(ctx: Ctx, key: Key) -> Option<Action> {
    KEYMAP.iter().filter(|b| b.ctx == ctx).find_map(|b| {
        let i = b.keys.iter().position(|k| *k == key)?;
        Some(match b.action {
            A::SelectTab(_) => A::SelectTab(i as u8),
            a => a,
        })
    })
}

/// The action for `key` with `focus` focused: the pane's bindings first,
/// then the global ones. Modal contexts do not fall back.
pub fn lookup(focus: Ctx, key: Key) -> Option<Action> {
    match focus {
        Ctx::Help | Ctx::Input | Ctx::Confirm => lookup_in(focus, key),
        _ => lookup_in(focus, key).or_else(|| lookup_in(Ctx::Global, key)),
    }
}

/// `j/↓`: the keys of a binding as written in the help.
pub fn keys_label(b: &Binding) -> String {
    if b.keys.len() == 9 && matches!(b.action, A::SelectTab(_)) {
        return "1-9".into();
    }
    b.keys
        .iter()
        .map(|k| k.label())
        .collect::<Vec<_>>()
        .join("/")
}

/// Footer entries for a context: (first key, short description).
pub fn footer(focus: Ctx) -> Vec<(String, &'static str)> {
    let mut ctxs = vec![focus];
    if !matches!(focus, Ctx::Help | Ctx::Input | Ctx::Confirm) {
        ctxs.push(Ctx::Global);
    }
    ctxs.iter()
        .flat_map(|c| KEYMAP.iter().filter(move |b| b.ctx == *c))
        .filter(|b| !b.short.is_empty())
        .map(|b| {
            let key = match b.action {
                A::Down | A::Collapse | A::Top => {
                    // Pairs read better as one hint: `j/k move`, `h/l fold`.
                    let partner = KEYMAP.iter().find(|o| {
                        o.ctx == b.ctx
                            && matches!(
                                (b.action, o.action),
                                (A::Down, A::Up) | (A::Collapse, A::Expand) | (A::Top, A::Bottom)
                            )
                    });
                    match partner {
                        Some(p) => format!("{}/{}", b.keys[0].label(), p.keys[0].label()),
                        None => b.keys[0].label(),
                    }
                }
                _ => b.keys[0].label(),
            };
            (key, b.short)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_binding_is_described_and_keys_are_unambiguous() {
        for ctx in Ctx::ALL {
            let mut seen: Vec<Key> = Vec::new();
            for b in KEYMAP.iter().filter(|b| b.ctx == ctx) {
                assert!(!b.desc.is_empty(), "{:?} has no description", b.action);
                for k in b.keys {
                    assert!(!seen.contains(k), "{ctx:?}: {} bound twice", k.label());
                    seen.push(*k);
                }
            }
        }
    }

    #[test]
    fn panes_shadow_globals_and_modes_do_not_fall_back() {
        assert_eq!(lookup(Ctx::Navigator, ch('j')), Some(A::Down));
        assert_eq!(lookup(Ctx::Navigator, ch('q')), Some(A::Quit));
        assert_eq!(lookup(Ctx::Detail, ch('3')), Some(A::SelectTab(2)));
        assert_eq!(lookup(Ctx::Help, ch('/')), None);
        assert_eq!(lookup(Ctx::Input, ch('q')), None);
        assert_eq!(lookup(Ctx::Help, ch('q')), Some(A::CloseHelp));
        // Esc never quits; Ctrl-C quits from every context.
        for ctx in Ctx::ALL {
            assert_ne!(lookup(ctx, code(KeyCode::Esc)), Some(A::Quit), "{ctx:?}");
            assert_eq!(lookup(ctx, ctrl('c')), Some(A::Interrupt), "{ctx:?}");
        }
        assert_eq!(lookup(Ctx::Confirm, ch('y')), Some(A::Confirm));
        assert_eq!(lookup(Ctx::Confirm, ch('q')), None);
        assert_eq!(lookup(Ctx::Help, ch('G')), Some(A::Bottom));
        assert_eq!(lookup(Ctx::Target, ch('+')), Some(A::Increase));
        assert_eq!(lookup(Ctx::Navigator, ch('+')), None);
        // `[`/`]` move the VF everywhere; in the detail pane `h`/`l` and
        // the arrows switch tabs, as `{`/`}` do everywhere.
        assert_eq!(lookup(Ctx::Navigator, ch(']')), Some(A::NextVf));
        assert_eq!(lookup(Ctx::Detail, ch('[')), Some(A::PrevVf));
        assert_eq!(lookup(Ctx::Detail, code(KeyCode::Left)), Some(A::PrevTab));
        assert_eq!(lookup(Ctx::Detail, code(KeyCode::Right)), Some(A::NextTab));
        assert_eq!(lookup(Ctx::Detail, ch('l')), Some(A::NextTab));
        assert_eq!(lookup(Ctx::Target, ch('{')), Some(A::PrevTab));
        assert_eq!(
            lookup(Ctx::Navigator, code(KeyCode::Right)),
            Some(A::Expand)
        );
    }

    #[test]
    fn shifted_characters_match() {
        let ev = KeyEvent::new(KeyCode::Char('N'), KeyModifiers::SHIFT);
        assert_eq!(
            lookup(Ctx::Navigator, Key::of(&ev).unwrap()),
            Some(A::SearchPrev)
        );
        let ev = KeyEvent::new(KeyCode::BackTab, KeyModifiers::SHIFT);
        assert_eq!(
            lookup(Ctx::Detail, Key::of(&ev).unwrap()),
            Some(A::FocusPrev)
        );
    }
}
