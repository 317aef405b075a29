//! The affine form `c0 + Σ ci·t_i` and its arithmetic; `mod.rs` builds
//! the forms of a function's values.

use std::fmt;

use lanes_ir::{Function, InstId, Name, Value};

use crate::loops::{LoopForest, LoopIdx};

/// A term of an affine form.
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Term {
    /// The iteration number of a loop.
    Iter(LoopIdx),
    /// The (non-affine) result of an instruction.
    Inst(InstId),
    /// A formal parameter.
    Arg(u32),
    /// The address of a global.
    Global(Name),
    /// An `undef` scalar: one unknown value (SCEV's `SCEVUnknown(undef)`),
    /// so that addresses based on it still have a stride.
    Undef,
}

/// `constant + Σ coeff·term`, terms sorted and with non-zero coefficients.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Affine {
    pub constant: i128,
    pub terms: Vec<(Term, i128)>,
}

impl Affine {
    pub fn constant(c: i128) -> Affine {
        Affine {
            constant: c,
            terms: Vec::new(),
        }
    }
    pub fn term(t: Term) -> Affine {
        Affine {
            constant: 0,
            terms: vec![(t, 1)],
        }
    }
    pub fn as_constant(&self) -> Option<i128> {
        self.terms.is_empty().then_some(self.constant)
    }
    pub fn coeff(&self, t: &Term) -> i128 {
        self.terms
            .iter()
            .find(|(x, _)| x == t)
            .map_or(0, |(_, c)| *c)
    }
    pub fn add(&self, other: &Affine) -> Affine {
        self.add_scaled(other, 1)
    }
    pub fn sub(&self, other: &Affine) -> Affine {
        self.add_scaled(other, -1)
    }
    /// `self + k·other`, or `None` on overflow.
    pub fn add_scaled(&self, other: &Affine, k: i128) -> Affine {
        let mut terms = self.terms.clone();
        for (t, c) in &other.terms {
            let c = c.saturating_mul(k);
            match terms.binary_search_by(|(x, _)| x.cmp(t)) {
                Ok(i) => {
                    terms[i].1 = terms[i].1.saturating_add(c);
                    if terms[i].1 == 0 {
                        terms.remove(i);
                    }
                }
                Err(i) => terms.insert(i, (t.clone(), c)),
            }
        }
        Affine {
            constant: self
                .constant
                .saturating_add(other.constant.saturating_mul(k)),
            terms,
        }
    }
    pub fn scale(&self, k: i128) -> Affine {
        if k == 0 {
            return Affine::constant(0);
        }
        Affine {
            constant: self.constant.saturating_mul(k),
            terms: self
                .terms
                .iter()
                .map(|(t, c)| (t.clone(), c.saturating_mul(k)))
                .collect(),
        }
    }
    /// The form with the `Iter(l)` term removed (the value in iteration 0 of `l`).
    pub fn without(&self, t: &Term) -> Affine {
        Affine {
            constant: self.constant,
            terms: self.terms.iter().filter(|(x, _)| x != t).cloned().collect(),
        }
    }
    /// Greatest power of two dividing every coefficient and the constant
    /// (the known trailing zero bits), capped at 2^64.
    pub(super) fn known_alignment(&self) -> u32 {
        let tz = |v: i128| {
            if v == 0 {
                64
            } else {
                v.trailing_zeros().min(64)
            }
        };
        self.terms
            .iter()
            .map(|(_, c)| tz(*c))
            .fold(tz(self.constant), u32::min)
    }

    /// Renders the form with names from the function and loop forest.
    pub fn display<'a>(&'a self, func: &'a Function, forest: &'a LoopForest) -> AffineDisplay<'a> {
        AffineDisplay {
            form: self,
            func,
            forest,
        }
    }
}

pub struct AffineDisplay<'a> {
    form: &'a Affine,
    func: &'a Function,
    forest: &'a LoopForest,
}

impl fmt::Display for AffineDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        if self.form.constant != 0 || self.form.terms.is_empty() {
            write!(f, "{}", self.form.constant)?;
            first = false;
        }
        for (t, c) in &self.form.terms {
            let name = match t {
                Term::Iter(l) => format!("{{{}}}", self.forest.loops[*l].header_name),
                Term::Inst(i) => self.func.value_name(&Value::Inst(*i)),
                Term::Arg(a) => self.func.value_name(&Value::Arg(*a)),
                Term::Global(g) => format!("@{g}"),
                Term::Undef => "undef".to_string(),
            };
            let (sign, mag) = if *c < 0 { ("-", -c) } else { ("+", *c) };
            if first {
                if *c < 0 {
                    f.write_str("-")?;
                }
            } else {
                write!(f, " {sign} ")?;
            }
            if mag == 1 {
                write!(f, "{name}")?;
            } else {
                write!(f, "{mag}*{name}")?;
            }
            first = false;
        }
        Ok(())
    }
}
