//! Result ids and delta answers, as LSP's pull diagnostics
//! (`previousResultId`) and semantic tokens' edits: every `query` answer
//! carries a `resultId`; a client that sends the id of the last answer to
//! the same query gets only what changed since.
//!
//! A `report` delta is made from the report's per-function memos
//! ([`FunctionVerdicts`], shared with the database): a function whose memo
//! is the same `Arc` as in the last answer is unchanged without looking at
//! its rows; only the others are compared row by row. No document is
//! rendered twice and diffed. Other queries have no rows: their delta is
//! `unchanged: true` when the answer is the same (compared by a hash of
//! its JSON), else the full answer.
//!
//! A result id names content, not time: an answer equal to the last one
//! keeps its id, so the same id means the same answer.

use std::sync::Arc;

use rustc_hash::FxHashMap;
use serde::Serialize;
use serde_json::Value;

use crate::model::{FunctionVerdicts, Inputs, LoopVerdict};

/// How many distinct queries keep their last answer (the oldest goes).
const KEPT_QUERIES: usize = 32;

/// The last answer of every query a client asked recently, by the query's
/// parameters (without `previousResultId`) as JSON text.
#[derive(Default)]
pub(super) struct Results {
    /// The last result id given.
    last_id: u64,
    /// Per query: its last answer and when it was asked (for eviction).
    by_query: FxHashMap<String, (u64, Kept)>,
    /// Counts answers, to find the least recently asked query.
    clock: u64,
}

/// What a query's last answer was, enough to answer the next as a delta.
#[derive(Clone)]
pub(super) struct Kept {
    /// Its result id.
    pub(super) id: u64,
    /// The host's generation it was computed at: asked again at the same
    /// generation, it is the answer without computing anything.
    pub(super) generation: u64,
    pub(super) content: Content,
    /// The full answer serialized (without its `resultId`), sent again as
    /// it is to a client that sends no id; kept for the last query
    /// answered in full only.
    pub(super) full: Option<Arc<String>>,
}

/// What an answer said.
#[derive(Clone)]
pub(super) enum Content {
    /// A `report`: each function's rows (the memos themselves) and the
    /// files' facts.
    Report {
        groups: Vec<Arc<FunctionVerdicts>>,
        inputs: Inputs,
    },
    /// Any other answer: a hash of its JSON.
    Other { hash: u64 },
}

impl Content {
    /// Whether two answers say the same.
    fn same(&self, other: &Content) -> bool {
        match (self, other) {
            (
                Content::Report { groups, inputs },
                Content::Report {
                    groups: g2,
                    inputs: i2,
                },
            ) => {
                inputs == i2
                    && groups.len() == g2.len()
                    && groups
                        .iter()
                        .zip(g2)
                        .all(|(a, b)| Arc::ptr_eq(a, b) || a == b)
            }
            (Content::Other { hash }, Content::Other { hash: h2 }) => hash == h2,
            _ => false,
        }
    }

    /// The number of rows of a report.
    pub(super) fn rows(&self) -> usize {
        match self {
            Content::Report { groups, .. } => groups.iter().map(|g| g.rows.len()).sum(),
            Content::Other { .. } => 0,
        }
    }
}

impl Results {
    /// The last answer to `query`.
    pub(super) fn get(&self, query: &str) -> Option<&Kept> {
        self.by_query.get(query).map(|(_, k)| k)
    }

    /// Records the answer to `query` and returns the answer it replaces
    /// (if the client's `previous` id names it) and the new answer's id:
    /// the old one when the content is the same.
    pub(super) fn record(
        &mut self,
        query: &str,
        generation: u64,
        content: Content,
        full: Option<Arc<String>>,
        previous: Option<&str>,
    ) -> (Option<Kept>, u64) {
        self.clock += 1;
        let old = self.by_query.get(query).map(|(_, k)| k.clone());
        let id = match &old {
            Some(k) if k.content.same(&content) => k.id,
            _ => {
                self.last_id += 1;
                self.last_id
            }
        };
        // An answer sent again keeps the full text of the one it repeats.
        let full = full.or_else(|| old.as_ref().filter(|k| k.id == id)?.full.clone());
        if full.is_some() {
            // One full text is kept (a report's is megabytes): the last.
            for (_, k) in self.by_query.values_mut() {
                k.full = None;
            }
        }
        if self.by_query.len() >= KEPT_QUERIES && !self.by_query.contains_key(query) {
            let oldest = self.by_query.iter().min_by_key(|(_, (t, _))| *t);
            if let Some(q) = oldest.map(|(q, _)| q.clone()) {
                self.by_query.remove(&q);
            }
        }
        let kept = Kept {
            id,
            generation,
            content,
            full,
        };
        self.by_query.insert(query.to_string(), (self.clock, kept));
        let base = old.filter(|k| previous == Some(k.id.to_string().as_str()));
        (base, id)
    }
}

/// A report row's key, as `report` keys its rows.
#[derive(Serialize, Debug, PartialEq, Eq, Hash, Clone)]
pub(super) struct RowKey {
    pub file: String,
    pub function: String,
    #[serde(rename = "loop")]
    pub loop_: String,
}

impl RowKey {
    fn of(r: &LoopVerdict) -> RowKey {
        RowKey {
            file: r.file.clone(),
            function: r.function.clone(),
            loop_: r.loop_.clone(),
        }
    }
}

/// What changed between two reports.
#[derive(Debug, Default)]
pub(super) struct ReportDelta<'a> {
    /// Rows that are new, differ or moved, in the new report's order.
    pub changed: Vec<&'a LoopVerdict>,
    /// The index of each `changed` row in the new report's rows.
    pub at: Vec<usize>,
    /// Keys of the rows that are gone.
    pub removed: Vec<RowKey>,
    /// Rows of the new report that are not in `changed`.
    pub unchanged: usize,
}

impl<'a> ReportDelta<'a> {
    /// Sends `r`, the new report's row `n`.
    fn change(&mut self, n: usize, r: &'a LoopVerdict) {
        self.changed.push(r);
        self.at.push(n);
    }
}

/// The function a group's rows are of (none for a function without loops).
fn function_of(g: &FunctionVerdicts) -> Option<(&str, &str)> {
    g.rows
        .first()
        .map(|r| (r.file.as_str(), r.function.as_str()))
}

/// The delta from the report of `old` groups to that of `new`: functions
/// whose memo is the same `Arc` at the same place are skipped whole; the
/// others are matched by `(file, function)` and compared row by row.
///
/// Applying it is exact, so that a client's rows end as the new report's,
/// order included: drop the `removed` keys and the `changed` rows' keys,
/// then insert each `changed` row at its index `at`. For that the rows
/// left in place must keep their relative order, so an equal row found
/// before the last one kept (a function moved in its file) is sent again.
pub(super) fn report_delta<'a>(
    old: &[Arc<FunctionVerdicts>],
    new: &'a [Arc<FunctionVerdicts>],
) -> ReportDelta<'a> {
    let mut d = ReportDelta::default();
    if old.len() == new.len() && old.iter().zip(new).all(|(a, b)| Arc::ptr_eq(a, b)) {
        d.unchanged = new.iter().map(|g| g.rows.len()).sum();
        return d;
    }
    // Where each old group's rows start in the old report.
    let mut old_start = Vec::with_capacity(old.len());
    let mut rows = 0;
    for o in old {
        old_start.push(rows);
        rows += o.rows.len();
    }
    let same_place =
        |i: usize, g: &Arc<FunctionVerdicts>| old.get(i).is_some_and(|o| Arc::ptr_eq(o, g));
    let mut matched = vec![false; old.len()];
    let mut by_function: FxHashMap<_, usize> = FxHashMap::default();
    for (i, o) in old.iter().enumerate() {
        if new.get(i).is_some_and(|g| Arc::ptr_eq(o, g)) {
            continue;
        }
        if let Some(k) = function_of(o) {
            by_function.insert(k, i);
        }
    }
    // The old position of the last row left in place.
    let mut kept: Option<usize> = None;
    let mut n = 0;
    for (i, g) in new.iter().enumerate() {
        let len = g.rows.len();
        let old_group = if same_place(i, g) {
            Some(i)
        } else {
            function_of(g).and_then(|k| by_function.remove(&k))
        };
        let Some(j) = old_group else {
            for (k, r) in g.rows.iter().enumerate() {
                d.change(n + k, r);
            }
            n += len;
            continue;
        };
        matched[j] = true;
        let o = &old[j];
        let in_order = |p: usize, kept: Option<usize>| kept.is_none_or(|k| p > k);
        if len > 0 && (Arc::ptr_eq(o, g) || o.rows == g.rows) && in_order(old_start[j], kept) {
            d.unchanged += len;
            kept = Some(old_start[j] + len - 1);
            n += len;
            continue;
        }
        let before: FxHashMap<&str, (usize, &LoopVerdict)> = o
            .rows
            .iter()
            .enumerate()
            .map(|(k, r)| (r.loop_.as_str(), (old_start[j] + k, r)))
            .collect();
        for (k, r) in g.rows.iter().enumerate() {
            match before.get(r.loop_.as_str()) {
                Some(&(p, b)) if b == r && in_order(p, kept) => {
                    d.unchanged += 1;
                    kept = Some(p);
                }
                _ => d.change(n + k, r),
            }
        }
        n += len;
        let after: rustc_hash::FxHashSet<&str> = g.rows.iter().map(|r| r.loop_.as_str()).collect();
        d.removed.extend(
            o.rows
                .iter()
                .filter(|r| !after.contains(r.loop_.as_str()))
                .map(RowKey::of),
        );
    }
    for (i, o) in old.iter().enumerate() {
        if !matched[i] {
            d.removed.extend(o.rows.iter().map(RowKey::of));
        }
    }
    d
}

/// The JSON of a `report` delta: `{resultId, changed, at, removed,
/// unchanged}`, and the files' facts (`files`, `diagnostics`, `skipped`)
/// when they changed.
pub(super) fn report_delta_json(
    id: u64,
    delta: &ReportDelta<'_>,
    inputs: Option<&Inputs>,
) -> String {
    let mut out = serde_json::Map::new();
    out.insert("resultId".into(), Value::from(id.to_string()));
    let rows = delta
        .changed
        .iter()
        .map(|r| serde_json::to_value(r).unwrap_or_default());
    out.insert("changed".into(), Value::Array(rows.collect()));
    out.insert("at".into(), Value::from(delta.at.clone()));
    out.insert(
        "removed".into(),
        serde_json::to_value(&delta.removed).unwrap_or_default(),
    );
    out.insert("unchanged".into(), Value::from(delta.unchanged));
    if let Some(Value::Object(facts)) = inputs.map(|i| serde_json::to_value(i).unwrap_or_default())
    {
        out.extend(facts);
    }
    Value::Object(out).to_string()
}

/// `{resultId, unchanged: true}`: the answer to a query that is the same.
pub(super) fn unchanged_json(id: u64) -> String {
    serde_json::json!({"resultId": id.to_string(), "unchanged": true}).to_string()
}

/// The head to put before a full answer's text (an object, whose `{` it
/// replaces) so that it carries its `resultId`.
pub(super) fn id_head(id: u64) -> String {
    format!(r#"{{"resultId":"{id}","#)
}

/// A hash of an answer's JSON.
pub(super) fn hash_text(text: &str) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = rustc_hash::FxHasher::default();
    text.hash(&mut h);
    h.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(function: &str, loop_: &str, vf: u32) -> LoopVerdict {
        LoopVerdict {
            file: "a.ll".into(),
            function: function.into(),
            loop_: loop_.into(),
            path: "L0".into(),
            depth: 1,
            innermost: true,
            start_loc: None,
            start_file: None,
            trip_count: None,
            visit: 0,
            vectorized: vf > 1,
            vf,
            cost: 1,
            scalar_cost: 1,
            reason: None,
            fold_tail: false,
            ic: 1,
            refusals: Vec::new(),
            target: "avx2".into(),
            target_source: crate::model::TargetSource::Default,
            profile: "14".into(),
            skipped: None,
        }
    }

    fn group(rows: Vec<LoopVerdict>) -> Arc<FunctionVerdicts> {
        Arc::new(FunctionVerdicts { rows })
    }

    fn keys(d: &ReportDelta<'_>) -> (Vec<String>, Vec<String>, usize) {
        let changed = d
            .changed
            .iter()
            .map(|r| format!("{}/{}@{}", r.function, r.loop_, r.vf))
            .collect();
        let removed = d
            .removed
            .iter()
            .map(|k| format!("{}/{}", k.function, k.loop_))
            .collect();
        (changed, removed, d.unchanged)
    }

    /// The rows as a client keeps them, `function/loop@vf`.
    fn rows(groups: &[Arc<FunctionVerdicts>]) -> Vec<String> {
        groups
            .iter()
            .flat_map(|g| &g.rows)
            .map(|r| format!("{}/{}@{}", r.function, r.loop_, r.vf))
            .collect()
    }

    /// `old` with `d` applied as a client applies it: the `removed` and
    /// `changed` keys out, then each `changed` row in at its index.
    fn apply(old: &[Arc<FunctionVerdicts>], d: &ReportDelta<'_>) -> Vec<String> {
        let key = |s: &String| s.split('@').next().unwrap().to_string();
        let gone: rustc_hash::FxHashSet<String> = d
            .removed
            .iter()
            .map(|k| format!("{}/{}", k.function, k.loop_))
            .chain(
                d.changed
                    .iter()
                    .map(|r| format!("{}/{}", r.function, r.loop_)),
            )
            .collect();
        let mut out: Vec<String> = rows(old)
            .into_iter()
            .filter(|r| !gone.contains(&key(r)))
            .collect();
        for (r, &i) in d.changed.iter().zip(&d.at) {
            out.insert(i, format!("{}/{}@{}", r.function, r.loop_, r.vf));
        }
        out
    }

    #[test]
    fn the_same_memos_are_unchanged_without_a_look_at_their_rows() {
        let old = vec![group(vec![row("f", "a", 4)]), group(vec![])];
        let d = report_delta(&old, &old);
        assert_eq!(keys(&d), (vec![], vec![], 1));
    }

    #[test]
    fn a_recomputed_function_yields_only_its_changed_rows() {
        let f = group(vec![row("f", "a", 4), row("f", "b", 1)]);
        let g = group(vec![row("g", "a", 8)]);
        let old = vec![f, g.clone()];
        // f recomputed: `a` equal (a new memo), `b` now vectorized.
        let new = vec![group(vec![row("f", "a", 4), row("f", "b", 2)]), g];
        assert_eq!(
            keys(&report_delta(&old, &new)),
            (vec!["f/b@2".into()], vec![], 2)
        );
    }

    #[test]
    fn loops_and_functions_that_go_are_removed_and_new_ones_changed() {
        let old = vec![
            group(vec![row("f", "a", 4), row("f", "b", 1)]),
            group(vec![row("g", "a", 8)]),
        ];
        let new = vec![
            group(vec![row("f", "a", 4), row("f", "c", 1)]),
            group(vec![row("h", "a", 1)]),
        ];
        assert_eq!(
            keys(&report_delta(&old, &new)),
            (
                vec!["f/c@1".into(), "h/a@1".into()],
                vec!["f/b".into(), "g/a".into()],
                1
            )
        );
    }

    #[test]
    fn a_function_that_moves_is_sent_again_at_its_place() {
        let f = group(vec![row("f", "a", 4), row("f", "b", 1)]);
        let g = group(vec![row("g", "a", 8)]);
        let old = vec![f.clone(), g.clone()];
        let new = vec![g, f];
        let d = report_delta(&old, &new);
        assert_eq!(keys(&d), (vec!["f/a@4".into(), "f/b@1".into()], vec![], 1));
        assert_eq!(d.at, vec![1, 2]);
        assert_eq!(apply(&old, &d), rows(&new));
    }

    #[test]
    fn applying_a_delta_gives_the_new_rows_in_order() {
        let f = group(vec![row("f", "a", 4), row("f", "b", 1)]);
        let g = group(vec![row("g", "a", 8)]);
        let h = group(vec![row("h", "a", 2), row("h", "b", 2)]);
        let old = vec![f.clone(), group(vec![]), g.clone(), h.clone()];
        let cases = [
            // A function inserted before another: its rows at their place.
            vec![
                f.clone(),
                group(vec![row("e", "a", 1)]),
                g.clone(),
                h.clone(),
            ],
            // A loop inserted, one changed, one gone.
            vec![
                group(vec![row("f", "c", 1), row("f", "a", 8)]),
                g.clone(),
                h.clone(),
            ],
            // Loops of one function in another order.
            vec![
                f.clone(),
                g.clone(),
                group(vec![row("h", "b", 2), row("h", "a", 2)]),
            ],
            // Everything gone but one function, which moved.
            vec![h.clone()],
            vec![],
        ];
        for new in cases {
            let d = report_delta(&old, &new);
            assert_eq!(apply(&old, &d), rows(&new), "{d:?}");
            assert_eq!(d.unchanged + d.changed.len(), rows(&new).len(), "{d:?}");
        }
    }

    #[test]
    fn the_least_recently_asked_query_is_forgotten_past_the_bound() {
        let mut r = Results::default();
        let other = || Content::Other { hash: 1 };
        let (_, first) = r.record("q0", 1, other(), None, None);
        for i in 1..KEPT_QUERIES {
            r.record(&format!("q{i}"), 1, other(), None, None);
        }
        // Asked again, q0 is the most recent; q1 goes at the next query.
        let (base, id) = r.record("q0", 1, other(), None, Some(&first.to_string()));
        assert_eq!((base.map(|k| k.id), id), (Some(first), first));
        let one = r.get("q1").map(|k| k.id);
        r.record("new", 1, other(), None, None);
        assert!(r.get("q1").is_none() && one.is_some() && r.get("q0").is_some());
        assert_eq!(r.by_query.len(), KEPT_QUERIES);
        // A forgotten query's id is no base: the answer is full.
        let (base, _) = r.record(
            "q1",
            1,
            other(),
            None,
            one.map(|i| i.to_string()).as_deref(),
        );
        assert!(base.is_none());
    }

    #[test]
    fn an_equal_answer_keeps_its_id_and_a_different_one_gets_a_new_one() {
        let mut r = Results::default();
        let g = vec![group(vec![row("f", "a", 4)])];
        let report = |groups: &Vec<Arc<FunctionVerdicts>>| Content::Report {
            groups: groups.clone(),
            inputs: Inputs {
                files: vec![],
                diagnostics: vec![],
                skipped: vec![],
            },
        };
        let (base, id) = r.record("q", 1, report(&g), None, None);
        assert!(base.is_none());
        // The same rows in new memos: the same answer, the same id.
        let g2 = vec![group(vec![row("f", "a", 4)])];
        let (base, id2) = r.record("q", 2, report(&g2), None, Some(&id.to_string()));
        assert_eq!((base.map(|k| k.id), id2), (Some(id), id));
        let g3 = vec![group(vec![row("f", "a", 8)])];
        let (base, id3) = r.record("q", 3, report(&g3), None, Some("999"));
        assert!(base.is_none(), "an id the server did not give is no base");
        assert_ne!(id3, id);
    }
}
