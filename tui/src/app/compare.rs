//! Comparing (`C`): every loop's verdict on another side beside its own,
//! as `lanes diff` compares (the same façade rows, `model::diff_reports`).
//! The other side is a second host over the same files and inputs but one
//! difference: another built-in target, the other LLVM, or the cost
//! tables as loaded (without the edits).

use super::*;

/// What the other side changes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Other {
    /// This built-in target for every function (as `--target`).
    Target(&'static str),
    /// This LLVM's rules for every file (as `--llvm`).
    Profile(lanes::Profile),
    /// The target's tables as loaded, without the edits.
    LoadedCosts,
    /// LLVM's `-prefer-predicate-over-epilogue` for every loop (as
    /// `--prefer-predicate`): the tail folded by masking, forced.
    PreferPredicate(lanes::PreferPredicate),
}

impl Other {
    /// The side in a few letters, for the navigator's title.
    pub fn short(&self) -> String {
        match self {
            Other::Target(t) => t.to_string(),
            Other::Profile(p) => format!("LLVM {}", p.name()),
            Other::LoadedCosts => "as loaded".to_string(),
            Other::PreferPredicate(lanes::PreferPredicate::PredicateDontVectorize) => {
                "fold or scalar".to_string()
            }
            Other::PreferPredicate(_) => "fold tail".to_string(),
        }
    }

    /// How the side is named, as `lanes diff` names it.
    pub fn label(&self) -> String {
        match self {
            Other::Target(t) => format!("target {t}"),
            Other::Profile(p) => format!("LLVM {}", p.name()),
            Other::LoadedCosts => "costs as loaded".to_string(),
            Other::PreferPredicate(p) => {
                format!("forced -prefer-predicate-over-epilogue={}", p.name())
            }
        }
    }
}

impl App {
    /// The sides `C` steps through: the other x86 built-ins, the LLVMs not
    /// chosen, the unedited tables when some entry is edited.
    fn compare_choices(&self) -> Vec<Other> {
        let mut out: Vec<Other> = lanes::target::builtin_names()
            .iter()
            .filter(|n| **n != "genx" && **n != self.target.name)
            .map(|n| Other::Target(n))
            .collect();
        for p in [lanes::Profile::Llvm14, lanes::Profile::Llvm22] {
            if self.host.profile() != Some(p) {
                out.push(Other::Profile(p));
            }
        }
        if self.target.edited() > 0 {
            out.push(Other::LoadedCosts);
        }
        for p in [
            lanes::PreferPredicate::PredicateElseScalarEpilogue,
            lanes::PreferPredicate::PredicateDontVectorize,
        ] {
            if self.host.prefer_predicate() != Some(p) {
                out.push(Other::PreferPredicate(p));
            }
        }
        out
    }

    /// `C`: the next side to compare with, and off after the last.
    pub(super) fn cycle_compare(&mut self) {
        let choices = self.compare_choices();
        let next = match &self.compare {
            None => choices.first().cloned(),
            Some(c) => choices
                .iter()
                .position(|x| x == c)
                .and_then(|i| choices.get(i + 1))
                .cloned(),
        };
        self.set_compare(next);
    }

    /// Compares with `other` (none: stops comparing).
    pub fn set_compare(&mut self, other: Option<Other>) {
        self.compare_rows.clear();
        self.differs.clear();
        self.compare_host = None;
        self.compare = other;
        match self.compare.clone() {
            None => {
                if self.filter == NavFilter::Differing {
                    self.filter = NavFilter::All;
                }
                self.rebuild_rows();
                self.note("comparison off".into());
            }
            Some(o) => {
                self.compare_host = Some(self.compare_host_for(&o));
                self.note(format!("comparing with {}", o.label()));
                self.request_compare();
            }
        }
    }

    /// A host with this one's inputs and the difference `other` makes.
    fn compare_host_for(&self, other: &Other) -> AnalysisHost {
        let mut h = AnalysisHost::without_log();
        h.set_vls_cost(self.host.vls_cost());
        h.set_profile(self.host.profile());
        h.set_prefer_predicate(self.host.prefer_predicate());
        if self.target.chosen {
            match &self.target.sources[self.target.source] {
                Source::Builtin(n) => h.choose_builtin_target(n, &self.target_base()),
                Source::File(_) => h.choose_target(&self.target_base()),
            }
        }
        if *other != Other::LoadedCosts {
            // The pane's edits, entry by entry, as the host has them.
            for i in &self.target.items {
                if let Item::Entry(e) = i
                    && e.edited()
                    && let Ok(edit) = jobs::CostEdit::at(&self.target.name, &e.path, e.value)
                {
                    let _ = h.set_cost_of(&edit.target, edit.table, &edit.key, edit.value);
                }
            }
        }
        match other {
            Other::Target(n) => {
                if let Some(d) = lanes::target::builtin(n) {
                    h.choose_builtin_target(n, &d);
                }
            }
            Other::Profile(p) => h.set_profile(Some(*p)),
            Other::PreferPredicate(p) => h.set_prefer_predicate(Some(*p)),
            Other::LoadedCosts => {}
        }
        for (p, t) in &self.texts {
            h.open_file(p, t);
        }
        h
    }

    /// Applies the host changes `w` to the other side's host, but the one
    /// the side differs by (no snapshot of it is alive: they are in `live`).
    pub(super) fn forward_writes(&mut self, w: &jobs::Writes) {
        for (p, t) in &w.files {
            match self.texts.iter_mut().find(|(q, _)| q == p) {
                Some(e) => e.1 = t.clone(),
                None => self.texts.push((p.clone(), t.clone())),
            }
        }
        let (Some(h), Some(o)) = (self.compare_host.as_mut(), &self.compare) else {
            return;
        };
        if let Some((source, desc)) = &w.choose
            && !matches!(o, Other::Target(_))
        {
            match source {
                Source::Builtin(name) => h.choose_builtin_target(name, desc),
                Source::File(_) => h.choose_target(desc),
            }
        }
        if *o != Other::LoadedCosts {
            for e in &w.costs {
                let _ = h.set_cost_of(&e.target, e.table, &e.key, e.value);
            }
        }
        if let Some(v) = w.vls_cost {
            h.set_vls_cost(v);
        }
        if let Some(p) = w.profile
            && !matches!(o, Other::Profile(_))
        {
            h.set_profile(p);
        }
        for (p, t) in &w.files {
            h.change_file(p, t);
        }
    }

    /// Asks the other side's host for every loop's row.
    pub(super) fn request_compare(&mut self) {
        if self.jobs.writes.is_some() {
            return;
        }
        let Some(an) = self.compare_host.as_ref().map(AnalysisHost::analysis) else {
            return;
        };
        self.start_job();
        let revision = self.jobs.revision;
        let paths: Vec<String> = self.files.iter().map(|f| f.path.clone()).collect();
        worker::spawn(an, self.jobs.tx.clone(), &self.jobs.live, move |an| {
            Msg::Compare {
                revision,
                result: an
                    .vectorization_report(&paths)
                    .map(|r| r.map_err(|e| e.to_string())),
            }
        });
    }

    /// The other side's rows arrived.
    pub(super) fn on_compare(&mut self, rows: Vec<lanes::model::LoopVerdict>) {
        self.compare_rows = rows
            .into_iter()
            .map(|r| {
                (
                    (r.file.clone(), r.function.clone(), r.loop_.clone()),
                    Arc::new(r),
                )
            })
            .collect();
        self.recompute_differs();
    }

    /// Which loops differ, from both sides' rows (loops known on one side
    /// only, while the rows stream in, are not marked).
    pub(super) fn recompute_differs(&mut self) {
        if self.compare.is_none() {
            return;
        }
        let ours: Vec<lanes::model::LoopVerdict> =
            self.badges.values().map(|b| (*b.row).clone()).collect();
        let theirs: Vec<lanes::model::LoopVerdict> =
            self.compare_rows.values().map(|r| (**r).clone()).collect();
        self.differs = lanes::model::diff_reports(["", ""], &ours, &theirs, false)
            .into_iter()
            .filter(|r| r.a.row.is_some() && r.b.row.is_some())
            .map(|r| (r.file, r.function, r.loop_))
            .collect();
        if self.filter == NavFilter::Differing {
            self.rebuild_rows();
        }
    }
}
