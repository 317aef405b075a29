//! Symbols more than one screen draws, named once so that the drawing code
//! and the help overlay's legend ([`crate::help`]) cannot disagree.

/// The selected row, cost entry or VF.
pub const SELECTED: &str = "▶";
/// An unfolded and a folded file or function.
pub const UNFOLDED: &str = "▾";
pub const FOLDED: &str = "▸";
/// Errors, a rejected VF, a loop that is not vectorized.
pub const FAILED: &str = "✗";
/// A VF with a plan.
pub const PLANNED: &str = "✓";
/// The chosen VF; an edited cost entry.
pub const STAR: &str = "*";
/// A line of the selected loop's blocks in the IR.
pub const LOOP_BLOCK: &str = "▌";
/// Before a trip count (`×1024`); `×?` when it is not a constant.
pub const TIMES: &str = "×";
/// Text left out to fit (and a file still loading).
pub const MORE: &str = "…";
/// Where a live range is live, and where it is not, in the chart.
pub const LIVE: char = '█';
pub const NOT_LIVE: char = '·';
/// A loop whose verdict differs from the other side's (comparing).
pub const DIFFERS: &str = "≠";
/// Before a loop's profile count (its hotness), when the IR carries one.
pub const HOT: &str = "♨";

/// The spinner frame for an elapsed time.
pub fn spinner(d: std::time::Duration) -> char {
    const FRAMES: [char; 10] = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
    FRAMES[(d.as_millis() / 80) as usize % FRAMES.len()]
}
