//! The result of `shapes(loop, VF, layout)` and its dump in the seed's format.

use std::fmt::Write as _;
use std::sync::Arc;

use lanes_ir::Value;

use crate::cx::{LoopCtx, inst_index};
use crate::da::{DaResult, Layout};
use crate::print::seed_inst;
use crate::shape::Shape;

/// The shape of one value of the loop.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize)]
pub struct ValueShape {
    #[serde(skip)]
    pub inst: u32,
    pub name: Arc<str>,
    pub shape: Shape,
    /// The instruction in the dump's compact form.
    pub text: Arc<str>,
}

/// A value of the loop as the dump names and prints it. The same at every
/// VF: made once per loop ([`value_texts`]) and shared by the shapes of
/// each VF, which would otherwise hold a copy of the loop's text per VF.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ValueText {
    pub inst: u32,
    pub name: Arc<str>,
    pub text: Arc<str>,
}

/// The loop's values with a result (the ones [`Shapes`] lists), in program order.
pub fn value_texts(cx: &LoopCtx) -> Vec<ValueText> {
    let f = cx.func;
    cx.insts()
        .filter(|&i| !f.insts[i].ty.is_void() && f.insts[i].name.is_some())
        .map(|i| ValueText {
            inst: inst_index(i),
            name: f.value_name(&Value::Inst(i)).into(),
            text: seed_inst(f, i).into(),
        })
        .collect()
}

/// Uniformity of one conditional branch at this VF.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize)]
pub struct BranchShape {
    pub block: String,
    pub uniform: bool,
}

/// Result of `shapes(loop, VF, layout)`.
#[derive(Clone, PartialEq, Eq, Debug, Default, serde::Serialize)]
pub struct Shapes {
    pub header: String,
    pub vf: u32,
    /// The layout chosen for each private.
    pub privates: Vec<(String, Layout)>,
    /// Every value of the loop in program order.
    pub values: Vec<ValueShape>,
    pub branches: Vec<BranchShape>,
    /// Inner loops exited on a non-uniform condition.
    pub divergent_loops: Vec<String>,
    pub notes: Vec<String>,
    /// Private-derived pointers computed outside the loop (per-lane too).
    #[serde(skip)]
    pub hoisted: Vec<(u32, Shape)>,
    /// Instruction index → position in `values`: lookups are constant time.
    #[serde(skip)]
    index: rustc_hash::FxHashMap<u32, u32>,
}

impl Shapes {
    /// `texts` is [`value_texts`] of the same loop.
    pub fn build(
        cx: &LoopCtx,
        vf: u32,
        privates: Vec<(String, Layout)>,
        res: &DaResult,
        texts: &[ValueText],
    ) -> Shapes {
        let f = cx.func;
        let values: Vec<ValueShape> = texts
            .iter()
            .map(|t| ValueShape {
                inst: t.inst,
                name: t.name.clone(),
                shape: res
                    .shapes
                    .get(crate::cx::inst_from_index(t.inst))
                    .copied()
                    .unwrap_or(Shape::Undef),
                text: t.text.clone(),
            })
            .collect();
        let mut branches = Vec::new();
        for &b in &cx.data().blocks {
            let Some(t) = f.terminator(b) else { continue };
            let term = &f.insts[t];
            let conditional = (term.opcode == lanes_ir::Opcode::Br && term.operands.len() == 1)
                || term.opcode == lanes_ir::Opcode::Switch;
            if conditional {
                branches.push(BranchShape {
                    block: f.blocks[b].name.to_string(),
                    uniform: !res.divergent_branches.contains(&b)
                        && res.shape(&term.operands[0]).is_uniform(),
                });
            }
        }
        let hoisted = res
            .shapes
            .iter()
            .filter(|(i, _)| !cx.contains_block(f.insts[*i].block))
            .map(|(i, s)| (inst_index(i), *s))
            .collect();
        let mut notes = Vec::new();
        if !res.converged {
            notes.push("the analysis did not converge: every value is Random".to_string());
        }
        let index = values
            .iter()
            .enumerate()
            .map(|(k, v): (usize, &ValueShape)| (v.inst, k as u32))
            .collect();
        Shapes {
            header: cx.data().header_name.to_string(),
            vf,
            privates,
            values,
            branches,
            divergent_loops: res
                .divergent_loops
                .iter()
                .map(|l| cx.forest.loops[*l].header_name.to_string())
                .collect(),
            notes,
            index,
            hoisted,
        }
    }

    /// `Uniform: [Shape: Uniform] i32 %x = load i32* %p`, one line per value.
    pub fn dump(&self) -> String {
        let mut out = String::new();
        for v in &self.values {
            let _ = writeln!(
                out,
                "{}: [{}] {}",
                v.shape.divergence_word(),
                v.shape,
                v.text
            );
        }
        out
    }

    /// Shape of an operand (`Uniform` for values defined outside the loop).
    pub fn shape(&self, v: &Value) -> Shape {
        let Some(i) = v.as_inst().map(inst_index) else {
            return Shape::Uniform;
        };
        self.index
            .get(&i)
            .map(|&k| self.values[k as usize].shape)
            .or_else(|| self.hoisted.iter().find(|x| x.0 == i).map(|x| x.1))
            .unwrap_or(Shape::Uniform)
    }

    pub fn get(&self, name: &str) -> Option<Shape> {
        self.values
            .iter()
            .find(|v| &*v.name == name)
            .map(|v| v.shape)
    }
}
