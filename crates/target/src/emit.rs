//! The TOML writer behind [`TargetDesc::to_toml`](crate::TargetDesc::to_toml):
//! a fixed layout with one line per opcode row and per mask override, so
//! that a saved table reads like the hand-written built-ins.

use std::fmt::Write;

use crate::TargetDesc;
use crate::tables::OpTable;

fn string(s: &str) -> String {
    toml::Value::String(s.to_string()).to_string()
}

fn fields(out: &mut String, header: &str, fields: &[&str], get: impl Fn(&str) -> Option<u32>) {
    let _ = writeln!(out, "\n[{header}]");
    for f in fields {
        if let Some(v) = get(f) {
            let _ = writeln!(out, "{f} = {v}");
        }
    }
}

fn op_table(out: &mut String, header: &str, table: &OpTable) {
    let _ = writeln!(out, "\n[{header}]");
    let _ = writeln!(out, "default = {}", table.default);
    for (op, costs) in table.columns() {
        let cols: Vec<String> = costs
            .entries()
            .iter()
            .map(|(k, v)| format!("{k} = {v}"))
            .collect();
        let _ = writeln!(out, "{} = {{ {} }}", op.name(), cols.join(", "));
    }
}

pub(crate) fn to_toml(t: &TargetDesc) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "name = {}", string(&t.name));
    if !t.description.is_empty() {
        let _ = writeln!(out, "description = {}", string(&t.description));
    }
    fields(&mut out, "vector", crate::VectorFacts::FIELDS, |f| {
        t.vector.field(f)
    });
    if !t.vector.scalarized.is_empty() {
        let names: Vec<String> = t
            .vector
            .scalarized
            .iter()
            .map(|o| string(o.name()))
            .collect();
        let _ = writeln!(out, "scalarized = [{}]", names.join(", "));
    }
    if let Some(isa) = t.vector.isa {
        let _ = writeln!(out, "isa = {}", string(isa.name()));
    }
    op_table(&mut out, "arith", &t.arith.table);
    fields(&mut out, "memory", crate::MemoryCosts::FIELDS, |f| {
        t.memory.field(f)
    });

    let _ = writeln!(out, "\n[shuffle]");
    for kind in crate::ShuffleKind::ALL {
        let _ = writeln!(out, "{} = {}", kind.name(), t.shuffle.kind_cost(kind));
    }
    if !t.shuffle.overrides.is_empty() {
        let _ = writeln!(out, "overrides = [");
        for o in &t.shuffle.overrides {
            let mask: Vec<String> = o.mask.iter().map(|e| e.to_string()).collect();
            let _ = writeln!(
                out,
                "  {{ mask = [{}], elem_bits = {}, cost = {} }},",
                mask.join(", "),
                o.elem_bits,
                o.cost
            );
        }
        let _ = writeln!(out, "]");
    }

    fields(&mut out, "scalar", crate::ScalarCosts::FIELDS, |f| {
        t.scalar.field(f)
    });
    op_table(&mut out, "scalar.ops", &t.scalar.ops);
    op_table(&mut out, "reduction", &t.reduction.table);
    fields(&mut out, "genx", crate::GenxFacts::FIELDS, |f| {
        t.genx.field(f)
    });
    out
}
