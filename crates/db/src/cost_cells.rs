//! Per-entry inputs of a target's cost tables, made at the first cost
//! edit of the target.
//!
//! A cost table is one field of `Target`, so an edit of one entry gives
//! every reader of the table the durability of an edited table: after the
//! next edit salsa deep-verifies the pricing of every loop that reads the
//! table, whether or not it reads the edited entry. The loops' price
//! projections read these cells instead, one input per opcode column (and
//! per table default, memory field and scalar field), so that after an
//! edit of `arith.mul.i32` the loops that price no `mul` keep the
//! durability of an unedited entry and are validated in constant time.
//! The tables stay the truth for every other reader; `update_target`
//! keeps the cells equal to them.

use lanes_ir::Operation;
use lanes_target::{OpCosts, OpTable, ROWS, TargetDesc, row_index};
use salsa::{Durability, Setter as _};

use crate::RootDatabase;

/// One cost entry that is a plain number (a table default, a memory or
/// scalar field).
#[salsa::input(debug)]
pub struct CostCell {
    #[returns(copy)]
    pub value: u32,
}

/// One opcode's column of an opcode table (`None`: the table has no
/// column for it, so its default applies).
#[salsa::input(debug)]
pub struct CostColumn {
    #[returns(ref)]
    pub value: Option<OpCosts>,
}

/// The cells of one opcode table: its default and a column per row (in
/// [`ROWS`] order).
#[derive(Debug)]
pub struct OpCells {
    pub default: CostCell,
    columns: Box<[CostColumn]>,
}

impl OpCells {
    /// The column of `op` (`None`: no table has a row for it).
    pub fn column(&self, op: Operation) -> Option<CostColumn> {
        row_index(op).map(|i| self.columns[i])
    }
}

/// Every cell of a target's priced tables (the shuffle table, which only
/// OptVLS reads, has none).
#[derive(Debug)]
pub struct CostCells {
    pub arith: OpCells,
    pub scalar_ops: OpCells,
    pub reduction: OpCells,
    /// By [`lanes_target::MemoryCosts::FIELDS`].
    memory: Box<[CostCell]>,
    /// By [`lanes_target::ScalarCosts::FIELDS`].
    scalar: Box<[CostCell]>,
}

impl CostCells {
    /// The memory field named `name` (a name of `MemoryCosts::FIELDS`).
    pub fn memory(&self, name: &str) -> CostCell {
        self.memory[field_index(lanes_target::MemoryCosts::FIELDS, name)]
    }

    /// The scalar field named `name` (a name of `ScalarCosts::FIELDS`).
    pub fn scalar(&self, name: &str) -> CostCell {
        self.scalar[field_index(lanes_target::ScalarCosts::FIELDS, name)]
    }
}

fn field_index(fields: &[&str], name: &str) -> usize {
    fields
        .iter()
        .position(|f| *f == name)
        .unwrap_or_else(|| panic!("no cost field named {name}"))
}

impl CostCells {
    /// The cells of `desc`'s priced tables; `durability(changed)` is a
    /// cell's durability, given whether it differs from `before`'s.
    pub(crate) fn new(
        db: &mut RootDatabase,
        desc: &TargetDesc,
        before: &TargetDesc,
        durability: impl Fn(bool) -> Durability + Copy,
    ) -> CostCells {
        let fields = |db: &mut RootDatabase,
                      names: &[&str],
                      now: &dyn Fn(&str) -> Option<u32>,
                      was: &dyn Fn(&str) -> Option<u32>| {
            names
                .iter()
                .map(|f| {
                    let v = now(f).unwrap_or(0);
                    CostCell::builder(v)
                        .durability(durability(Some(v) != was(f)))
                        .new(db)
                })
                .collect()
        };
        CostCells {
            arith: OpCells::new(db, &desc.arith.table, &before.arith.table, durability),
            scalar_ops: OpCells::new(db, &desc.scalar.ops, &before.scalar.ops, durability),
            reduction: OpCells::new(
                db,
                &desc.reduction.table,
                &before.reduction.table,
                durability,
            ),
            memory: fields(
                db,
                lanes_target::MemoryCosts::FIELDS,
                &|f| desc.memory.field(f),
                &|f| before.memory.field(f),
            ),
            scalar: fields(
                db,
                lanes_target::ScalarCosts::FIELDS,
                &|f| desc.scalar.field(f),
                &|f| before.scalar.field(f),
            ),
        }
    }

    /// Sets the cells whose value differs from `desc`'s, at durability `d`.
    pub(crate) fn sync(&self, db: &mut RootDatabase, desc: &TargetDesc, d: Durability) {
        self.arith.sync(db, &desc.arith.table, d);
        self.scalar_ops.sync(db, &desc.scalar.ops, d);
        self.reduction.sync(db, &desc.reduction.table, d);
        let fields = |db: &mut RootDatabase,
                      cells: &[CostCell],
                      names: &[&str],
                      now: &dyn Fn(&str) -> u32| {
            for (cell, f) in cells.iter().zip(names) {
                let v = now(f);
                if cell.value(db) != v {
                    cell.set_value(db).with_durability(d).to(v);
                }
            }
        };
        fields(db, &self.memory, lanes_target::MemoryCosts::FIELDS, &|f| {
            desc.memory.field(f).unwrap_or(0)
        });
        fields(db, &self.scalar, lanes_target::ScalarCosts::FIELDS, &|f| {
            desc.scalar.field(f).unwrap_or(0)
        });
    }
}

impl OpCells {
    fn new(
        db: &mut RootDatabase,
        table: &OpTable,
        before: &OpTable,
        durability: impl Fn(bool) -> Durability,
    ) -> OpCells {
        let default = CostCell::builder(table.default)
            .durability(durability(table.default != before.default))
            .new(db);
        let columns = ROWS
            .iter()
            .map(|op| {
                let col = table.column(*op).cloned();
                let changed = col.as_ref() != before.column(*op);
                CostColumn::builder(col)
                    .durability(durability(changed))
                    .new(db)
            })
            .collect();
        OpCells { default, columns }
    }

    fn sync(&self, db: &mut RootDatabase, table: &OpTable, d: Durability) {
        if self.default.value(db) != table.default {
            self.default
                .set_value(db)
                .with_durability(d)
                .to(table.default);
        }
        for (i, op) in ROWS.iter().enumerate() {
            let col = table.column(*op);
            if self.columns[i].value(db).as_ref() != col {
                self.columns[i]
                    .set_value(db)
                    .with_durability(d)
                    .to(col.cloned());
            }
        }
    }
}
