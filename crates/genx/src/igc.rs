//! What IGC's `opt` prints after the passes that follow baling, for a whole
//! module: `-GenXNumberingWrapper -S` (the IR, which numbering leaves
//! alone), `-GenXLiveRangesWrapper -print-after=GenXLiveRangesWrapper -S`
//! (GenXLiveness's dump of each function group, then the IR as GenXCategory
//! leaves it) and `-GenXCoalescingWrapper -S` (the IR with GenXCategory's
//! conversions and GenXCoalescing's copies in place).
//!
//! The analyses run on the input as `lanes_genx::analyze` runs them; the
//! conversions and copies they record are then written into a copy of each
//! function with the IR cursor (`write_conversions`).
//!
//! Function groups: a kernel (or any function no other function calls, or a
//! stack-call function) heads a group; the subroutines it calls, directly or
//! not, are its other members. Numbers run on through the group, function
//! after function (GenXNumbering numbers a whole group), and a value live
//! over a call to a subroutine gets that subroutine's range, and those of
//! the subroutines it calls, as weak segments (GenXLiveness's
//! `buildSubroutineLRs`); a subroutine argument is also live from its
//! pre-copy slot before each call site up to the call.
//!
//! Over 800 lines: the liveness dump and the IR rewrite print the same
//! function groups with the same names, and read best next to each other.

use std::fmt::Write as _;

use lanes_ir::{Function, InstId, Module, Opcode, Value};
use rustc_hash::{FxHashMap, FxHashSet};

use crate::category::{Category, ConversionKind};
use crate::intrinsics::{Intrinsic, classify};
use crate::liveness::{CopyKind, Segment, SegmentKind, normalize};
use crate::mangle::mangle;
use crate::number::is_subroutine_call;
use crate::view::{Val, View};
use crate::{Grf, Pipeline, analyze_with};

/// Loop depth of every block, from the lanes-db loop forest.
pub fn depths(f: &Function) -> crate::BlockDepths {
    let cfg = lanes_db::cfg::Cfg::build(f);
    let dom = lanes_db::dom::DomTree::build(&cfg);
    let forest = lanes_db::loops::LoopForest::build(f, &cfg, &dom);
    crate::block_depths(f, &forest)
}

/// Which pass's output to print.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Pass {
    /// `-GenXNumberingWrapper -S`.
    Numbering,
    /// `-GenXCategoryWrapper` / `-GenXLiveRangesWrapper` with
    /// `-print-after=GenXLiveRangesWrapper -S`.
    Liveness,
    /// `-GenXCoalescingWrapper -S`.
    Coalescing,
}

/// Backend options IGC's tests pass on the command line.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Options {
    /// `-vc-disable-coalescing`.
    pub disable_coalescing: bool,
}

/// IGC's output of `pass` on the module `text` (`func` selects one function).
pub fn module_output(text: &str, func: Option<&str>, pass: Pass, grf: Grf) -> String {
    module_output_with(text, func, pass, grf, Options::default())
}

/// [`module_output`] with backend options.
pub fn module_output_with(
    text: &str,
    func: Option<&str>,
    pass: Pass,
    grf: Grf,
    opts: Options,
) -> String {
    let (mut module, _) = lanes_ir::parse_module(text);
    let mut out = String::new();
    let pipes: Vec<Pipeline> = module
        .functions
        .iter()
        .map(|f| {
            let kernel = is_kernel(&module, f);
            analyze_with(f, grf, &depths(f), kernel, opts.disable_coalescing)
        })
        .collect();
    if pass != Pass::Coalescing {
        for g in groups(&module) {
            if func.is_some_and(|n| g.iter().all(|&k| module.functions[k].name() != n)) {
                continue;
            }
            out.push_str(&match pass {
                Pass::Liveness => group_liveness(&module, &g, &pipes, grf),
                _ => group_numbering(&module, &g, &pipes),
            });
        }
    }
    if pass != Pass::Numbering {
        for (k, p) in pipes.iter().enumerate() {
            let f = &module.functions[k];
            if func.is_some_and(|n| n != f.name()) {
                continue;
            }
            if let Some(g) = write_conversions(f, p, pass == Pass::Coalescing) {
                module.functions[k] = g;
            }
        }
    }
    print_selected(&mut module, func, &mut out);
    out
}

/// Appends function `func` of `module`, or the whole module without one,
/// as IGC's `-print-after` dumps it.
pub(crate) fn print_selected(module: &mut lanes_ir::Module, func: Option<&str>, out: &mut String) {
    if let Some(n) = func {
        module.functions.retain(|f| f.name() == n);
        for f in &module.functions {
            out.push_str(&lanes_ir::print::print_function(f));
        }
    } else {
        out.push_str(&lanes_ir::print::print_module(module));
    }
}

/// Function attributes of `f`, its `#N` groups resolved through the module.
fn fn_attrs<'m>(m: &'m Module, f: &'m Function) -> Vec<&'m str> {
    let mut out: Vec<&str> = Vec::new();
    for w in &f.header.suffix {
        match w.strip_prefix('#').and_then(|n| n.parse::<u32>().ok()) {
            Some(id) => {
                for (gid, attrs) in &m.attr_groups {
                    if *gid == id {
                        out.extend(attrs.iter().map(|a| &**a));
                    }
                }
            }
            None => out.push(w),
        }
    }
    out
}

fn has_attr(m: &Module, f: &Function, name: &str) -> bool {
    fn_attrs(m, f)
        .iter()
        .any(|a| a.trim_matches('"') == name || a.starts_with(&format!("\"{name}\"")))
}

/// A kernel: `"CMGenxMain"`, or named in `!genx.kernels` (vc::isKernel).
pub fn is_kernel(m: &Module, f: &Function) -> bool {
    if has_attr(m, f, "CMGenxMain") {
        return true;
    }
    // vc::KernelMetadata: the node's first operand is the kernel.
    let names_f = |op: &lanes_ir::Metadata| {
        let node = match op {
            lanes_ir::Metadata::Ref(n) => m.metadata_node(*n),
            lanes_ir::Metadata::Node(node) => Some(&**node),
            _ => None,
        };
        let Some(lanes_ir::MdNode {
            kind: lanes_ir::MdKind::Tuple(ops),
            ..
        }) = node
        else {
            return false;
        };
        match ops.first() {
            Some(lanes_ir::Metadata::Value { value, .. }) => match &**value {
                Value::Const(c) => c.base_global().is_some_and(|g| &**g == f.name()),
                _ => false,
            },
            _ => false,
        }
    };
    m.named_metadata
        .iter()
        .filter(|(n, _)| &**n == "genx.kernels")
        .flat_map(|(_, ops)| ops)
        .any(names_f)
}

/// Defined functions `f` calls as subroutines, in call order.
fn callees(m: &Module, f: &Function) -> Vec<usize> {
    let mut out = Vec::new();
    for (_, inst) in f.insts.iter() {
        if !is_subroutine_call(inst) {
            continue;
        }
        if let Some(k) = inst
            .callee_name()
            .and_then(|n| m.functions.iter().position(|g| g.name() == n))
            && !out.contains(&k)
        {
            out.push(k);
        }
    }
    out
}

fn stack_call(m: &Module, f: &Function) -> bool {
    has_attr(m, f, "CMStackCall")
}

/// Whether some function of `m` is a stack call (`vc::requiresStackCall`),
/// which keeps fused-EU platforms from SIMD32 (`vc::canUseSIMD32`).
pub fn has_stack_call(m: &Module) -> bool {
    m.functions.iter().any(|f| stack_call(m, f))
}

/// Function groups: each head (a kernel, a stack-call function, or a
/// function nothing calls), then the subroutines reachable from it in
/// depth-first preorder (stack-call functions head their own groups).
pub fn groups(m: &Module) -> Vec<Vec<usize>> {
    let n = m.functions.len();
    let mut called = vec![false; n];
    for f in &m.functions {
        for c in callees(m, f) {
            called[c] = true;
        }
    }
    let heads: Vec<usize> = (0..n)
        .filter(|&k| {
            let f = &m.functions[k];
            is_kernel(m, f) || stack_call(m, f) || !called[k]
        })
        .collect();
    let mut placed = vec![false; n];
    let mut out = Vec::new();
    for &h in &heads {
        placed[h] = true;
    }
    fn visit(m: &Module, k: usize, placed: &mut [bool], g: &mut Vec<usize>, depth: usize) {
        for c in callees(m, &m.functions[k]) {
            if !placed[c] && !stack_call(m, &m.functions[c]) {
                placed[c] = true;
                g.push(c);
                if depth < 256 {
                    visit(m, c, placed, g, depth + 1);
                }
            }
        }
    }
    for &h in &heads {
        let mut g = vec![h];
        visit(m, h, &mut placed, &mut g, 0);
        out.push(g);
    }
    // Functions only reachable from a cycle: groups of their own.
    out.extend((0..n).filter(|&k| !placed[k]).map(|k| vec![k]));
    out
}

/// The name GenXLiveness gives a value without one (`getOrCreateLiveRange`):
/// `arg` for an argument, the last part of an intrinsic's name, or the
/// opcode.
fn default_name(f: &Function, v: Val) -> String {
    match v {
        Val::Arg(_) => "arg".into(),
        Val::Inst(i) => {
            let inst = &f.insts[i];
            match inst.callee_name() {
                Some(n) if n.starts_with("llvm.genx.") => {
                    // The intrinsic's own name (overload suffixes dropped),
                    // after its last period.
                    let parts: Vec<&str> = n.split('.').collect();
                    let keep = parts
                        .iter()
                        .rposition(|p| !is_type_suffix(p))
                        .unwrap_or(parts.len() - 1);
                    parts[keep].to_string()
                }
                _ => inst.opcode.keyword().to_string(),
            }
        }
        Val::Copy(_) => "copy".into(),
    }
}

/// An overloaded intrinsic's type suffix (`v16i32`, `i16`, `f32`, `p0i8`).
fn is_type_suffix(p: &str) -> bool {
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let scalar = |s: &str| {
        s == "bf16"
            || s.strip_prefix('i').is_some_and(digits)
            || s.strip_prefix('f').is_some_and(digits)
            || s.strip_prefix('p')
                .is_some_and(|r| r.starts_with(|c: char| c.is_ascii_digit()))
    };
    scalar(p)
        || p.strip_prefix('v').is_some_and(|r| {
            let n = r.bytes().take_while(u8::is_ascii_digit).count();
            n > 0 && scalar(&r[n..])
        })
}

/// Names as GenXLiveness prints them: the value's own, or a default made
/// unique the way LLVM's symbol table does (one counter per function).
struct Names {
    fresh: Fresh,
    given: FxHashMap<Val, String>,
}

impl Names {
    fn new(f: &Function) -> Names {
        Names {
            fresh: Fresh::new(f),
            given: FxHashMap::default(),
        }
    }
    fn get(&mut self, f: &Function, v: Val, lanes_name: &str) -> String {
        let own = match v {
            Val::Copy(_) => Some(lanes_name.to_string()),
            _ => named(f, v),
        };
        if let Some(n) = own {
            return n;
        }
        if let Some(n) = self.given.get(&v) {
            return n.clone();
        }
        let name = self.fresh.unique(&default_name(f, v));
        self.given.insert(v, name.clone());
        name
    }
}

/// The flattened element types of a struct type (IGC's `IndexFlattener`),
/// named structs resolved through the module; `None` for a type that is
/// not a struct.
fn struct_elements(m: &Module, t: lanes_ir::Type, depth: u32) -> Option<Vec<lanes_ir::Type>> {
    let fields = match t.data() {
        lanes_ir::TypeData::Struct { fields, .. } => fields.clone(),
        lanes_ir::TypeData::Named(n) if depth < 32 => {
            return struct_elements(m, m.named_type(n)?, depth + 1);
        }
        _ => return None,
    };
    Some(
        fields
            .iter()
            .flat_map(|&x| struct_elements(m, x, depth + 1).unwrap_or_else(|| vec![x]))
            .collect(),
    )
}

/// Alignment printed with a live range: the value's size rounded up to a
/// power of two, at most a GRF.
fn align(bytes: u32, grf: u32) -> u32 {
    bytes.max(1).next_power_of_two().min(grf)
}

fn shifted(segs: &[Segment], by: u32) -> Vec<Segment> {
    segs.iter()
        .map(|s| Segment {
            start: s.start + by,
            end: s.end + by,
            kind: s.kind,
        })
        .collect()
}

/// GenXLiveness's dump of one function group (`GenXLiveness::print`): per
/// value, `name; :[segments]{category,alignN}`, weak segments `[w…)`,
/// phi-copy segments `[ph…)`.
///
/// Long: Kept whole: it is `GenXLiveness::print` line for line, over the whole group.
pub fn group_liveness(m: &Module, group: &[usize], pipes: &[Pipeline], grf: Grf) -> String {
    // Numbers run on through the group.
    let mut base: FxHashMap<usize, u32> = FxHashMap::default();
    let mut next = 0;
    for &k in group {
        base.insert(k, next);
        next += pipes[k].numbering.last;
    }
    let member = |k: usize| base.contains_key(&k);
    let callee_of = |f: &Function, i: InstId| -> Option<usize> {
        let inst = &f.insts[i];
        if !is_subroutine_call(inst) {
            return None;
        }
        let n = inst.callee_name()?;
        let k = m.functions.iter().position(|g| g.name() == n)?;
        (member(k) && !stack_call(m, &m.functions[k])).then_some(k)
    };
    // Subroutine ranges: the body, then every subroutine it calls.
    let mut sub: FxHashMap<usize, Vec<Segment>> = FxHashMap::default();
    fn sub_range(
        k: usize,
        m: &Module,
        pipes: &[Pipeline],
        base: &FxHashMap<usize, u32>,
        callee_of: &dyn Fn(&Function, InstId) -> Option<usize>,
        memo: &mut FxHashMap<usize, Vec<Segment>>,
        depth: usize,
    ) -> Vec<Segment> {
        if let Some(s) = memo.get(&k) {
            return s.clone();
        }
        let f = &m.functions[k];
        let num = &pipes[k].numbering;
        let b = base[&k];
        let mut segs = vec![Segment {
            start: b + num.function,
            end: b + num.last,
            kind: SegmentKind::Weak,
        }];
        if depth < 64 {
            for &i in num.call_start.keys() {
                if let Some(c) = callee_of(f, i).filter(|&c| c != k) {
                    segs.extend(sub_range(c, m, pipes, base, callee_of, memo, depth + 1));
                }
            }
        }
        let segs = normalize(segs);
        memo.insert(k, segs.clone());
        segs
    }
    let head = &m.functions[group[0]];
    let mut out = format!("GenXLiveness for FunctionGroup {}\n", head.name());
    for &k in group {
        let f = &m.functions[k];
        let p = &pipes[k];
        let b = base[&k];
        let mut names = Names::new(f);
        // Calls in this function to members of the group, at their numbers.
        let calls: Vec<(u32, usize)> = p
            .numbering
            .call_start
            .keys()
            .filter_map(|&i| Some((b + p.numbering.own[i], callee_of(f, i)?)))
            .collect();
        let (mut args, mut rest) = (String::new(), String::new());
        for x in &p.live.values {
            let mut segs = shifted(&x.segments, b);
            let mut extra = Vec::new();
            for &(at, c) in &calls {
                if segs.iter().any(|s| s.start <= at && at < s.end) {
                    extra.extend(sub_range(c, m, pipes, &base, &callee_of, &mut sub, 0));
                }
            }
            // A subroutine argument is live from its pre-copy slot before
            // each call site up to the call.
            if let Val::Arg(a) = x.value
                && k != group[0]
            {
                for &caller in group {
                    let cf = &m.functions[caller];
                    let cp = &pipes[caller];
                    for &i in cp.numbering.call_start.keys() {
                        if callee_of(cf, i) == Some(k)
                            && let Some(pre) = cp.numbering.arg_pre_copy(cf, i, a as usize)
                        {
                            let cb = base[&caller];
                            extra.push(Segment::new(pre + cb, cp.numbering.own[i] + cb));
                        }
                    }
                }
            }
            if !extra.is_empty() {
                segs.extend(extra);
                segs = normalize(segs);
            }
            let shown = match x.value {
                Val::Copy(id) => match p.categories.unoverlapper_by_id(id) {
                    Some(u) => format!("{}.unoverlapper", own_name(f, Val::Inst(u.phi))),
                    None => x.name.clone(),
                },
                _ => x.name.clone(),
            };
            let name = names.get(f, x.value, &shown);
            let ty = match x.value {
                Val::Arg(n) => Some(f.header.params[n as usize].ty),
                Val::Inst(i) => Some(f.insts[i].ty),
                Val::Copy(_) => None,
            };
            let dst = if matches!(x.value, Val::Arg(_)) {
                &mut args
            } else {
                &mut rest
            };
            print_range(dst, m, &name, ty, x.category, x.bytes, &segs, grf);
        }
        out.push_str(&args);
        // A subroutine's unified return value: from each call to the
        // post-copy slot of each element, and from each element's
        // pre-copy slot before each return to the return.
        if k != group[0] && !f.header.ret_ty.is_void() {
            let elems = struct_elements(m, f.header.ret_ty, 0).map_or(1, |e| e.len() as u32);
            for idx in 0..elems {
                let mut segs = Vec::new();
                for &caller in group {
                    let cf = &m.functions[caller];
                    let cp = &pipes[caller];
                    let cb = base[&caller];
                    for &i in cp.numbering.call_start.keys() {
                        if callee_of(cf, i) == Some(k) {
                            let at = cp.numbering.own[i] + cb;
                            segs.push(Segment::new(at, at + 1 + idx));
                        }
                    }
                }
                for i in p.numbering.own.iter().filter_map(|(i, &n)| {
                    (n != u32::MAX && f.insts[i].opcode == Opcode::Ret).then_some(n)
                }) {
                    segs.push(Segment::new(i + b - elems + idx, i + b));
                }
                let segs = normalize(segs);
                let (label, ty) = match struct_elements(m, f.header.ret_ty, 0) {
                    Some(el) => (format!(".unifiedret#{idx}"), el[idx as usize]),
                    None => (".unifiedret".to_string(), f.header.ret_ty),
                };
                let cat = if ty.scalar().int_bits() == Some(1) {
                    Category::Predicate
                } else {
                    Category::General
                };
                print_range(
                    &mut out,
                    m,
                    &label,
                    None,
                    cat,
                    View::type_bytes(ty),
                    &segs,
                    grf,
                );
            }
        }
        out.push_str(&rest);
    }
    out.push('\n');
    out
}

/// One live range as `LiveRange::print` prints it; a struct value is one
/// range per flattened element (`name#i`), each with its element's default
/// category (predicate for `i1`) and size (lanes gives them the value's
/// segments).
#[allow(clippy::too_many_arguments)]
fn print_range(
    out: &mut String,
    m: &Module,
    name: &str,
    ty: Option<lanes_ir::Type>,
    category: Category,
    bytes: u32,
    segs: &[Segment],
    grf: Grf,
) {
    let labels: Vec<(String, Category, u32)> = match ty.and_then(|t| struct_elements(m, t, 0)) {
        Some(el) => el
            .iter()
            .enumerate()
            .map(|(k, &t)| {
                let cat = if t.scalar().int_bits() == Some(1) {
                    Category::Predicate
                } else {
                    Category::General
                };
                (format!("{name}#{k}"), cat, View::type_bytes(t))
            })
            .collect(),
        None => vec![(name.to_string(), category, bytes)],
    };
    for (label, cat, bytes) in labels {
        let _ = write!(out, "{label}; :");
        for s in segs {
            let kind = match s.kind {
                SegmentKind::Weak => "w",
                SegmentKind::PhiCopy => "ph",
                SegmentKind::Strong => "",
            };
            let _ = write!(out, "[{kind}{},{})", s.start, s.end);
        }
        let _ = writeln!(out, "{{{},align{}}}", cat.name(), align(bytes, grf.bytes));
    }
}

/// GenXNumbering's dump of one function group (`GenXNumbering::print`,
/// what `-print-after=GenXNumberingWrapper` shows): per block its number
/// and name, per instruction its own number (bale members too), then the
/// phi-copy slots of the first successor's phis. Numbers run on through the
/// group; a split critical edge's block, which lanes numbers but does not
/// add to the IR, is not shown.
pub fn group_numbering(m: &Module, group: &[usize], pipes: &[Pipeline]) -> String {
    let mut out = format!(
        "GenXNumbering for FunctionGroup {}\n",
        m.functions[group[0]].name()
    );
    let mut base = 0;
    for &k in group {
        let f = &m.functions[k];
        let num = &pipes[k].numbering;
        if group.len() != 1 {
            let _ = writeln!(out, "{}:", f.name());
        }
        for &b in &f.layout {
            let bn = num.block(b).map_or(0, |x| x.start) + base;
            // An unnamed block (printed as a number) has no name here.
            let name = &f.blocks[b].name;
            let name = if name.bytes().all(|c| c.is_ascii_digit()) {
                ""
            } else {
                name
            };
            let _ = writeln!(out, "\n{bn} {name}:");
            for &i in &f.blocks[b].insts {
                let n = num.own[i];
                let shown = if n == u32::MAX {
                    " - ".to_string()
                } else {
                    (n + base).to_string()
                };
                let _ = writeln!(out, "{shown}     {}", lanes_ir::print::print_inst(f, i));
            }
            if let Some(&s) = crate::number::successors(f, b).first() {
                for &p in &f.blocks[s].insts {
                    if f.insts[p].opcode != Opcode::Phi {
                        break;
                    }
                    if let Some(slot) = num.phi_slot(b, p) {
                        let _ = writeln!(
                            out,
                            "({})    {}",
                            slot + base,
                            lanes_ir::print::print_inst(f, p)
                        );
                    }
                }
            }
        }
        base += num.last;
    }
    out.push('\n');
    out
}

/// Makes names unique in one function, as LLVM's symbol table does.
struct Fresh {
    used: FxHashSet<String>,
    last: u32,
}

impl Fresh {
    fn new(f: &Function) -> Fresh {
        let mut used: FxHashSet<String> = f
            .header
            .params
            .iter()
            .filter_map(|p| p.name.as_deref().map(str::to_string))
            .collect();
        used.extend(
            f.insts
                .iter()
                .filter_map(|(_, i)| i.name.as_deref().map(str::to_string)),
        );
        Fresh { used, last: 0 }
    }
    /// `base`, or `base` with the next number when it is taken or empty.
    fn unique(&mut self, base: &str) -> String {
        let mut name = base.to_string();
        while name.is_empty() || self.used.contains(&name) {
            self.last += 1;
            name = format!("{base}{}", self.last);
        }
        self.used.insert(name.clone());
        name
    }
}

/// The value's own name, empty if it has none (IGC builds new names on it).
fn own_name(f: &Function, v: Val) -> String {
    named(f, v).unwrap_or_default()
}

/// The value's name, unless it is unnamed (printed as a number).
fn named(f: &Function, v: Val) -> Option<String> {
    let n = match v {
        Val::Arg(n) => f.header.params[n as usize].name.as_deref(),
        Val::Inst(i) => f.insts[i].name.as_deref(),
        Val::Copy(_) => None,
    }?;
    (!n.bytes().all(|b| b.is_ascii_digit())).then(|| n.to_string())
}

fn value_of(v: Val) -> Option<Value> {
    match v {
        Val::Arg(n) => Some(Value::Arg(n)),
        Val::Inst(i) => Some(Value::Inst(i)),
        Val::Copy(_) => None,
    }
}

/// The last phi of the block of phi `i`.
fn last_phi(f: &Function, i: InstId) -> InstId {
    let b = f.insts[i].block;
    let mut last = i;
    for &x in &f.blocks[b].insts {
        if f.insts[x].opcode != Opcode::Phi {
            break;
        }
        last = x;
    }
    last
}

/// GenXCategory's conversions and unoverlappers (and, with `copies`,
/// GenXCoalescing's copies) written into a copy of `f` with the cursor,
/// named as IGC names them. New instructions go after their definition
/// (after the phis for a phi; the latest convert first) or just before
/// their use, in the order the passes make them; then the uses are
/// replaced: every use of a phi with an unoverlapper (not in debug
/// intrinsics: metadata is no use), and the converted operand of each
/// user. `None` when nothing is to be written.
///
/// Long: One arm per kind of conversion or copy.
fn write_conversions(f: &Function, p: &Pipeline, copies: bool) -> Option<Function> {
    use crate::region_utils::{call, cast};
    use lanes_ir::cursor::{self, FuncCursor};
    use lanes_ir::{Constant, Type};
    let v = View::new(f);
    let mut g = f.clone();
    let originals: Vec<InstId> = f.insts_in_order().collect();
    let mut fresh = Fresh::new(f);
    let cats = &p.categories;
    let i16t = Type::int(16);
    let i16c = |x: i64| {
        Value::Const(Constant::Int {
            ty: i16t,
            value: x as i128,
        })
    };
    // The last instruction placed after each anchor that keeps list order.
    let mut tail: FxHashMap<InstId, InstId> = FxHashMap::default();
    let place_after = |g: &mut Function,
                       tail: &mut FxHashMap<InstId, InstId>,
                       anchor: InstId,
                       d: lanes_ir::InstData,
                       newest_first: bool|
     -> InstId {
        let mut c = FuncCursor::new(g);
        let from = if newest_first {
            anchor
        } else {
            tail.get(&anchor).copied().unwrap_or(anchor)
        };
        c.goto_after_inst(from);
        let id = c.insert_inst(d);
        if !newest_first {
            tail.insert(anchor, id);
        }
        id
    };
    // Replacements made at the end.
    let mut everywhere: Vec<(Value, InstId)> = Vec::new();
    let mut in_user: Vec<(InstId, Value, InstId)> = Vec::new();
    let mut erase: Vec<InstId> = Vec::new();
    // Circular phis: a copy after the phis, read by every use of the phi.
    let mut unov: FxHashMap<crate::view::CopyId, InstId> = FxHashMap::default();
    for u in &cats.unoverlappers {
        let name = fresh.unique(&format!("{}.unoverlapper", own_name(f, Val::Inst(u.phi))));
        let phi = Value::Inst(u.phi);
        let ty = f.insts[u.phi].ty;
        let d = cast(Opcode::BitCast, phi.clone(), ty, &name);
        let id = place_after(&mut g, &mut tail, last_phi(f, u.phi), d, false);
        unov.insert(u.id, id);
        everywhere.push((phi, id));
    }
    // Other-category uses: one `convert` after the definition per category.
    let mut converted: FxHashMap<(Val, Category), InstId> = FxHashMap::default();
    for c in &cats.conversions {
        let Some(val) = value_of(c.value) else {
            continue;
        };
        if c.kind != ConversionKind::Convert {
            continue;
        }
        let id = match converted.get(&(c.value, c.to)) {
            Some(&id) => id,
            None => {
                let ty = f.value_ty(&val);
                let name = fresh.unique(&format!("{}.categoryconv", own_name(f, c.value)));
                let callee = format!("llvm.genx.convert.{}", mangle(ty));
                let d = call(&g, &callee, ty, vec![val.clone()], &name);
                let id = match c.value {
                    Val::Inst(i) if v.is_phi(i) => {
                        place_after(&mut g, &mut tail, last_phi(f, i), d, false)
                    }
                    Val::Inst(i) => place_after(&mut g, &mut tail, i, d, true),
                    _ => continue,
                };
                converted.insert((c.value, c.to), id);
                id
            }
        };
        in_user.push((c.user, val, id));
    }
    // An address use gets its own `convert.addr` (and `add.addr` for a
    // sunk constant add) just before the use.
    let mut addr_only: FxHashMap<InstId, (usize, usize)> = FxHashMap::default();
    let mut pending: FxHashMap<(InstId, usize), (usize, InstId)> = FxHashMap::default();
    for c in &cats.conversions {
        let Some(val) = value_of(c.value) else {
            continue;
        };
        let user = c.user;
        match c.kind {
            ConversionKind::Convert => {}
            ConversionKind::ConvertAddr => {
                let ty = f.value_ty(&val);
                let name = fresh.unique(&format!("{}.categoryconv", own_name(f, c.value)));
                let callee = format!("llvm.genx.convert.addr.i16.{}", mangle(ty));
                let d = call(&g, &callee, i16t, vec![val.clone(), i16c(0)], &name);
                let id = FuncCursor::new(&mut g).at_inst(user).insert_inst(d);
                let old = f.insts[user].operands[c.operand].clone();
                in_user.push((user, old, id));
                pending.insert((c.user, c.operand), (in_user.len() - 1, id));
            }
            ConversionKind::AddAddr => {
                // The converted base is the convert.addr just placed for
                // this use; the use reads the sum instead.
                let Some((k, base)) = pending.remove(&(c.user, c.operand)) else {
                    continue;
                };
                let name = fresh.unique(&format!("{}.addradd", own_name(f, c.value)));
                let d = call(
                    &g,
                    "llvm.genx.add.addr.i16.i16",
                    i16t,
                    vec![Value::Inst(base), i16c(c.offset)],
                    &name,
                );
                let id = FuncCursor::new(&mut g).at_inst(user).insert_inst(d);
                in_user[k].2 = id;
                if let Val::Inst(a) = c.value {
                    let ent = addr_only.entry(a).or_insert((0, v.num_uses(a)));
                    ent.0 += 1;
                }
            }
        }
    }
    // A constant add all of whose uses became add.addr is erased.
    for (a, (n, uses)) in addr_only {
        if n == uses {
            erase.push(a);
        }
    }
    if copies {
        for c in p
            .coalescing
            .copies
            .iter()
            .filter(|c| c.kind != CopyKind::Unoverlapper)
        {
            let Some((user, _)) = c.user else { continue };
            let (src, ty) = match c.source {
                Val::Copy(id) => {
                    let (Some(&n), Some(u)) = (unov.get(&id), cats.unoverlapper_by_id(id)) else {
                        continue;
                    };
                    (Value::Inst(n), f.insts[u.phi].ty)
                }
                Val::Arg(n) => (Value::Arg(n), f.header.params[n as usize].ty),
                Val::Inst(i) => (Value::Inst(i), f.insts[i].ty),
            };
            let name = fresh.unique(&c.name);
            let d = cast(Opcode::BitCast, src.clone(), ty, &name);
            let uid = user;
            // A phi's copy goes before its incoming block's terminator.
            let at = match c.kind {
                CopyKind::Phi => match f.terminator(c.block) {
                    Some(t) => t,
                    None => continue,
                },
                _ => uid,
            };
            let id = FuncCursor::new(&mut g).at_inst(at).insert_inst(d);
            in_user.push((uid, src, id));
        }
    }
    if everywhere.is_empty() && in_user.is_empty() && erase.is_empty() && tail.is_empty() {
        return None;
    }
    for (old, new) in everywhere {
        for &i in &originals {
            if classify(&g.insts[i]) == Some(Intrinsic::Debug) {
                continue;
            }
            for op in g.insts[i].operands.iter_mut() {
                if *op == old {
                    *op = Value::Inst(new);
                }
            }
        }
    }
    for (user, old, new) in in_user {
        for op in g.insts[user].operands.iter_mut() {
            if *op == old {
                *op = Value::Inst(new);
            }
        }
    }
    for a in erase {
        FuncCursor::new(&mut g).at_inst(a).remove_inst();
    }
    cursor::compact(&mut g);
    Some(g)
}

/// The module text as `opt -opaque-pointers` reads it (IGC's
/// `%opt_opaque_ptrs` lit substitution): every typed pointer type `T*` or
/// `T addrspace(N)*` becomes `ptr` or `ptr addrspace(N)`, a constant
/// bitcast between pointers folds to the global, and pointer suffixes of
/// intrinsic names (`.p0i32`) lose their pointee. Comment and metadata
/// lines are left alone.
pub fn opaque_pointers(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        let t = line.trim_start();
        if t.starts_with(';') || t.starts_with('!') {
            out.push_str(line);
        } else {
            out.push_str(&fold_pointer_bitcasts(&drop_pointee_suffixes(
                &opaque_line(line),
            )));
        }
        out.push('\n');
    }
    out
}

/// Pointer types of one line read as opaque. Each pointer type read
/// becomes a marker first (`\u{1}N\u{2}`), so the address space of a
/// pointee is never taken for the pointer's.
fn opaque_line(line: &str) -> String {
    let mut s: Vec<char> = line.chars().collect();
    let ident = |c: char| c.is_alphanumeric() || "%._$-\"\u{1}\u{2}".contains(c);
    let open = |c: char| match c {
        ')' => Some('('),
        ']' => Some('['),
        '}' => Some('{'),
        '>' => Some('<'),
        _ => None,
    };
    let mut i = 0;
    while i < s.len() {
        if s[i] != '*' {
            i += 1;
            continue;
        }
        let end = i + 1;
        let mut j = i;
        // A trailing ` addrspace(N)` is the pointer's.
        let mut space = String::new();
        let before: String = s[..j].iter().collect();
        if let Some(p) = before.strip_suffix(')')
            && let Some(q) = p.rfind(" addrspace(")
            && p[q + 11..].bytes().all(|b| b.is_ascii_digit())
            && q + 11 < p.len()
        {
            space = p[q + 11..].to_string();
            j = before[..q].chars().count();
        }
        let mut k = j;
        if k > 0 && open(s[k - 1]).is_some() {
            // A bracketed pointee: back to its opening bracket (a function
            // type also takes its return type).
            let mut depth = 0i32;
            while k > 0 {
                k -= 1;
                let c = s[k];
                if open(c).is_some() {
                    depth += 1;
                } else if "([{<".contains(c) {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
            }
            if s[k] == '(' && k > 0 && s[k - 1] == ' ' {
                let mut r = k - 1;
                while r > 0 && ident(s[r - 1]) {
                    r -= 1;
                }
                k = r;
            }
        } else {
            while k > 0 && ident(s[k - 1]) {
                k -= 1;
            }
        }
        if k == j {
            i += 1;
            continue;
        }
        let space = if space == "0" { String::new() } else { space };
        let marker: Vec<char> = format!("\u{1}{space}\u{2}").chars().collect();
        let n = marker.len();
        s.splice(k..end, marker);
        i = k + n;
    }
    let mut out = String::new();
    let mut chars = s.into_iter().peekable();
    while let Some(c) = chars.next() {
        if c != '\u{1}' {
            out.push(c);
            continue;
        }
        let mut n = String::new();
        for d in chars.by_ref() {
            if d == '\u{2}' {
                break;
            }
            n.push(d);
        }
        out.push_str("ptr");
        if !n.is_empty() {
            out.push_str(&format!(" addrspace({n})"));
        }
    }
    out
}

/// `ptr bitcast (ptr @g to ptr)` (same address space) is `ptr @g`.
fn fold_pointer_bitcasts(line: &str) -> String {
    /// `ptr` or `ptr addrspace(N)` at the start of `s`: (its text, the rest).
    fn ptr_ty(s: &str) -> Option<(&str, &str)> {
        let r = s.strip_prefix("ptr")?;
        let n = match r.strip_prefix(" addrspace(") {
            Some(t) => {
                let d = t.find(')')?;
                t[..d]
                    .bytes()
                    .all(|b| b.is_ascii_digit())
                    .then_some(4 + 11 + d)?
            }
            None => 3,
        };
        Some((&s[..n], &s[n..]))
    }
    let mut out = line.to_string();
    let mut from = 0;
    while let Some(p) = out[from..].find(" bitcast (ptr") {
        let at = from + p;
        let body = &out[at + " bitcast (".len()..];
        let folded = ptr_ty(body).and_then(|(src_ty, r)| {
            let r = r.strip_prefix(" @")?;
            let g = r.find(|c: char| !(c.is_alphanumeric() || "._$-".contains(c)))?;
            let (name, r) = (&r[..g], &r[g..]);
            let (dst_ty, r) = ptr_ty(r.strip_prefix(" to ")?)?;
            let r = r.strip_prefix(')')?;
            let outer = out[..at].ends_with(src_ty) && src_ty == dst_ty;
            outer.then(|| (format!("@{name}"), out.len() - r.len()))
        });
        match folded {
            Some((g, close)) => {
                out.replace_range(at + 1..close, &g);
                from = at + 1 + g.len();
            }
            None => from = at + 1,
        }
    }
    out
}

/// `@llvm.x.p0i32` → `@llvm.x.p0`: the pointee leaves the mangled name.
fn drop_pointee_suffixes(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(p) = rest.find("@llvm.") {
        out.push_str(&rest[..p]);
        let name_len = rest[p + 1..]
            .find(|c: char| !(c.is_alphanumeric() || "._$-".contains(c)))
            .map_or(rest.len() - p, |e| e + 1);
        let name = &rest[p..p + name_len];
        let parts: Vec<String> = name
            .split('.')
            .map(|part| {
                let digits = part
                    .strip_prefix('p')
                    .map_or(0, |r| r.bytes().take_while(u8::is_ascii_digit).count());
                let tail = &part[(1 + digits).min(part.len())..];
                if digits > 0 && is_type_suffix(tail) && !tail.starts_with('v') {
                    part[..1 + digits].to_string()
                } else {
                    part.to_string()
                }
            })
            .collect();
        out.push_str(&parts.join("."));
        rest = &rest[p + name_len..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::opaque_pointers;

    #[test]
    fn opaque_pointer_types() {
        let typed = "define void @f(<64 x i32>* %a, i8 addrspace(1)** %b, i8 addrspace(1)* addrspace(2)* %c, i8* addrspace(2)* %d, void (i32)* %e, %struct.st* %s, [4 x i8]* %g, <4 x i32*> %v, i8*** %z)
  store <64 x i32> %1, <64 x i32> addrspace(2)* bitcast (i8 addrspace(2)* @g to <64 x i32> addrspace(2)*)
  %y = getelementptr { i32, i8* }, { i32, i8* }* %s, i32 0
  call void @llvm.genx.svm.scatter.v8i1.v8i64.p0i32(i32* %q)
; CHECK: i32* stays
";
        assert_eq!(
            opaque_pointers(typed),
            "define void @f(ptr %a, ptr %b, ptr addrspace(2) %c, ptr addrspace(2) %d, ptr %e, ptr %s, ptr %g, <4 x ptr> %v, ptr %z)
  store <64 x i32> %1, ptr addrspace(2) @g
  %y = getelementptr { i32, ptr }, ptr %s, i32 0
  call void @llvm.genx.svm.scatter.v8i1.v8i64.p0(ptr %q)
; CHECK: i32* stays
"
        );
    }
}
