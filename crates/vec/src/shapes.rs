//! The result of `shapes(loop, VF, layout)` and its dump in the seed's format.

use std::fmt::Write as _;
use std::sync::Arc;

use lanes_ir::{InstId, Value};

use crate::cx::LoopCtx;
use crate::da::{DaResult, Layout};
use crate::print::seed_inst;
use crate::shape::Shape;

/// The shape of one value of the loop.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ValueShape<'a> {
    pub inst: InstId,
    pub name: &'a str,
    pub shape: Shape,
    /// The instruction in the dump's compact form.
    pub text: &'a str,
}

/// A value of the loop as the dump names and prints it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ValueText {
    pub name: Box<str>,
    pub text: Box<str>,
}

/// The loop's values with a result (the ones [`Shapes`] lists), in
/// program order, by instruction. The same at every VF: made once per
/// loop ([`loop_values`]) and shared by the shapes of each VF.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct LoopValues {
    pub insts: Box<[InstId]>,
    /// Positions in `insts` sorted by instruction: a lookup is a
    /// binary search over 4 bytes per value (a hash map took 20).
    by_inst: Box<[u32]>,
}

/// The loop's values, in program order.
pub fn loop_values(cx: &LoopCtx) -> LoopValues {
    let f = cx.func;
    let insts: Box<[InstId]> = cx
        .insts()
        .filter(|&i| !f.insts[i].ty.is_void() && f.insts[i].name.is_some())
        .collect();
    let mut by_inst: Box<[u32]> = (0..insts.len() as u32).collect();
    by_inst.sort_unstable_by_key(|&k| insts[k as usize]);
    LoopValues { insts, by_inst }
}

/// The shape of every value of the loop at one VF: one [`Shape`] per value
/// of the loop's shared [`LoopValues`]. Their names and printed forms are
/// made only for a shown result ([`Shapes::with_texts`]): the analyses read
/// the shapes by instruction. Read as a list of [`ValueShape`]s.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct ValueShapes {
    values: Arc<LoopValues>,
    shapes: Box<[Shape]>,
    /// One per value once printed; empty in the memoized result.
    texts: Box<[ValueText]>,
}

impl ValueShapes {
    /// The values in program order (empty names and texts unless printed).
    pub fn iter(&self) -> ValueShapesIter<'_> {
        ValueShapesIter {
            insts: self.values.insts.iter(),
            shapes: self.shapes.iter(),
            texts: self.texts.iter(),
        }
    }
    pub fn len(&self) -> usize {
        self.shapes.len()
    }
    pub fn is_empty(&self) -> bool {
        self.shapes.is_empty()
    }
    /// The shape of the value of instruction `inst`, if it is one.
    fn of(&self, inst: InstId) -> Option<Shape> {
        let v = &self.values;
        let at = v
            .by_inst
            .binary_search_by_key(&inst, |&k| v.insts[k as usize])
            .ok()?;
        self.shapes.get(v.by_inst[at] as usize).copied()
    }
}

impl<'a> IntoIterator for &'a ValueShapes {
    type Item = ValueShape<'a>;
    type IntoIter = ValueShapesIter<'a>;
    fn into_iter(self) -> ValueShapesIter<'a> {
        self.iter()
    }
}

/// The values of a [`ValueShapes`] in program order.
pub struct ValueShapesIter<'a> {
    insts: std::slice::Iter<'a, InstId>,
    shapes: std::slice::Iter<'a, Shape>,
    texts: std::slice::Iter<'a, ValueText>,
}

impl<'a> Iterator for ValueShapesIter<'a> {
    type Item = ValueShape<'a>;
    fn next(&mut self) -> Option<ValueShape<'a>> {
        let (&inst, &shape) = (self.insts.next()?, self.shapes.next()?);
        let t = self.texts.next();
        Some(ValueShape {
            inst,
            name: t.map_or("", |t| &t.name),
            shape,
            text: t.map_or("", |t| &t.text),
        })
    }
}

/// Uniformity of one conditional branch at this VF.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BranchShape {
    pub block: String,
    pub uniform: bool,
}

/// Result of `shapes(loop, VF, layout)`.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Shapes {
    pub header: String,
    pub vf: u32,
    /// The layout chosen for each private.
    pub privates: Vec<(String, Layout)>,
    /// Every value of the loop in program order.
    pub values: ValueShapes,
    pub branches: Vec<BranchShape>,
    /// Inner loops exited on a non-uniform condition.
    pub divergent_loops: Vec<String>,
    pub notes: Vec<String>,
    /// Private-derived pointers computed outside the loop (per-lane too),
    /// by instruction.
    pub hoisted: Vec<(InstId, Shape)>,
}

impl Shapes {
    /// `values` is [`loop_values`] of the same loop.
    pub fn build(
        cx: &LoopCtx,
        vf: u32,
        privates: Vec<(String, Layout)>,
        res: &DaResult,
        values: &Arc<LoopValues>,
    ) -> Shapes {
        let f = cx.func;
        let values = ValueShapes {
            values: values.clone(),
            shapes: values
                .insts
                .iter()
                .map(|&i| res.shapes.get(&i).copied().unwrap_or(Shape::Undef))
                .collect(),
            texts: Box::default(),
        };
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
        let mut hoisted: Vec<(InstId, Shape)> = res
            .shapes
            .iter()
            .filter(|(i, _)| !cx.contains_block(f.insts[**i].block))
            .map(|(&i, s)| (i, *s))
            .collect();
        hoisted.sort_unstable_by_key(|x| x.0);
        let mut notes = Vec::new();
        if !res.converged {
            notes.push("the analysis did not converge: every value is Random".to_string());
        }
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
            hoisted,
        }
    }

    /// The shapes with every value's name and printed form, for a dump
    /// (`cx` is the loop they were built for).
    pub fn with_texts(mut self, cx: &LoopCtx) -> Shapes {
        let f = cx.func;
        self.values.texts = self
            .values
            .values
            .insts
            .iter()
            .map(|&i| ValueText {
                name: f.value_name(&Value::Inst(i)).into(),
                text: seed_inst(f, i).into(),
            })
            .collect();
        self
    }

    /// `Uniform: [Shape: Uniform] i32 %x = load i32* %p`, one line per value
    /// (of a printed result: [`Shapes::with_texts`]).
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
        let Some(i) = v.as_inst() else {
            return Shape::Uniform;
        };
        self.values
            .of(i)
            .or_else(|| {
                let at = self.hoisted.binary_search_by_key(&i, |x| x.0).ok()?;
                Some(self.hoisted[at].1)
            })
            .unwrap_or(Shape::Uniform)
    }

    /// The shape of the value named `name` (of a printed result).
    pub fn get(&self, name: &str) -> Option<Shape> {
        self.values.iter().find(|v| v.name == name).map(|v| v.shape)
    }
}
