//! The cost of the run-time checks LLVM 22 weighs before a vector loop
//! (`GeneratedRTChecks::getCost` in `LoopVectorize.cpp`, `llvmorg-22.1.8`):
//! the target's price of every instruction of the blocks it expands them
//! into (`vector.scevcheck`, `vector.memcheck`), but their terminators.
//!
//! The memory checks (`RuntimePointerChecking`, expanded by
//! `addDiffRuntimeChecks` or `addRuntimeChecks` in `LoopUtils.cpp`) are
//! modelled on the expansions SCEVExpander makes of the checks' bounds:
//! a pointer plus an integer offset is a `getelementptr i8` (free: a legal
//! X86 address), the offset one `shl`/`mul` per term scaled by other than
//! ±1 (each expanded once, SCEVExpander reuses it), one `add`/`sub` per
//! further term and one for a constant beside them; `ptrtoint` and
//! `freeze` are free; a global's address plus a constant is a constant.

use lanes_db::affine::{Affine, Term};
use rustc_hash::FxHashSet;

use crate::deps::{CheckGroup, CheckPlan, CheckPointer};

/// The target's prices of the scalar instructions the checks expand to.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CheckPrices {
    /// `icmp` of two pointers or `i64`s.
    pub cmp: u64,
    /// `and`/`or` of two `i1`s.
    pub logic: u64,
    /// `add`/`sub` of `i64`s.
    pub add: u64,
    /// `shl`/`mul` of an `i64` by a constant.
    pub mul: u64,
}

/// What the checks' bounds know of the loop's trip count.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Trips {
    /// An exact constant: every bound is the start plus a constant.
    Exact(u64),
    /// Not a constant: the last iteration's address is expanded from the
    /// trip count (`getSymbolicMaxBackedgeTakenCount`), a value the loop's
    /// preheader already computes.
    Symbolic,
}

/// The symbol standing for the trip count in an expanded bound (no
/// address of a checked pointer holds an `undef`).
const TRIP_COUNT: Term = Term::Undef;

/// The instructions SCEVExpander makes for integer offsets, with its
/// cache: a value expanded once is reused, for free.
struct Expander {
    prices: CheckPrices,
    products: FxHashSet<(Term, i128)>,
    sums: FxHashSet<Affine>,
}

impl Expander {
    fn new(prices: CheckPrices) -> Expander {
        Expander {
            prices,
            products: FxHashSet::default(),
            sums: FxHashSet::default(),
        }
    }

    /// The cost of expanding `e` (an integer, or the offset added to a
    /// pointer): nothing for a constant (a global's address is one), a
    /// multiply per scaled term, an add per further term and one for the
    /// constant part.
    fn offset(&mut self, e: &Affine) -> u64 {
        let variable: Vec<&(Term, i128)> = e
            .terms
            .iter()
            .filter(|(t, _)| !matches!(t, Term::Global(_)))
            .collect();
        if variable.is_empty() || !self.sums.insert(e.clone()) {
            return 0;
        }
        let mut cost = 0;
        for (t, c) in &variable {
            if c.abs() != 1 && self.products.insert((t.clone(), *c)) {
                cost += self.prices.mul;
            }
        }
        let constant_part = e.constant != 0 || variable.len() < e.terms.len();
        cost += self.prices.add * (variable.len() as u64 - 1 + u64::from(constant_part));
        cost
    }
}

/// The bounds of a group (`RuntimeCheckingPtrGroup::Low`/`High`): the
/// lowest address any member reads or writes and one past the highest,
/// as integer offsets from the group's pointer (the `getelementptr i8`
/// adding them is free). `None` when a member has no form.
fn bounds(g: &CheckGroup, trips: Trips) -> Option<(Affine, Affine)> {
    let mut low: Option<Affine> = None;
    let mut high: Option<Affine> = None;
    for p in &g.members {
        let f = p.form.as_ref()?;
        // `getStartAndEndForAccess`: the address at the first and at the
        // last iteration, swapped when the step is negative; the end adds
        // the accessed size.
        let last = match trips {
            Trips::Exact(n) => Affine::constant(f.step * (i128::from(n.max(1)) - 1)),
            Trips::Symbolic if f.step == 0 => Affine::constant(0),
            // `step · (TC − 1)`, TC the value the preheader holds.
            Trips::Symbolic => Affine::term(TRIP_COUNT)
                .add(&Affine::constant(-1))
                .scale(f.step),
        };
        let first = f.start.clone();
        let end = f.start.add(&last);
        let (lo, hi) = if f.step < 0 {
            (end, first)
        } else {
            (first, end)
        };
        let hi = hi.add(&Affine::constant(i128::from(p.elem_size)));
        // Members differ by constants: the smaller and the larger.
        low = Some(match low {
            Some(l) if l.constant <= lo.constant => l,
            _ => lo,
        });
        high = Some(match high {
            Some(h) if h.constant >= hi.constant => h,
            _ => hi,
        });
    }
    Some((low?, high?))
}

/// The difference check of a pair, when LAA can make one
/// (`RuntimePointerChecking::tryToCreateDiffCheck`): one pointer per
/// group, each accessed once and only read or only written, both moving
/// with the loop by the same constant step, the accessed size. The
/// difference of their starts, as an integer.
fn diff_check(a: &CheckGroup, b: &CheckGroup) -> Option<Affine> {
    let ([p], [q]) = (&a.members[..], &b.members[..]) else {
        return None;
    };
    // A pointer both read and written is two members of its group.
    let single = |p: &CheckPointer| p.accesses == 1;
    let (fp, fq) = (p.form.as_ref()?, q.form.as_ref()?);
    let size = p.elem_size.max(q.elem_size);
    if !single(p)
        || !single(q)
        || fp.step == 0
        || fp.step != fq.step
        || fp.step.abs() != i128::from(size)
    {
        return None;
    }
    let int = |f: &crate::deps::PointerForm| {
        let mut e = f.start.clone();
        if let Some(b) = &f.base {
            e = e.add(&Affine::term(b.clone()));
        }
        e
    };
    Some(int(fq).sub(&int(fp)))
}

/// The cost of the memory checks' block (`vector.memcheck`): the
/// difference checks when every pair has one (`addDiffRuntimeChecks`: a
/// `sub` of the starts, an `icmp ult` against `VF · IC · size`, an `or`
/// joining it to the others; the same difference is compared once), else
/// the bounds checks (`addRuntimeChecks`: the groups' bounds expanded,
/// two `icmp ult`, an `and`, and an `or` joining each pair to the
/// others).
pub fn memory_checks(plan: &CheckPlan, trips: Trips, prices: CheckPrices) -> u64 {
    if plan.is_empty() {
        return 0;
    }
    let group = |k: u32| &plan.groups[k as usize];
    let mut x = Expander::new(prices);
    let diffs: Option<Vec<Affine>> = plan
        .pairs
        .iter()
        .map(|&(a, b)| diff_check(group(a), group(b)))
        .collect();
    if let Some(diffs) = diffs {
        let mut seen = FxHashSet::default();
        let mut cost = 0;
        for d in &diffs {
            if !seen.insert(d.clone()) {
                continue;
            }
            cost += x.offset(d) + prices.cmp;
        }
        return cost + prices.logic * (seen.len() as u64 - 1);
    }
    let mut cost = 0;
    let mut expanded: FxHashSet<u32> = FxHashSet::default();
    for &(a, b) in &plan.pairs {
        for g in [a, b] {
            if !expanded.insert(g) {
                continue;
            }
            if let Some((lo, hi)) = bounds(group(g), trips) {
                cost += x.offset(&lo) + x.offset(&hi);
            }
        }
        cost += 2 * prices.cmp + prices.logic;
    }
    cost + prices.logic * (plan.pairs.len() as u64 - 1)
}

/// The cost of the SCEV checks' block (`vector.scevcheck`,
/// `SCEVExpander::expandUnionPredicate`): an `icmp` per stride versioned
/// to 1 (`expandEqualPredicate`); per no-wrap predicate, with a trip
/// count that is no constant (`generateOverflowCheck`: the backedge-taken
/// count once, then the end's `add`, its `icmp`, the `icmp` bounding the
/// count by the narrow type and an `or`); the predicates joined by `or`s.
/// With an exact trip count SCEV proves the predicates and folds them.
pub fn scev_checks(strides: usize, wraps: usize, trips: Trips, prices: CheckPrices) -> u64 {
    let wraps = if matches!(trips, Trips::Exact(_)) {
        0
    } else {
        wraps as u64
    };
    let strides = strides as u64;
    let n = strides + wraps;
    if n == 0 {
        return 0;
    }
    let btc = if wraps > 0 { prices.add } else { 0 };
    strides * prices.cmp
        + btc
        + wraps * (prices.add + 2 * prices.cmp + prices.logic)
        + (n - 1) * prices.logic
}

/// `GeneratedRTChecks::getCost`'s share for checks made inside an outer
/// loop they are invariant in: LLVM expects them hoisted, and divides
/// the memory checks' cost by the outer loop's known trip count (2 when
/// none), keeping at least 1.
pub fn hoisted(cost: u64, outer_trip_count: Option<u64>) -> u64 {
    if cost == 0 {
        return 0;
    }
    (cost / outer_trip_count.unwrap_or(2).max(1)).max(1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deps::PointerForm;

    const PRICES: CheckPrices = CheckPrices {
        cmp: 1,
        logic: 1,
        add: 1,
        mul: 1,
    };

    fn ptr(arg: u32, start: i128, step: i128, size: i64, write: bool) -> CheckGroup {
        CheckGroup {
            members: vec![CheckPointer {
                form: Some(PointerForm {
                    base: Some(Term::Arg(arg)),
                    start: Affine::constant(start),
                    step,
                }),
                elem_size: size,
                write,
                accesses: 1,
                freeze: false,
            }],
        }
    }

    fn invariant(arg: u32, size: i64) -> CheckGroup {
        ptr(arg, 0, 0, size, false)
    }

    #[test]
    fn diff_checks_are_a_sub_and_a_compare_per_pair() {
        // dst[i] = a[i] + b[i]: two pairs, sub + icmp each, one or.
        let plan = CheckPlan {
            groups: vec![
                ptr(0, 0, 4, 4, true),
                ptr(1, 0, 4, 4, false),
                ptr(2, 0, 4, 4, false),
            ],
            pairs: vec![(0, 1), (0, 2)],
        };
        assert_eq!(memory_checks(&plan, Trips::Symbolic, PRICES), 5);
        assert_eq!(memory_checks(&plan, Trips::Exact(16), PRICES), 5);
    }

    #[test]
    fn a_start_offset_adds_one_to_the_difference() {
        let plan = CheckPlan {
            groups: vec![ptr(0, 0, 2, 2, true), ptr(1, 4, 2, 2, false)],
            pairs: vec![(0, 1)],
        };
        assert_eq!(memory_checks(&plan, Trips::Symbolic, PRICES), 3);
    }

    #[test]
    fn an_invariant_pointer_needs_bounds_checks() {
        // `if (src[i] > cfg->shift) dst[i] = ...; else aux[i] = ...`:
        // dst and aux against src and cfg, four pairs of bounds checks.
        let plan = CheckPlan {
            groups: vec![
                ptr(1, 0, 4, 4, true),
                ptr(0, 0, 4, 4, false),
                invariant(2, 4),
                ptr(3, 0, 4, 4, true),
            ],
            pairs: vec![(0, 1), (0, 2), (3, 1), (3, 2)],
        };
        // Exact: every bound a constant offset; 4 · (2 icmp + and) + 3 or.
        assert_eq!(memory_checks(&plan, Trips::Exact(16), PRICES), 15);
        // Symbolic: `shl %tc, 2` once, shared by the ends of dst, src, aux
        // (opt-22's `vector.memcheck`).
        assert_eq!(memory_checks(&plan, Trips::Symbolic, PRICES), 16);
    }

    #[test]
    fn a_constant_beside_the_trip_count_is_one_more_add() {
        // pc_f32[i + 3] with unknown n: `add %0, 12` beside `shl %tc, 2`.
        let plan = CheckPlan {
            groups: vec![
                ptr(0, 0, 4, 4, true),
                invariant(1, 4),
                ptr(2, 12, 4, 4, false),
            ],
            pairs: vec![(0, 1), (0, 2)],
        };
        assert_eq!(
            memory_checks(&plan, Trips::Symbolic, PRICES),
            1 + 1 + 2 * 3 + 1
        );
    }

    #[test]
    fn scev_checks_fold_with_an_exact_trip_count() {
        assert_eq!(scev_checks(0, 2, Trips::Exact(100), PRICES), 0);
        assert_eq!(scev_checks(1, 0, Trips::Exact(100), PRICES), 1);
        // One wrap predicate: the count, add, two icmps, or.
        assert_eq!(scev_checks(0, 1, Trips::Symbolic, PRICES), 5);
        assert_eq!(scev_checks(1, 1, Trips::Symbolic, PRICES), 7);
    }

    #[test]
    fn hoisted_checks_are_divided_by_the_outer_trip_count() {
        assert_eq!(hoisted(15, None), 7);
        assert_eq!(hoisted(15, Some(100)), 1);
        assert_eq!(hoisted(0, Some(100)), 0);
    }
}
