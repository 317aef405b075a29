//! Work off the UI thread: façade questions on snapshots, their answers,
//! host changes deferred until no snapshot is alive, and timing.

use lanes::target::TableId;

use super::*;

/// What runs off the UI thread, and what the UI remembers about it.
pub(super) struct Jobs {
    /// The recomputation being timed.
    pub(super) measure: Option<Measure>,
    /// Bumped on every input change; results of older revisions are stale.
    pub(super) revision: u64,
    /// Jobs of the current revision not answered yet.
    pub(super) inflight: usize,
    /// Snapshots alive on worker threads (of any revision).
    pub(super) live: worker::Live,
    /// Host changes waiting for `live` to empty.
    pub(super) writes: Option<Writes>,
    /// A note given while computing, shown after the recomputation's report.
    pub(super) late_note: Option<String>,
    /// When the current work started.
    pub(super) busy_since: Option<Instant>,
    /// The façade questions asked so far, by kind.
    pub(super) requests: Requests,
    /// Where workers send their answers.
    pub(super) tx: Sender<Msg>,
    /// The answers.
    pub(super) rx: Receiver<Msg>,
}

/// The façade questions the app has asked (each on a snapshot, off the
/// UI thread), counted by kind: what a change made it ask again.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Requests {
    /// Outlines of files (functions, loops, diagnostics).
    pub outlines: usize,
    /// Streams of every loop's verdict of files (the navigator's badges).
    pub badges: usize,
    /// Detail views, by tab title.
    pub details: std::collections::BTreeMap<&'static str, usize>,
    /// Every question, in the order asked.
    pub log: Vec<Request>,
}

/// One façade question the app asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// The outlines of these files.
    Outlines(Vec<String>),
    /// Every loop's verdict in these files.
    Badges(Vec<String>),
    /// A tab's view of a selection.
    Detail {
        /// The tab's title.
        tab: &'static str,
        sel: Selection,
    },
}

impl std::fmt::Display for Request {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Request::Outlines(paths) => write!(f, "outline {}", paths.join(" ")),
            Request::Badges(paths) => write!(f, "badges {}", paths.join(" ")),
            Request::Detail { tab, sel } => {
                write!(f, "{tab} {}", sel.file)?;
                if let Some(func) = &sel.function {
                    write!(f, " @{func}")?;
                }
                if let Some(l) = &sel.loop_ {
                    write!(f, " %{l}")?;
                }
                if let Some(vf) = sel.vf {
                    write!(f, " vf={vf}")?;
                }
                Ok(())
            }
        }
    }
}

impl Requests {
    /// Detail views asked, all tabs together.
    pub fn detail_total(&self) -> usize {
        self.details.values().sum()
    }
}

/// One cost entry to set: `key` of `table` (`Arith`, `fdiv.f64`) of the
/// target `target`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct CostEdit {
    pub(super) target: String,
    pub(super) table: TableId,
    pub(super) key: String,
    pub(super) value: u32,
}

impl CostEdit {
    /// The edit of the entry at dotted `path` (`arith.fdiv.f64`).
    pub(super) fn at(target: &str, path: &str, value: u32) -> Result<CostEdit, String> {
        let (table, key) = TableId::split(path).map_err(|e| e.to_string())?;
        Ok(CostEdit {
            target: target.to_string(),
            table,
            key: key.to_string(),
            value,
        })
    }

    /// Its dotted path, as the pane names entries.
    pub(super) fn path(&self) -> String {
        format!("{}.{}", self.table, self.key)
    }

    /// Whether it sets the same entry as `other`.
    pub(super) fn same_entry(&self, other: &CostEdit) -> bool {
        (&self.target, self.table, &self.key) == (&other.target, other.table, &other.key)
    }
}

/// What an input change may have changed: which answers are asked again
/// and which are kept.
#[derive(Clone, Debug, Default)]
pub(super) struct Changed {
    /// Everything (opening, a target chosen, an option, the profile).
    pub(super) all: bool,
    /// The tables whose entries were edited.
    pub(super) tables: Vec<TableId>,
    /// Files whose text changed, with what changed in them.
    pub(super) files: Vec<(String, lanes::FileChange)>,
}

impl Changed {
    pub(super) fn everything() -> Changed {
        Changed {
            all: true,
            ..Changed::default()
        }
    }

    /// Whether the answer of `tab` about `sel` may have changed.
    fn reaches(&self, tab: &dyn Tab, sel: &Selection) -> bool {
        if self.all || self.tables.iter().any(|&t| tab.costs().reads(t)) {
            return true;
        }
        self.files.iter().any(|(path, c)| {
            *path == sel.file
                && (c.whole
                    || match &sel.function {
                        // A file's views show every function.
                        None => true,
                        Some(f) => c.functions.iter().any(|g| **g == **f),
                    })
        })
    }
}

/// A recomputation being timed: started by an input change, finished when
/// every job of the new revision has answered.
pub(super) struct Measure {
    pub(super) label: String,
    pub(super) started: Instant,
}

/// Changes to the host waiting for the snapshots in flight to be dropped
/// (the host's setters block until then; the UI never does).
#[derive(Default)]
pub(super) struct Writes {
    /// Choose this target for every function (`t`, or `--target`).
    pub(super) choose: Option<(Source, TargetDesc)>,
    /// Cost entries to set, in order.
    pub(super) costs: Vec<CostEdit>,
    /// Which price decides a VLS group, when changed.
    pub(super) vls_cost: Option<lanes::VlsCost>,
    /// The profile chosen (`Some(None)`: each file's), when changed.
    pub(super) profile: Option<Option<lanes::Profile>>,
    /// New texts by path (the last one wins).
    pub(super) files: Vec<(String, String)>,
    /// What the status line calls the change (the last one).
    pub(super) label: String,
}

impl App {
    // ----- jobs and messages -------------------------------------------------

    /// An input changed (or the app started): what it may have changed is
    /// recomputed under a new revision, and the recomputation is timed.
    /// Views it cannot have changed stay cached: after a body edit, the
    /// other functions' views; after a cost edit, the views that read no
    /// edited table ([`tabs::Costs`]). Outlines are asked again for the
    /// files whose text changed, badges for those and after a cost edit.
    pub(super) fn changed(&mut self, label: String, what: Changed) {
        // The setter already waited for old snapshots; what they ran is not
        // part of this recomputation.
        self.host.take_executed();
        self.jobs.revision += 1;
        self.jobs.inflight = 0;
        let tabs = &self.tabs;
        self.cache
            .retain(|k, _| !what.reaches(tabs[k.tab].as_ref(), &k.sel));
        self.pending.clear();
        self.jobs.measure = Some(Measure {
            label,
            started: Instant::now(),
        });
        let all: Vec<String> = self.files.iter().map(|f| f.path.clone()).collect();
        let texts: Vec<String> = match what.all {
            true => all.clone(),
            false => what.files.iter().map(|(p, _)| p.clone()).collect(),
        };
        let verdicts = match what.all || !what.tables.is_empty() {
            true => all,
            false => texts.clone(),
        };
        if !texts.is_empty() {
            self.request_outlines(texts);
        }
        if !verdicts.is_empty() {
            self.request_badges(verdicts);
            // The other side answers for the same inputs but one.
            self.request_compare();
        }
        self.want_detail();
        self.dirty = true;
    }

    /// The façade questions asked so far.
    pub fn requests(&self) -> &Requests {
        &self.jobs.requests
    }

    /// Runs `job` on a snapshot, unless a host change is waiting (the
    /// change recomputes everything once it is applied).
    pub(super) fn spawn(
        &mut self,
        job: impl FnOnce(&lanes::Analysis) -> Msg + Send + 'static,
    ) -> bool {
        if self.jobs.writes.is_some() {
            return false;
        }
        self.start_job();
        worker::spawn(
            self.host.analysis(),
            self.jobs.tx.clone(),
            &self.jobs.live,
            job,
        );
        true
    }

    pub(super) fn request_outlines(&mut self, paths: Vec<String>) {
        let revision = self.jobs.revision;
        let request = Request::Outlines(paths.clone());
        let asked = self.spawn(move |an| Msg::Outlines {
            revision,
            result: worker::outlines(an, &paths),
            paths,
        });
        if asked {
            self.jobs.requests.outlines += 1;
            self.jobs.requests.log.push(request);
        }
    }

    /// Asks for the badges of every loop of `paths`. They arrive in chunks
    /// of functions, in file order, so the first rows show theirs before
    /// the whole workspace is analysed.
    pub(super) fn request_badges(&mut self, paths: Vec<String>) {
        if self.jobs.writes.is_some() {
            return;
        }
        self.start_job();
        self.jobs.requests.badges += 1;
        self.jobs.requests.log.push(Request::Badges(paths.clone()));
        let revision = self.jobs.revision;
        worker::spawn_streaming(
            self.host.analysis(),
            self.jobs.tx.clone(),
            &self.jobs.live,
            move |an, partial| {
                let mut send = |groups: &[std::sync::Arc<lanes::model::FunctionVerdicts>]| {
                    let rows = groups.iter().flat_map(|g| g.rows.iter().cloned()).collect();
                    let _ = partial.send(Msg::Badges {
                        revision,
                        result: Ok(Ok(rows)),
                        last: false,
                    });
                };
                Msg::Badges {
                    revision,
                    result: an
                        .report_groups_chunked(&paths, &mut send)
                        .map(|r| r.map(|()| Vec::new()).map_err(|e| e.to_string())),
                    last: true,
                }
            },
        );
    }

    pub(super) fn request_detail(&mut self, key: DetailKey) {
        if self.jobs.writes.is_some() || !self.pending.insert(key.clone()) {
            return;
        }
        let revision = self.jobs.revision;
        let tab = self.tabs[key.tab].clone();
        let title = tab.title();
        let sel = key.sel.clone();
        if self.spawn(move |an| Msg::Detail {
            revision,
            result: tab.fetch(an, &key.sel),
            key,
        }) {
            *self.jobs.requests.details.entry(title).or_default() += 1;
            self.jobs
                .requests
                .log
                .push(Request::Detail { tab: title, sel });
        }
    }

    /// Queues a change of the host's inputs. It is applied at once when no
    /// snapshot is alive; otherwise the snapshots are cancelled, every
    /// result in flight is dropped, and the change is applied as soon as
    /// the last snapshot is gone, so that the UI thread never waits for a
    /// computation (`q` and Ctrl-C work while anything computes). Changes
    /// queued meanwhile are applied together.
    /// `v`: the other price decides VLS groups (LLVM's interleave group or
    /// OptVLS's sequence), as `--vls-cost` does.
    pub(super) fn toggle_vls_cost(&mut self) {
        let now = self
            .jobs
            .writes
            .as_ref()
            .and_then(|w| w.vls_cost)
            .unwrap_or_else(|| self.host.vls_cost());
        let next = match now {
            lanes::VlsCost::Llvm => lanes::VlsCost::Optvls,
            lanes::VlsCost::Optvls => lanes::VlsCost::Llvm,
        };
        let label = match next {
            lanes::VlsCost::Llvm => "VLS groups priced as LLVM's interleave groups",
            lanes::VlsCost::Optvls => "VLS groups priced by OptVLS",
        };
        self.write(label.into(), |w| w.vls_cost = Some(next));
    }

    /// `L`: each file's producer's profile, then LLVM 14, then LLVM 22.
    pub(super) fn cycle_profile(&mut self) {
        use lanes::Profile;
        let now = match &self.jobs.writes {
            Some(Writes {
                profile: Some(p), ..
            }) => *p,
            _ => self.host.profile(),
        };
        let next = match now {
            None => Some(Profile::Llvm14),
            Some(Profile::Llvm14) => Some(Profile::Llvm22),
            Some(Profile::Llvm22) => None,
        };
        let label = match next {
            Some(p) => format!("LLVM {} rules for every file", p.name()),
            None => "each file's LLVM (its producer's)".to_string(),
        };
        self.write(label, |w| w.profile = Some(next));
    }

    pub(super) fn write(&mut self, label: String, change: impl FnOnce(&mut Writes)) {
        let w = self.jobs.writes.get_or_insert_with(Writes::default);
        change(w);
        w.label = label;
        // Whatever is computing answers for inputs about to change.
        self.jobs.revision += 1;
        self.jobs.inflight = 0;
        self.pending.clear();
        self.jobs.busy_since.get_or_insert_with(Instant::now);
        self.dirty = true;
        self.flush_writes();
    }

    /// Applies the queued host changes if no snapshot is alive; otherwise
    /// asks the live ones to stop. Never blocks.
    pub fn flush_writes(&mut self) {
        if self.jobs.writes.is_none() {
            return;
        }
        if !self.jobs.live.is_empty() {
            self.jobs.live.cancel_all();
            return;
        }
        let Some(w) = self.jobs.writes.take() else {
            return;
        };
        if let Some((source, desc)) = &w.choose {
            match source {
                Source::Builtin(name) => self.host.choose_builtin_target(name, desc),
                Source::File(_) => self.host.choose_target(desc),
            }
        }
        let mut what = Changed {
            all: w.choose.is_some() || w.vls_cost.is_some() || w.profile.is_some(),
            ..Changed::default()
        };
        for e in &w.costs {
            match self.host.set_cost_of(&e.target, e.table, &e.key, e.value) {
                Ok(()) if !what.tables.contains(&e.table) => what.tables.push(e.table),
                Ok(()) => {}
                Err(e) => self.set_error(e.to_string()),
            }
        }
        if let Some(v) = w.vls_cost {
            self.host.set_vls_cost(v);
        }
        if let Some(p) = w.profile {
            self.host.set_profile(p);
        }
        for (p, t) in &w.files {
            let c = self.host.change_file(p, t);
            match what.files.iter_mut().find(|(q, _)| q == p) {
                Some((_, was)) => {
                    was.whole |= c.whole;
                    was.functions.extend(c.functions);
                }
                None => what.files.push((p.clone(), c)),
            }
        }
        self.forward_writes(&w);
        self.changed(w.label, what);
    }

    pub(super) fn start_job(&mut self) {
        self.jobs.inflight += 1;
        self.jobs.busy_since.get_or_insert_with(Instant::now);
    }

    /// Whether work is under way (the UI shows a spinner).
    pub fn busy(&self) -> bool {
        self.jobs.inflight > 0 || self.jobs.writes.is_some()
    }

    /// How many snapshots are alive on worker threads.
    pub fn live_snapshots(&self) -> usize {
        self.jobs.live.len()
    }

    /// How long the current work has been going (drives the spinner).
    pub fn busy_for(&self) -> Duration {
        self.jobs.busy_since.map_or(Duration::ZERO, |t| t.elapsed())
    }

    /// Applies every message that has arrived; never blocks.
    pub fn drain(&mut self) {
        while let Ok(msg) = self.jobs.rx.try_recv() {
            self.on_msg(msg);
        }
        self.flush_writes();
    }

    /// Blocks until the current revision's jobs are done (tests, benches).
    /// Returns false on timeout.
    pub fn settle(&mut self) -> bool {
        self.settle_until(Duration::from_secs(30), |app| !app.busy())
    }

    /// Applies messages until `done` holds or `timeout` passes.
    pub fn settle_until(&mut self, timeout: Duration, done: impl Fn(&App) -> bool) -> bool {
        let deadline = Instant::now() + timeout;
        loop {
            self.flush_writes();
            if done(self) {
                break;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return false;
            }
            if let Ok(msg) = self
                .jobs
                .rx
                .recv_timeout(left.min(Duration::from_millis(50)))
            {
                self.on_msg(msg);
            }
        }
        true
    }

    pub(super) fn on_msg(&mut self, msg: Msg) {
        self.dirty = true;
        match msg {
            Msg::FileChanged(p) => self.reload(&p),
            Msg::Outlines {
                revision,
                paths,
                result,
            } => {
                if revision != self.jobs.revision {
                    return;
                }
                self.job_done();
                match result {
                    Err(lanes::Cancelled) => {
                        self.request_badges(paths.clone());
                        self.request_outlines(paths)
                    }
                    Ok(outlines) => {
                        for (p, o) in paths.iter().zip(outlines) {
                            if let Some(f) = self.files.iter_mut().find(|f| &f.path == p) {
                                f.state = match o {
                                    Ok(o) => FileState::Ready(o),
                                    Err(e) => FileState::Failed(e),
                                };
                            }
                        }
                        self.rebuild_rows();
                        self.want_detail();
                    }
                }
            }
            Msg::Badges {
                revision,
                result,
                last,
            } => {
                if revision != self.jobs.revision {
                    return;
                }
                if last {
                    self.job_done();
                }
                match result {
                    // Asked again by the next outline request.
                    Err(lanes::Cancelled) => {}
                    Ok(Err(_)) => {}
                    Ok(Ok(rows)) => {
                        for v in rows {
                            let row = Arc::new(v.clone());
                            self.badges.insert(
                                (v.file, v.function, v.loop_),
                                Badge {
                                    vectorized: v.vectorized,
                                    vf: v.vf,
                                    ic: v.ic,
                                    reason: v.reason,
                                    skipped: v.skipped,
                                    target: v.target,
                                    target_source: v.target_source,
                                    row,
                                },
                            );
                        }
                        if self.compare.is_some() {
                            self.recompute_differs();
                        }
                        if self.filtering() {
                            self.rebuild_rows();
                        }
                    }
                }
            }
            Msg::Compare { revision, result } => {
                if revision != self.jobs.revision {
                    return;
                }
                self.job_done();
                match result {
                    Err(lanes::Cancelled) => self.request_compare(),
                    Ok(Ok(rows)) => self.on_compare(rows),
                    Ok(Err(e)) => self.set_error(format!("the other side: {e}")),
                }
            }
            Msg::Detail {
                revision,
                key,
                result,
            } => {
                if revision != self.jobs.revision {
                    return;
                }
                self.job_done();
                self.pending.remove(&key);
                match result {
                    Err(lanes::Cancelled) => self.request_detail(key),
                    Ok(data) => {
                        if Some(key.tab) == self.vf_tab
                            && let (Ok(d), Some(lk)) = (&data, loop_key(&key.sel))
                            && let Some(t) = d.vf_table()
                        {
                            self.vf_tables.insert(lk, Arc::new(t.clone()));
                        }
                        self.cache.insert(key.clone(), data);
                        self.want_detail();
                    }
                }
            }
        }
        self.finish_measure();
    }

    pub(super) fn job_done(&mut self) {
        self.jobs.inflight = self.jobs.inflight.saturating_sub(1);
        if self.jobs.inflight == 0 {
            self.jobs.busy_since = None;
        }
    }

    /// Reports the recomputation once the new revision's jobs are done.
    pub(super) fn finish_measure(&mut self) {
        if self.busy() {
            return;
        }
        let Some(m) = self.jobs.measure.take() else {
            if let Some(n) = self.jobs.late_note.take() {
                self.set_info(n);
            }
            return;
        };
        let executed = self.host.take_executed();
        let elapsed = m.started.elapsed();
        let n = executed.len();
        let mut text = format!("{} · {} re-ran", m.label, lanes::format::count(n, "query"));
        if self.show_timings {
            text.push_str(&format!(" in {}", fmt_duration(elapsed)));
        }
        if let Some(n) = self.jobs.late_note.take() {
            text.push_str(&format!(" · {n}"));
        }
        self.say(Status::info(About::Recompute, text));
        self.last_recompute = Some(Recompute {
            label: m.label,
            executed,
            elapsed,
        });
    }

    /// Re-reads a watched file; a parse error shows as diagnostics.
    pub(super) fn reload(&mut self, disk: &std::path::Path) {
        let Some(i) = self
            .files
            .iter()
            .position(|f| f.disk.as_deref() == Some(disk))
        else {
            return;
        };
        let text = match lanes::input::read_ir(disk) {
            Ok(t) => t,
            // Mid-save or deleted: keep the last text; a later event follows.
            Err(e) => {
                self.say(Status::error(
                    About::Unreadable(i),
                    format!("{e}; showing its last version"),
                ));
                return;
            }
        };
        let h = hash(&text);
        if h == self.files[i].text_hash {
            // Back as it was (restored after a delete): nothing to
            // recompute, but the file reads again.
            if self.status.about == About::Unreadable(i) {
                let path = self.files[i].path.clone();
                self.set_info(format!("{path} reads again, unchanged"));
            }
            return;
        }
        self.files[i].text_hash = h;
        let path = self.files[i].path.clone();
        self.write(format!("reloaded {path}"), |w| w.files.push((path, text)));
    }

    /// Replaces a file's text as if it changed on disk (tests, and the
    /// reload path once the text is read).
    pub fn set_file_text(&mut self, path: &str, text: &str) {
        if let Some(f) = self.files.iter_mut().find(|f| f.path == path) {
            f.text_hash = hash(text);
        }
        let (p, t) = (path.to_string(), text.to_string());
        self.write(format!("reloaded {path}"), |w| w.files.push((p, t)));
    }

    /// The key the detail pane wants to show.
    pub fn wanted_detail(&self) -> Option<DetailKey> {
        if self.error_view().is_some() {
            return None;
        }
        let sel = self.selection()?;
        let file = self.files.iter().find(|f| f.path == sel.file)?;
        if matches!(file.state, FileState::Loading) {
            return None;
        }
        let tab = self.active_tab()?;
        let mut sel = sel;
        if self.tabs[tab].per_vf() {
            sel.vf = Some(self.selected_vf()?);
        }
        Some(DetailKey { tab, sel })
    }

    /// Shows the wanted data if known, else asks a worker for it.
    pub(super) fn want_detail(&mut self) {
        self.dirty = true;
        let Some(key) = self.wanted_detail() else {
            if let (Some(vt), Some(sel)) = (self.vf_tab, self.selection())
                && sel.kind() == tabs::SelKind::Loop
                && self.error_view().is_none()
            {
                let key = DetailKey { tab: vt, sel };
                if !self.cache.contains_key(&key) {
                    self.request_detail(key);
                }
            }
            return;
        };
        if let Some(data) = self.cache.get(&key) {
            let fresh = self.view_key.as_ref() != Some(&key);
            if fresh {
                self.view.scroll = match data {
                    Ok(d) => d.anchor(),
                    Err(_) => 0,
                };
                // A line cursor starts on the anchor's line of interest.
                self.view.cursor = match data {
                    Ok(d) => d.cursor_anchor(),
                    Err(_) => 0,
                };
                self.view_key = Some(key.clone());
            }
            self.shown = Some(Shown {
                key,
                revision: self.jobs.revision,
                data: data.clone(),
            });
            self.apply_jump();
        } else {
            self.request_detail(key);
        }
        // Per-VF tabs need the loop's VF table, whichever tab is shown.
        if let (Some(vt), Some(sel)) = (self.vf_tab, self.selection())
            && sel.kind() == tabs::SelKind::Loop
        {
            let key = DetailKey { tab: vt, sel };
            if !self.cache.contains_key(&key) {
                self.request_detail(key);
            }
        }
    }

    /// What the detail pane draws: the data (if for the wanted key) and
    /// whether it is from an older revision.
    pub fn detail(&self) -> Option<(&DetailKey, &Result<TabData, String>, bool)> {
        let want = self.wanted_detail()?;
        let s = self.shown.as_ref().filter(|s| s.key == want)?;
        Some((&s.key, &s.data, s.revision != self.jobs.revision))
    }
}
