//! Live editing of single cost-table entries by dotted key path
//! (`arith.fdiv.f64`, `memory.gather_per_lane`, `shuffle.two_source_permute`).

use std::fmt;

use crate::TargetDesc;
use crate::error::Error;
use crate::kinds::{parse_row, row_keys};
use crate::shuffle::{ShuffleCosts, ShuffleKind};
use crate::tables::{
    ArithCosts, GenxFacts, MemoryCosts, OpCosts, OpTable, ReductionCosts, ScalarCosts, VectorFacts,
    quoted_list,
};

/// One table of a [`TargetDesc`]; [`TargetDesc::set`] returns the one it
/// changed so that the caller updates only that input.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TableId {
    Vector,
    Arith,
    Memory,
    Shuffle,
    Scalar,
    Reduction,
    Genx,
}

impl TableId {
    pub const ALL: [TableId; 7] = [
        TableId::Vector,
        TableId::Arith,
        TableId::Memory,
        TableId::Shuffle,
        TableId::Scalar,
        TableId::Reduction,
        TableId::Genx,
    ];
    const NAMES: [&'static str; 7] = [
        "vector",
        "arith",
        "memory",
        "shuffle",
        "scalar",
        "reduction",
        "genx",
    ];

    pub fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }

    pub fn parse(s: &str) -> Option<TableId> {
        TableId::ALL.into_iter().find(|t| t.name() == s)
    }

    /// The table of a dotted path and the key within it
    /// (`arith.fdiv.f64` is `Arith` and `fdiv.f64`); an error names the
    /// tables when the first word is none of them.
    pub fn split(path: &str) -> Result<(TableId, &str), Error> {
        let (table, key) = path.split_once('.').unwrap_or((path, ""));
        Ok((table_id(table)?, key))
    }

    /// [`parse`](Self::parse), with an error naming the tables.
    pub fn named(table: &str) -> Result<TableId, Error> {
        table_id(table)
    }
}

impl fmt::Display for TableId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

fn unknown_key(key: &str, expected: &[&str]) -> Error {
    Error::msg(format!(
        "unknown key `{key}`, expected one of {}",
        quoted_list(expected.iter().copied())
    ))
}

/// Refuses a value outside the entry's range ([`crate::limits`]).
fn check_limit(path: &str, value: u32) -> Result<(), Error> {
    let limit = crate::limits::limit(path);
    if limit.contains(value) {
        Ok(())
    } else {
        Err(Error::msg(format!("`{path}` must be {limit}, not {value}")))
    }
}

impl TargetDesc {
    /// Sets one entry by dotted path (`arith.fdiv.f64`,
    /// `memory.gather_per_lane`, `shuffle.two_source_permute`,
    /// `shuffle.override.64.0,1,4,5`, `scalar.ops.sdiv.i64`,
    /// `vector.max_vf`, `genx.grf_bytes`) and returns the table it changed.
    pub fn set(&mut self, path: &str, value: u32) -> Result<TableId, Error> {
        let (table, key) = self.split(path)?;
        check_limit(path, value)?;
        match table {
            TableId::Vector => self.vector.set(key, value),
            TableId::Arith => self.arith.set(key, value),
            TableId::Memory => self.memory.set(key, value),
            TableId::Shuffle => self.shuffle.set(key, value),
            TableId::Scalar => self.scalar.set(key, value),
            TableId::Reduction => self.reduction.set(key, value),
            TableId::Genx => self.genx.set(key, value),
        }
        .map_err(|e| qualify(e, table))?;
        Ok(table)
    }

    /// Sets one entry of `table` (the two-argument form of
    /// [`TargetDesc::set`]: `set_in("arith", "fdiv.f64", 30)`).
    /// A `table` that is not a table's name (`memory.x`) is an unknown
    /// table, never part of a key.
    pub fn set_in(&mut self, table: &str, key: &str, value: u32) -> Result<TableId, Error> {
        table_id(table)?;
        self.set(&format!("{table}.{key}"), value)
    }

    /// The effective value of an entry (after defaults) by dotted path.
    pub fn get(&self, path: &str) -> Result<u32, Error> {
        let (table, key) = self.split(path)?;
        match table {
            TableId::Vector => self.vector.get(key),
            TableId::Arith => self.arith.get(key),
            TableId::Memory => self.memory.get(key),
            TableId::Shuffle => self.shuffle.get(key),
            TableId::Scalar => self.scalar.get(key),
            TableId::Reduction => self.reduction.get(key),
            TableId::Genx => self.genx.get(key),
        }
        .map_err(|e| qualify(e, table))
    }

    /// Removes an optional entry (an opcode column or a mask override) so
    /// that the fallback applies again.
    pub fn unset(&mut self, path: &str) -> Result<TableId, Error> {
        let (table, key) = self.split(path)?;
        let res = match table {
            TableId::Arith => self.arith.table.unset(key),
            TableId::Reduction => self.reduction.table.unset(key),
            TableId::Scalar => match key.strip_prefix("ops.") {
                Some(k) => self.scalar.ops.unset(k),
                None => Err(Error::msg(format!(
                    "`{key}` is required and cannot be removed"
                ))),
            },
            TableId::Shuffle => match key.strip_prefix("override.") {
                Some(k) => {
                    let (bits, mask) = parse_override_key(k)?;
                    self.shuffle.set_override(bits, &mask, None);
                    Ok(())
                }
                None => Err(Error::msg(format!(
                    "`{key}` is required and cannot be removed"
                ))),
            },
            _ => Err(Error::msg(format!(
                "`{key}` is required and cannot be removed"
            ))),
        };
        res.map_err(|e| qualify(e, table))?;
        Ok(table)
    }

    fn split<'p>(&self, path: &'p str) -> Result<(TableId, &'p str), Error> {
        TableId::split(path)
    }
}

fn table_id(table: &str) -> Result<TableId, Error> {
    TableId::parse(table).ok_or_else(|| {
        Error::msg(format!(
            "unknown table `{table}`, expected one of {}",
            quoted_list(TableId::NAMES)
        ))
    })
}

/// Prefixes the table name to the key in an error message.
fn qualify(mut e: Error, table: TableId) -> Error {
    e.message = e.message.replacen("key `", &format!("key `{table}."), 1);
    e
}

impl VectorFacts {
    pub fn set(&mut self, key: &str, value: u32) -> Result<(), Error> {
        if Self::FIELDS.contains(&key) {
            check_limit(&format!("vector.{key}"), value)?;
        }
        *self
            .field_mut(key)
            .ok_or_else(|| unknown_key(key, Self::FIELDS))? = value;
        Ok(())
    }

    pub fn get(&self, key: &str) -> Result<u32, Error> {
        self.field(key)
            .ok_or_else(|| unknown_key(key, Self::FIELDS))
    }
}

impl MemoryCosts {
    pub fn set(&mut self, key: &str, value: u32) -> Result<(), Error> {
        if Self::FIELDS.contains(&key) {
            check_limit(&format!("memory.{key}"), value)?;
        }
        *self
            .field_mut(key)
            .ok_or_else(|| unknown_key(key, Self::FIELDS))? = value;
        Ok(())
    }

    pub fn get(&self, key: &str) -> Result<u32, Error> {
        self.field(key)
            .ok_or_else(|| unknown_key(key, Self::FIELDS))
    }
}

impl GenxFacts {
    pub fn set(&mut self, key: &str, value: u32) -> Result<(), Error> {
        if Self::FIELDS.contains(&key) {
            check_limit(&format!("genx.{key}"), value)?;
        }
        *self
            .field_mut(key)
            .ok_or_else(|| unknown_key(key, Self::FIELDS))? = value;
        Ok(())
    }

    pub fn get(&self, key: &str) -> Result<u32, Error> {
        self.field(key)
            .ok_or_else(|| unknown_key(key, Self::FIELDS))
    }
}

const SCALAR_KEYS: &[&str] = &[
    "insert_element",
    "extract_element",
    "branch",
    "subvector_bits",
    "subvector_move",
    "ops.<opcode>[.<kind>]",
];

impl ScalarCosts {
    /// Sets `insert_element`, `extract_element`, `branch` or a scalar op
    /// cost `ops.<opcode>[.<kind>]`.
    pub fn set(&mut self, key: &str, value: u32) -> Result<(), Error> {
        if let Some(k) = key.strip_prefix("ops.") {
            return self.ops.set(k, value);
        }
        check_limit(&format!("scalar.{key}"), value)?;
        *self
            .field_mut(key)
            .ok_or_else(|| unknown_key(key, SCALAR_KEYS))? = value;
        Ok(())
    }

    pub fn get(&self, key: &str) -> Result<u32, Error> {
        if let Some(k) = key.strip_prefix("ops.") {
            return self.ops.lookup(k);
        }
        self.field(key).ok_or_else(|| unknown_key(key, SCALAR_KEYS))
    }
}

impl ArithCosts {
    /// Sets `default`, `<opcode>` (the opcode's default) or `<opcode>.<kind>`.
    pub fn set(&mut self, key: &str, value: u32) -> Result<(), Error> {
        self.table.set(key, value)
    }

    pub fn get(&self, key: &str) -> Result<u32, Error> {
        self.table.lookup(key)
    }
}

impl ReductionCosts {
    /// Sets `default`, `<opcode>` or `<opcode>.<kind>` step costs.
    pub fn set(&mut self, key: &str, value: u32) -> Result<(), Error> {
        self.table.set(key, value)
    }

    pub fn get(&self, key: &str) -> Result<u32, Error> {
        self.table.lookup(key)
    }
}

const OP_TABLE_KEYS: &[&str] = &["default", "<opcode>", "<opcode>.<kind>"];

impl OpTable {
    fn slot(&mut self, key: &str) -> Result<Option<&mut Option<u32>>, Error> {
        if key == "default" {
            return Ok(None);
        }
        let (op, col) = key.split_once('.').unwrap_or((key, "default"));
        let op = parse_row(op).ok_or_else(|| {
            Error::msg(format!(
                "unknown key `{key}`: `{op}` is not an opcode; expected one of {}",
                quoted_list(row_keys())
            ))
        })?;
        if !OpCosts::KEYS.contains(&col) {
            return Err(unknown_key(key, OpCosts::KEYS));
        }
        let costs = self.ops.entry(op).or_default();
        Ok(costs.slot_mut(col))
    }

    /// Sets `default`, `<opcode>` (the opcode's default) or `<opcode>.<kind>`.
    pub fn set(&mut self, key: &str, value: u32) -> Result<(), Error> {
        check_limit(key, value)?;
        match self.slot(key)? {
            Some(slot) => *slot = Some(value),
            None => self.default = value,
        }
        Ok(())
    }

    /// Removes `<opcode>` (the whole row) or `<opcode>.<kind>`.
    pub fn unset(&mut self, key: &str) -> Result<(), Error> {
        if key == "default" {
            return Err(Error::msg("`default` is required and cannot be removed"));
        }
        if !key.contains('.') {
            let op = parse_row(key).ok_or_else(|| unknown_key(key, OP_TABLE_KEYS))?;
            self.ops.remove(&op);
            return Ok(());
        }
        if let Some(slot) = self.slot(key)? {
            *slot = None;
        }
        self.ops.retain(|_, c| *c != OpCosts::default());
        Ok(())
    }

    /// The effective cost for `default`, `<opcode>` or `<opcode>.<kind>`.
    pub fn lookup(&self, key: &str) -> Result<u32, Error> {
        if key == "default" {
            return Ok(self.default);
        }
        let (op, col) = key.split_once('.').unwrap_or((key, "default"));
        let op = parse_row(op).ok_or_else(|| unknown_key(key, OP_TABLE_KEYS))?;
        let costs = self.ops.get(&op);
        if col == "default" {
            return Ok(costs.and_then(|c| c.default).unwrap_or(self.default));
        }
        let kind = crate::ScalarKind::parse(col)
            .filter(|k| k.name() == col)
            .ok_or_else(|| unknown_key(key, OpCosts::KEYS))?;
        Ok(self.get(op, kind))
    }
}

fn parse_override_key(key: &str) -> Result<(u32, Vec<i32>), Error> {
    let bad = || {
        Error::msg(format!(
            "bad override key `override.{key}`, expected `override.<elem_bits>.<mask>` as in `override.64.0,1,4,5`"
        ))
    };
    let (bits, mask) = key.split_once('.').ok_or_else(bad)?;
    let bits: u32 = bits.parse().map_err(|_| bad())?;
    let mask = mask
        .split(',')
        .map(|e| match e.trim() {
            "u" | "undef" | "poison" => Ok(-1),
            e => e.parse::<i32>().map_err(|_| bad()),
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok((bits, mask))
}

impl ShuffleCosts {
    /// Sets a kind cost (`two_source_permute`) or an exact-mask override
    /// (`override.<elem_bits>.<m0>,<m1>,...`, `-1` or `u` for undef lanes).
    pub fn set(&mut self, key: &str, value: u32) -> Result<(), Error> {
        check_limit(&format!("shuffle.{key}"), value)?;
        if let Some(k) = key.strip_prefix("override.") {
            let (bits, mask) = parse_override_key(k)?;
            self.set_override(bits, &mask, Some(value));
            return Ok(());
        }
        let kind = ShuffleKind::parse(key).ok_or_else(|| unknown_key(key, &shuffle_keys()))?;
        *self.kind_slot_mut(kind) = value;
        Ok(())
    }

    pub fn get(&self, key: &str) -> Result<u32, Error> {
        if let Some(k) = key.strip_prefix("override.") {
            let (bits, mask) = parse_override_key(k)?;
            return self
                .find_override(bits, &mask)
                .map(|o| o.cost)
                .ok_or_else(|| Error::msg(format!("no override `override.{k}`")));
        }
        let kind = ShuffleKind::parse(key).ok_or_else(|| unknown_key(key, &shuffle_keys()))?;
        Ok(*self.kind_slot(kind))
    }
}

fn shuffle_keys() -> Vec<&'static str> {
    let mut keys: Vec<_> = ShuffleKind::ALL.iter().map(|k| k.name()).collect();
    keys.push("override.<elem_bits>.<mask>");
    keys
}
