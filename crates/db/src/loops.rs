//! Natural loops and their nesting, found from back edges (an edge whose
//! target dominates its source). Loops sharing a header are one loop.
//! Irreducible cycles have no header that dominates them; they are not
//! loops here and are reported as such.

use la_arena::{Arena, ArenaMap, Idx};
use lanes_ir::{BlockId, Function, Metadata, Name};

use crate::cfg::Cfg;
use crate::dom::DomTree;

pub type LoopIdx = Idx<LoopData>;

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LoopData {
    pub header: BlockId,
    /// The header's label, the loop's stable name across edits (`for.body`).
    pub header_name: Name,
    /// Blocks with a back edge to the header, in layout order.
    pub latches: Vec<BlockId>,
    /// Every block of the loop, including nested loops', in layout order.
    pub blocks: Vec<BlockId>,
    /// Blocks inside the loop with a successor outside.
    pub exiting: Vec<BlockId>,
    /// Blocks outside the loop with a predecessor inside (deduplicated).
    pub exits: Vec<BlockId>,
    /// The unique out-of-loop predecessor of the header, if it branches only there.
    pub preheader: Option<BlockId>,
    pub parent: Option<LoopIdx>,
    pub children: Vec<LoopIdx>,
    /// 1 for outermost loops.
    pub depth: u32,
    /// `L0`, `L0.1`, ...: position in the forest (outermost loops numbered in layout order).
    pub path: String,
    /// `!llvm.loop` node on a latch terminator.
    pub loop_md: Option<u32>,
    /// Number of times the header executes, where it is a known constant.
    pub trip_count: Option<u64>,
    /// A constant bound on that number (LLVM's
    /// `getSmallConstantMaxTripCount`), where one is known.
    pub max_trip_count: Option<u64>,
    /// How SCEV counts each exit (`crate::exits`).
    pub exit_counts: crate::exit_count::LoopExits,
    /// The body holds a cycle entered other than through a dominating
    /// header (LLVM's `containsIrreducibleCFG`): the vectorizer does not
    /// consider such a loop at all.
    pub irreducible: bool,
}

impl LoopData {
    pub fn contains(&self, b: BlockId) -> bool {
        self.blocks.contains(&b)
    }
    pub fn is_innermost(&self) -> bool {
        self.children.is_empty()
    }
    /// The single latch, when there is exactly one.
    pub fn latch(&self) -> Option<BlockId> {
        match self.latches[..] {
            [l] => Some(l),
            _ => None,
        }
    }
}

#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct LoopForest {
    pub loops: Arena<LoopData>,
    /// Outermost loops in layout order.
    pub roots: Vec<LoopIdx>,
    /// Innermost loop of each block in a loop.
    pub block_loop: ArenaMap<BlockId, LoopIdx>,
    /// Whether a cycle without a dominating header was found.
    pub has_irreducible: bool,
    /// Loop by header label: lookups by name are constant time.
    by_header: rustc_hash::FxHashMap<Name, LoopIdx>,
    /// Each loop's pre-order number and the end of its subtree's numbers:
    /// nesting is an interval test, not a walk up the parents.
    span: ArenaMap<LoopIdx, (u32, u32)>,
}

impl LoopForest {
    /// Long: Kept whole: LoopInfo's discovery, nesting and block order share one worklist.
    pub fn build(func: &Function, cfg: &Cfg, dom: &DomTree) -> LoopForest {
        let pos: ArenaMap<BlockId, usize> = func
            .layout
            .iter()
            .enumerate()
            .map(|(i, &b)| (b, i))
            .collect();
        // Headers in layout order, with their latches.
        let mut headers: Vec<(BlockId, Vec<BlockId>)> = Vec::new();
        let mut has_irreducible = false;
        // Retreating edges that are not back edges.
        let mut irreducible_edges: Vec<(BlockId, BlockId)> = Vec::new();
        for &b in &cfg.rpo {
            for &s in cfg.succs(b) {
                if dom.dominates(s, b) {
                    match headers.iter_mut().find(|(h, _)| *h == s) {
                        Some((_, l)) => l.push(b),
                        None => headers.push((s, vec![b])),
                    }
                } else if cfg.rpo_index[s] <= cfg.rpo_index[b] {
                    // A retreating edge that is not a back edge.
                    has_irreducible = true;
                    irreducible_edges.push((b, s));
                }
            }
        }
        // Loop bodies by backward reachability from the latches to the header.
        let mut bodies: Vec<(BlockId, Vec<BlockId>, Vec<BlockId>)> = headers
            .into_iter()
            .map(|(h, mut latches)| {
                latches.sort_by_key(|b| pos[*b]);
                let mut body = vec![h];
                let mut in_body = ArenaMap::<BlockId, ()>::default();
                in_body.insert(h, ());
                let mut work: Vec<BlockId> = latches.clone();
                while let Some(b) = work.pop() {
                    if in_body.get(b).is_some() || !dom.is_reachable(b) {
                        continue;
                    }
                    in_body.insert(b, ());
                    body.push(b);
                    work.extend(cfg.preds(b).iter().copied());
                }
                body.sort_by_key(|b| pos[*b]);
                (h, latches, body)
            })
            .collect();
        // Outer loops first (bigger bodies), so that parents exist before children.
        bodies.sort_by_key(|(h, _, body)| (std::cmp::Reverse(body.len()), pos[*h]));

        let mut forest = LoopForest {
            has_irreducible,
            ..LoopForest::default()
        };
        for (h, latches, body) in bodies {
            let parent = forest.block_loop.get(h).copied();
            let depth = parent.map_or(1, |p| forest.loops[p].depth + 1);
            let mut exiting = Vec::new();
            let mut exits = Vec::new();
            for &b in &body {
                let mut leaves = false;
                for &s in cfg.succs(b) {
                    if body.binary_search_by_key(&pos[s], |x| pos[*x]).is_err() {
                        leaves = true;
                        if !exits.contains(&s) {
                            exits.push(s);
                        }
                    }
                }
                if leaves {
                    exiting.push(b);
                }
            }
            exits.sort_by_key(|b| pos[*b]);
            let outside: Vec<BlockId> = cfg
                .preds(h)
                .iter()
                .copied()
                .filter(|p| !latches.contains(p) && !body.contains(p))
                .collect();
            let preheader = match outside[..] {
                [p] if cfg.succs(p) == [h] => Some(p),
                _ => None,
            };
            let loop_md = latches.iter().find_map(|&l| {
                let t = func.terminator(l)?;
                match func.insts[t].attachment("llvm.loop")? {
                    Metadata::Ref(n) => Some(*n),
                    _ => None,
                }
            });
            let idx = forest.loops.alloc(LoopData {
                header: h,
                header_name: func.blocks[h].name.clone(),
                latches,
                blocks: body.clone(),
                exiting,
                exits,
                preheader,
                parent,
                children: Vec::new(),
                depth,
                path: String::new(),
                loop_md,
                trip_count: None,
                max_trip_count: None,
                exit_counts: Default::default(),
                irreducible: irreducible_edges.iter().any(|&(b, s)| {
                    let inside =
                        |x: BlockId| body.binary_search_by_key(&pos[x], |y| pos[*y]).is_ok();
                    inside(b) && inside(s)
                }),
            });
            match parent {
                Some(p) => forest.loops[p].children.push(idx),
                None => forest.roots.push(idx),
            }
            for b in body {
                forest.block_loop.insert(b, idx);
            }
        }
        // Children and roots in layout order, then paths.
        let key = |forest: &LoopForest, l: LoopIdx| pos[forest.loops[l].header];
        let mut roots = std::mem::take(&mut forest.roots);
        roots.sort_by_key(|&l| key(&forest, l));
        forest.roots = roots;
        let all: Vec<LoopIdx> = forest.loops.iter().map(|(i, _)| i).collect();
        for l in all {
            let mut ch = std::mem::take(&mut forest.loops[l].children);
            ch.sort_by_key(|&c| key(&forest, c));
            forest.loops[l].children = ch;
        }
        let mut stack: Vec<(LoopIdx, String)> = forest
            .roots
            .iter()
            .enumerate()
            .map(|(i, &l)| (l, format!("L{i}")))
            .collect();
        while let Some((l, path)) = stack.pop() {
            for (i, &c) in forest.loops[l].children.iter().enumerate() {
                stack.push((c, format!("{path}.{i}")));
            }
            forest.loops[l].path = path;
        }
        // Pre-order numbers; a subtree's are contiguous.
        let order = forest.preorder();
        let mut pos: ArenaMap<LoopIdx, u32> = ArenaMap::default();
        for (k, &l) in order.iter().enumerate() {
            pos.insert(l, k as u32);
        }
        for &l in order.iter().rev() {
            let end = forest.loops[l]
                .children
                .iter()
                .map(|&c| forest.span[c].1)
                .max()
                .unwrap_or(pos[l] + 1);
            forest.span.insert(l, (pos[l], end));
        }
        forest.by_header = forest
            .loops
            .iter()
            .map(|(i, l)| (l.header_name.clone(), i))
            .collect();
        forest
    }

    /// Loops in pre-order (outer before inner, siblings in layout order).
    pub fn preorder(&self) -> Vec<LoopIdx> {
        let mut out = Vec::new();
        let mut stack: Vec<LoopIdx> = self.roots.iter().rev().copied().collect();
        while let Some(l) = stack.pop() {
            out.push(l);
            stack.extend(self.loops[l].children.iter().rev().copied());
        }
        out
    }

    /// The loops LLVM's LoopVectorize visits, innermost ones, in its order
    /// (`LoopVectorizePass::runImpl`): LoopInfo lists the outermost loops
    /// as a CFG post-order meets their headers and each loop's sub-loops
    /// in reverse post-order (`PopulateLoopsDFS`); `collectSupportedLoops`
    /// pushes the innermost loops of each in that order and the pass pops
    /// them from the back. So nests go in reverse post-order of their
    /// headers and the loops of one nest last to first. Remarks without a
    /// function name, one loop after another, follow this order.
    pub fn vectorizer_order(&self, cfg: &Cfg) -> Vec<LoopIdx> {
        let rpo = |l: &LoopIdx| {
            cfg.rpo_index
                .get(self.loops[*l].header)
                .copied()
                .unwrap_or(u32::MAX)
        };
        let mut roots = self.roots.clone();
        roots.sort_by_key(|l| std::cmp::Reverse(rpo(l)));
        let mut worklist = Vec::new();
        let mut stack: Vec<LoopIdx> = roots.into_iter().rev().collect();
        while let Some(l) = stack.pop() {
            let data = &self.loops[l];
            if data.is_innermost() {
                worklist.push(l);
                continue;
            }
            let mut children = data.children.clone();
            children.sort_by_key(rpo);
            stack.extend(children.into_iter().rev());
        }
        worklist.reverse();
        worklist
    }

    /// Loop by header label or by path (`L0.1`).
    pub fn find(&self, key: &str) -> Option<LoopIdx> {
        if let Some(&l) = self.by_header.get(key) {
            return Some(l);
        }
        // `L3.0.2`: the fourth outermost loop, its first child, its third.
        let mut steps = key.strip_prefix('L')?.split('.');
        let mut l = *self.roots.get(steps.next()?.parse::<usize>().ok()?)?;
        for k in steps {
            l = *self.loops[l].children.get(k.parse::<usize>().ok()?)?;
        }
        Some(l)
    }

    /// The innermost loop containing `b`.
    pub fn loop_of(&self, b: BlockId) -> Option<LoopIdx> {
        self.block_loop.get(b).copied()
    }

    /// Whether loop `outer` contains loop `inner` (reflexive).
    pub fn encloses(&self, outer: LoopIdx, mut inner: LoopIdx) -> bool {
        if let (Some(&(o, end)), Some(&(i, _))) = (self.span.get(outer), self.span.get(inner)) {
            return o <= i && i < end;
        }
        loop {
            if inner == outer {
                return true;
            }
            match self.loops[inner].parent {
                Some(p) => inner = p,
                None => return false,
            }
        }
    }
}
