//! The target pane's model: every cost-table entry of the current target,
//! grouped by table, with the unedited value alongside so edits stand out.

use lanes::target::{OpTable, ShuffleKind, TargetDesc};

/// A row of the pane.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    /// `[arith]`.
    Header(String),
    Entry(Entry),
}

/// One editable number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Dotted path for `TargetDesc::set` (`arith.fdiv.f64`).
    pub path: String,
    /// Shown without the table prefix (`fdiv.f64`).
    pub label: String,
    pub value: u32,
    /// The value in the unedited target (`None`: the entry was added).
    pub base: Option<u32>,
}

impl Entry {
    pub fn edited(&self) -> bool {
        self.base != Some(self.value)
    }
}

/// The value `+` (`up`) or `-` gives an entry: entries whose valid values
/// are powers of two double and halve, others step by one. Not clamped to
/// the entry's range ([`lanes::target::limit`]): [`crate::App::set_cost`]
/// clamps and says so.
pub fn step(path: &str, value: u32, up: bool) -> u32 {
    match (lanes::target::limit(path).power_of_two, up) {
        (true, true) => value.saturating_mul(2),
        (true, false) => (value / 2).max(1),
        (false, true) => value.saturating_add(1),
        (false, false) => value.saturating_sub(1),
    }
}

fn op_table(out: &mut Vec<(String, String)>, prefix: &str, t: &OpTable) {
    out.push((format!("{prefix}default"), "default".into()));
    for (op, costs) in t.columns() {
        for (col, _) in costs.entries() {
            let label = format!("{}.{col}", op.name());
            out.push((format!("{prefix}{label}"), label));
        }
    }
}

/// (table, [(path, label)]) for every entry of `t`, in TOML order.
pub fn paths(t: &TargetDesc) -> Vec<(&'static str, Vec<(String, String)>)> {
    let fields = |table: &str, names: &[&str]| -> Vec<(String, String)> {
        names
            .iter()
            .map(|f| (format!("{table}.{f}"), f.to_string()))
            .collect()
    };
    let mut arith = Vec::new();
    op_table(&mut arith, "arith.", &t.arith.table);
    let mut shuffle = fields("shuffle", &ShuffleKind::ALL.map(|k| k.name()));
    for o in &t.shuffle.overrides {
        let mask: Vec<String> = o.mask.iter().map(|m| m.to_string()).collect();
        shuffle.push((
            format!("shuffle.override.{}.{}", o.elem_bits, mask.join(",")),
            format!("<{} x i{}> [{}]", o.mask.len(), o.elem_bits, mask.join(",")),
        ));
    }
    let mut scalar = fields("scalar", lanes::target::ScalarCosts::FIELDS);
    let mut ops = Vec::new();
    op_table(&mut ops, "scalar.ops.", &t.scalar.ops);
    scalar.extend(ops.into_iter().map(|(p, l)| (p, format!("ops.{l}"))));
    let mut reduction = Vec::new();
    op_table(&mut reduction, "reduction.", &t.reduction.table);
    vec![
        (
            "vector",
            fields("vector", lanes::target::VectorFacts::FIELDS),
        ),
        ("arith", arith),
        (
            "memory",
            fields("memory", lanes::target::MemoryCosts::FIELDS),
        ),
        ("shuffle", shuffle),
        ("scalar", scalar),
        ("reduction", reduction),
        ("genx", fields("genx", lanes::target::GenxFacts::FIELDS)),
    ]
}

/// The pane's rows for `current`, comparing with `base`.
pub fn items(current: &TargetDesc, base: &TargetDesc) -> Vec<Item> {
    let mut out = Vec::new();
    for (table, entries) in paths(current) {
        out.push(Item::Header(format!("[{table}]")));
        for (path, label) in entries {
            let Ok(value) = current.get(&path) else {
                continue;
            };
            out.push(Item::Entry(Entry {
                base: base.get(&path).ok(),
                path,
                label,
                value,
            }));
        }
    }
    out
}

/// Where targets come from: the built-ins, then a `--target` file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    Builtin(&'static str),
    File(String),
}

impl Source {
    pub fn load(&self) -> Result<TargetDesc, String> {
        match self {
            Source::Builtin(n) => {
                lanes::target::builtin(n).ok_or_else(|| format!("no built-in target {n}"))
            }
            Source::File(p) => lanes::target::load(p).map_err(|e| e.to_string()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_entry_reads_back_and_sets() {
        for name in lanes::target::builtin_names() {
            let t = lanes::target::builtin(name).unwrap();
            let items = items(&t, &t);
            let n = items.iter().filter(|i| matches!(i, Item::Entry(_))).count();
            let all: usize = paths(&t).iter().map(|(_, e)| e.len()).sum();
            assert_eq!(n, all, "{name}: every path reads back");
            for i in &items {
                if let Item::Entry(e) = i {
                    assert!(!e.edited());
                    let mut t2 = t.clone();
                    t2.set(&e.path, e.value)
                        .unwrap_or_else(|err| panic!("{}: {err}", e.path));
                    assert_eq!(t2, t, "{name}: setting {} to its value is a no-op", e.path);
                }
            }
        }
    }

    #[test]
    fn powers_of_two_double_and_halve() {
        assert_eq!(step("vector.max_vf", 16, true), 32);
        assert_eq!(step("vector.max_vf", 1, false), 1);
        assert_eq!(step("arith.fdiv.f64", 28, true), 29);
        assert_eq!(step("arith.fdiv.f64", 0, false), 0);
    }
}
