//! The compiler's own LoopVectorize decisions beside lanes' (`lanes tui
//! --project`, `--cargo`, `--merge`): read from the build's units, keyed
//! as the navigator keys loops, and compared with lanes' verdict as it
//! stands now (a cost edit or a target switch can make them agree or not).

use super::*;

/// What the compiler decided about one loop.
#[derive(Clone, Debug, PartialEq)]
pub struct CompilerSide {
    /// The compiler as the unit's command names it (`clang-22`, `rustc`).
    pub name: String,
    pub decision: lanes::model::LoopDecision,
    /// Whether lanes agreed when the build was analysed (used until the
    /// loop's verdict is known here).
    pub agreed: bool,
}

impl App {
    /// Puts the compiler's decision of every loop of `units` beside
    /// lanes' (the units' `ir` files are the ones opened).
    pub fn set_build(&mut self, units: &[lanes::model::UnitReport]) {
        self.compiler.clear();
        for u in units {
            let Some(ir) = &u.ir else { continue };
            for r in &u.rows {
                let Some(decision) = &r.compiler else {
                    continue;
                };
                self.compiler.insert(
                    (ir.clone(), r.function.clone(), r.loop_.clone()),
                    CompilerSide {
                        name: u.compiler.name.clone(),
                        decision: decision.clone(),
                        agreed: r.agrees.unwrap_or(true),
                    },
                );
            }
        }
        self.rebuild_rows();
    }

    /// Whether the compiler decided the loop `k` otherwise than lanes
    /// does: one vectorizes and the other not, or not at the same VF.
    pub fn disagrees_with_compiler(&self, k: &LoopKey) -> bool {
        let Some(c) = self.compiler.get(k) else {
            return false;
        };
        match self.badges.get(k) {
            Some(b) => {
                b.vectorized != c.decision.vectorized || (b.vectorized && b.vf != c.decision.vf)
            }
            None => !c.agreed,
        }
    }

    /// How many loops have the compiler's decision, and how many of them
    /// lanes agrees with.
    pub fn compiler_agreement(&self) -> (usize, usize) {
        let total = self.compiler.len();
        let differ = self
            .compiler
            .keys()
            .filter(|k| self.disagrees_with_compiler(k))
            .count();
        (total, total - differ)
    }
}
