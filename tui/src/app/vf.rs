//! The VF a loop's per-VF tabs show, stepped with `[`/`]`.

use super::*;

impl App {
    /// The VF table of the selected loop, if known (maybe from an older revision).
    pub fn vf_table(&self) -> Option<&tabs::vfs::VfTable> {
        let k = loop_key(&self.selection()?)?;
        self.vf_tables.get(&k).map(|t| &**t)
    }

    /// Whether `[`/`]` have a VF to move to: the selected loop has more
    /// than one VF with a plan.
    pub fn can_step_vf(&self) -> bool {
        self.vf_table().is_some_and(|t| t.planned().len() > 1)
    }

    /// The selected loop's whole answer (`e`): its report row explained,
    /// then the cost of every VF when the VF table is known.
    pub fn explanation(&self) -> Option<String> {
        let k = loop_key(&self.selection()?)?;
        let b = self.badges.get(&k)?;
        let mut text = lanes::render::text::explanation_text(&b.row);
        if let (Some(o), Some(r)) = (&self.compare, self.compare_rows.get(&k)) {
            let verdict = if r.vectorized {
                format!(
                    "vectorized, {}, cost {} per vector iteration (scalar {})",
                    lanes::render::text::vf_phrase(r),
                    r.cost,
                    r.scalar_cost
                )
            } else if let Some(s) = r.skipped {
                format!("skipped: {s}")
            } else {
                format!(
                    "not vectorized: {}",
                    r.reason_message().unwrap_or("no reason recorded")
                )
            };
            let same = if self.differs.contains(&k) {
                "differs"
            } else {
                "same verdict, VF and IC"
            };
            text.push_str(&format!("\nWith {}: {verdict} ({same}).\n", o.label()));
        }
        if let Some(t) = self.vf_tables.get(&k) {
            text.push_str(&format!(
                "\nCost per VF (scalar {} per iteration):\n",
                t.scalar_cost
            ));
            for r in &t.rows {
                let cost = match (r.total, r.per_lane) {
                    _ if r.emulated => format!(
                        "{}: an access emulated lane by lane under a mask",
                        lanes::model::EMULATED_TEXT
                    ),
                    (Some(c), Some(p)) => format!("{c} ({p:.2} per lane)"),
                    _ => "no plan".to_string(),
                };
                let star = if r.chosen { " (chosen)" } else { "" };
                // An emulated VF's reason starts with what its cost shows.
                let why = r
                    .reason
                    .as_ref()
                    .filter(|w| !matches!(w.kind, lanes::model::RowReason::Emulated))
                    .map(|w| format!(": {w}"))
                    .unwrap_or_default();
                text.push_str(&format!("VF {}: {cost}{star}{why}\n", r.vf));
            }
        }
        Some(text)
    }

    /// The VF the per-VF tabs show for the selected loop: the one picked
    /// with `[`/`]` while it has a plan, else the chosen one.
    pub fn selected_vf(&self) -> Option<u32> {
        let k = loop_key(&self.selection()?)?;
        let t = self.vf_tables.get(&k)?;
        match self.vf_pick.get(&k) {
            Some(v) if t.planned().contains(v) => Some(*v),
            _ => t.default_vf(),
        }
    }

    /// Moves the selected loop's VF by `delta` among the VFs with a plan.
    pub(super) fn step_vf(&mut self, delta: isize) {
        let Some(k) = self.selection().as_ref().and_then(loop_key) else {
            return self.say(Status::error(
                About::Selection,
                "select a loop to choose a VF",
            ));
        };
        let Some(t) = self.vf_tables.get(&k) else {
            return;
        };
        let planned = t.planned();
        let Some(cur) = self.selected_vf() else {
            return self.say(Status::error(
                About::Selection,
                "no VF has a plan for this loop",
            ));
        };
        let i = planned.iter().position(|&v| v == cur).unwrap_or(0) as isize;
        let j = (i + delta).clamp(0, planned.len() as isize - 1) as usize;
        self.vf_pick.insert(k, planned[j]);
        self.want_detail();
    }
}
