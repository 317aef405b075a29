//! Recursive-descent parser for textual LLVM IR.
//!
//! A module is first cut into top-level items by [`split_module`], which only
//! lexes the text between function bodies and finds the end of a body by
//! looking for a line that is `}`. Each item is then parsed on its own:
//! header items into a [`Module`], each `define` by [`parse_function`] into a
//! [`Function`] that refers to globals by name. That independence is what lets
//! a database reparse a single edited function.
//!
//! Errors are values: every function returns what it could build plus
//! diagnostics. Inside an item, parsing stops at the first error (the item is
//! skipped); other items are unaffected.
//!
//! Over 800 lines: the whole grammar, laid out as LLParser so that a rule
//! is found where LLVM has it.

use std::borrow::Cow;

use la_arena::{Arena, Idx, RawIdx};
use rustc_hash::{FxHashMap, FxHashSet};

use crate::constant::{ConstExpr, Constant};
use crate::diag::Diagnostic;
use crate::inst::{
    Attr, BlockData, BlockId, Bundle, CallInfo, DebugRecord, Extra, Flags, InlineAsm, InstData,
    InstId, Opcode, Predicate, Value,
};
use crate::lexer::{Lexer, Token, TokenKind, lex_into, unescape};
use crate::metadata::{Location, MdAttachment, MdField, MdKind, MdNode, Metadata};
use crate::module::{Function, FunctionHeader, GlobalVar, Module, Param, RawItem};
use crate::symbol::Symbol;
use crate::types::{Type, TypeData};
use crate::{Name, Span};

mod location;

/// What a top-level item is.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ItemKind {
    /// `source_filename`, `target datalayout`, `target triple`.
    Header,
    Type,
    Global,
    Declare,
    Define,
    AttrGroup,
    Metadata,
    NamedMetadata,
    /// Aliases, ifuncs, comdats, module asm, use-list orders.
    Other,
}

/// A top-level item's extent in the file, found without parsing its insides.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ModuleItem {
    pub kind: ItemKind,
    /// `@f` / `%T` / `!name` / `#N` name without the sigil, where the item
    /// has one (a numbered node `!N` has none).
    pub name: Option<Name>,
    /// Absolute byte range in the file.
    pub span: Span,
}

impl ModuleItem {
    pub fn text<'t>(&self, file: &'t str) -> &'t str {
        &file[self.span.start as usize..self.span.end as usize]
    }
}

// ---------------------------------------------------------------------------
// Splitting

/// Splits a module into top-level items.
///
/// Items start with a top-level keyword or a `@g =`/`%T =`/`!N =` definition,
/// at bracket depth 0 or at column 0 (so that one unbalanced bracket cannot
/// swallow the rest of the file). Function bodies are not lexed: a body ends
/// at the first line that consists of `}`.
pub fn split_module(text: &str) -> Vec<ModuleItem> {
    split_from(text, 0, usize::MAX).0
}

/// [`split_module`] on `threads` threads: the same items. The text is cut
/// at line starts that begin an item (`@g =`, `!N =`) into a few runs per
/// thread, each split by whichever thread is free next; a run that finds
/// no item starting where the next run starts (a cut inside a string or a
/// body) goes on to the end of the text, and the runs after it are dropped.
pub fn split_module_on(text: &str, threads: usize) -> Vec<ModuleItem> {
    let runs = in_runs(text, threads, |start, stop| split_from(text, start, stop));
    runs.into_iter().flat_map(|(items, _)| items).collect()
}

/// Runs per thread in [`in_runs`]. A run's cost depends on what it holds
/// (a header's lines are lexed token by token, a body's stepped over line
/// by line): with one run per thread, the thread given the bodies waited
/// for the one given the metadata (a 1x report's split took 5.1 M
/// instructions on one thread and 9.4 M on the other).
const RUNS_PER_THREAD: usize = 4;

/// Calls `f(start, stop)` for each run of `text` cut into runs of about
/// equal length ([`RUNS_PER_THREAD`] per thread; one run on one thread),
/// each taken by the next free one of `threads` threads, and keeps the
/// runs' results in order up to the first whose `f` says (in its second
/// field) that it did not stop at the next run's start.
fn in_runs<T: Send>(
    text: &str,
    threads: usize,
    f: impl Fn(usize, usize) -> (T, bool) + Sync,
) -> Vec<(T, bool)> {
    let parts = if threads < 2 {
        1
    } else {
        threads * RUNS_PER_THREAD
    };
    let cuts = run_cuts(text, parts);
    let bounds: Vec<(usize, usize)> = cuts
        .iter()
        .enumerate()
        .map(|(k, &c)| (c, cuts.get(k + 1).copied().unwrap_or(usize::MAX)))
        .collect();
    let threads = threads.clamp(1, bounds.len());
    let mut runs: Vec<(T, bool)> = if threads < 2 {
        bounds.iter().map(|&(a, b)| f(a, b)).collect()
    } else {
        use std::sync::atomic::{AtomicUsize, Ordering};
        let next = AtomicUsize::new(0);
        let slots: Vec<std::sync::Mutex<Option<(T, bool)>>> =
            bounds.iter().map(|_| Default::default()).collect();
        let work = || loop {
            let k = next.fetch_add(1, Ordering::Relaxed);
            let Some(&(a, b)) = bounds.get(k) else { break };
            let r = f(a, b);
            *slots[k].lock().unwrap() = Some(r);
        };
        std::thread::scope(|s| {
            let work = &work;
            let helpers: Vec<_> = (1..threads).map(|_| s.spawn(work)).collect();
            work();
            for h in helpers {
                if let Err(e) = h.join() {
                    std::panic::resume_unwind(e);
                }
            }
        });
        slots
            .into_iter()
            .map(|r| r.into_inner().unwrap().expect("every run is taken"))
            .collect()
    };
    if let Some(k) = runs.iter().position(|(_, reached)| !reached) {
        runs.truncate(k + 1);
    }
    runs
}

/// Where to cut `text` into `parts` runs for [`in_runs`]: 0, then for each
/// further run the first line at or after its share of the text that
/// begins with `@` or `!` (a global or a metadata node, where an item
/// usually starts). Below 64 KB a run is not worth a thread.
fn run_cuts(text: &str, parts: usize) -> Vec<usize> {
    const MIN_RUN: usize = 1 << 16;
    let bytes = text.as_bytes();
    let parts = parts.clamp(1, (bytes.len() / MIN_RUN).max(1));
    let mut cuts = vec![0];
    for k in 1..parts {
        let mut at = (bytes.len() * k / parts).max(cuts[cuts.len() - 1] + 1);
        let found = loop {
            let Some(nl) = bytes
                .get(at..)
                .and_then(|b| b.iter().position(|&c| c == b'\n'))
            else {
                break None;
            };
            at += nl + 1;
            if matches!(bytes.get(at), Some(b'@' | b'!')) {
                break Some(at);
            }
        };
        match found {
            Some(c) => cuts.push(c),
            None => break,
        }
    }
    cuts
}

/// The items of `text` from offset `start` (where an item starts) on,
/// up to the item that starts at `stop`; and whether one does (else the
/// items run to the end of the text).
fn split_from(text: &str, start: usize, stop: usize) -> (Vec<ModuleItem>, bool) {
    split_items(text, start, stop, true)
}

/// [`split_from`]; `skip` says whether the bytes of a line inside
/// brackets are stepped over without lexing ([`skip_nested`]), which
/// finds the same items as lexing every token.
fn split_items(text: &str, start: usize, mut stop: usize, skip: bool) -> (Vec<ModuleItem>, bool) {
    let mut items = Vec::new();
    let mut lx = Lexer::new(text, start);
    let mut tok = lx.next_token();
    let mut next = lx.next_token();
    let mut cur: Option<ModuleItem> = None;
    // Whether a `@g =` item has been classified (global vs alias/ifunc).
    let mut decided = true;
    let mut depth = 0i32;
    let mut last_end = 0u32;
    let mut reached = false;
    while tok.kind != TokenKind::Eof {
        if tok.start as usize >= stop {
            // A line start that begins an item ends the item before it
            // whatever came before: the next run starts in the same state.
            if tok.start as usize == stop && item_start(text, tok, next).is_some() {
                reached = true;
                break;
            }
            stop = usize::MAX;
        }
        let col0 = tok.start == 0 || text.as_bytes()[tok.start as usize - 1] == b'\n';
        let start = if depth == 0 || col0 {
            item_start(text, tok, next)
        } else {
            None
        };
        if let Some((kind, name)) = start {
            if let Some(mut it) = cur.take() {
                it.span.end = last_end;
                items.push(it);
            }
            depth = 0;
            decided = kind != ItemKind::Global;
            if kind == ItemKind::Define {
                let (name, end) = scan_define(text, tok.start as usize);
                items.push(ModuleItem {
                    kind,
                    name,
                    span: Span::new(tok.start, end as u32),
                });
                lx = Lexer::new(text, end);
                tok = lx.next_token();
                next = lx.next_token();
                last_end = end as u32;
                continue;
            }
            cur = Some(ModuleItem {
                kind,
                name,
                span: Span::new(tok.start, tok.end),
            });
            let line = (skip && kind == ItemKind::Metadata && col0)
                .then(|| metadata_line(text.as_bytes(), tok.start as usize, stop))
                .flatten();
            if let Some((end, resume)) = line {
                last_end = end;
                lx = Lexer::new(text, resume);
                tok = lx.next_token();
                next = lx.next_token();
                continue;
            }
        } else if cur.is_none() {
            // Stray tokens: an item of their own, which the item parser rejects.
            cur = Some(ModuleItem {
                kind: ItemKind::Other,
                name: None,
                span: Span::new(tok.start, tok.end),
            });
        }
        match tok.kind {
            TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace | TokenKind::Less => {
                depth += 1
            }
            TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace | TokenKind::Greater => {
                depth = (depth - 1).max(0)
            }
            TokenKind::Word if !decided && depth == 0 => match tok.text(text) {
                "global" | "constant" => decided = true,
                "alias" | "ifunc" => {
                    decided = true;
                    if let Some(it) = &mut cur {
                        it.kind = ItemKind::Other;
                    }
                }
                _ => {}
            },
            _ => {}
        }
        last_end = tok.end;
        if skip && depth > 0 && !next.line_start && next.kind != TokenKind::Eof {
            let (resume, d, end) =
                skip_nested(text.as_bytes(), next.start as usize, depth, last_end);
            if resume > next.start as usize {
                depth = d;
                last_end = end;
                lx = Lexer::new(text, resume);
                tok = lx.next_token();
                next = lx.next_token();
                continue;
            }
        }
        tok = next;
        next = lx.next_token();
    }
    if let Some(mut it) = cur.take() {
        it.span.end = last_end;
        items.push(it);
    }
    (items, reached)
}

/// Steps over the bytes of one line from `from` (a token start inside
/// brackets, `depth` deep, the last token before it ending at
/// `last_end`) without lexing them: inside brackets only a line start
/// can begin an item, and outside strings and comments every bracket
/// byte is a bracket token. Stops after the bracket that closes depth 0,
/// at the line's end, or, at a quote or `;`, after the last byte before
/// it that ends a token for certain (a bracket, `,`, `=`, a blank).
/// Returns where to lex on, the depth there and the end of the last
/// token stepped over.
fn skip_nested(bytes: &[u8], from: usize, depth: i32, last_end: u32) -> (usize, i32, u32) {
    let mut d = depth;
    let mut last = last_end;
    let mut safe = (from, depth, last_end);
    for (i, &b) in bytes.iter().enumerate().skip(from) {
        let after = i as u32 + 1;
        match b {
            b'\n' => return (i, d, last),
            b'"' | b';' => return safe,
            b'(' | b'[' | b'{' | b'<' => {
                d += 1;
                last = after;
                safe = (i + 1, d, last);
            }
            b')' | b']' | b'}' | b'>' => {
                d -= 1;
                last = after;
                if d == 0 {
                    return (i + 1, 0, last);
                }
                safe = (i + 1, d, last);
            }
            b' ' | b'\t' | b'\r' | 0x0b | 0x0c => safe = (i + 1, d, last),
            b',' | b'=' => {
                last = after;
                safe = (i + 1, d, last);
            }
            _ => last = after,
        }
    }
    (bytes.len(), d, last)
}

/// A numbered metadata node at `at` (a line start) that is its whole
/// line, `!N = [distinct ]!Name(...)` or `!N = [distinct ]!{...}` in the
/// spelling LLVM prints, its brackets closing at the line's last token,
/// no string or comment on it, and no run's `stop` inside it: most lines
/// of a module's debug info. Then no other item starts on the line and
/// the split goes on at the next one, depth 0 (what lexing the line's
/// first tokens and stepping over its brackets finds, in one loop over
/// its bytes). Returns the end of the line's last token and where the
/// line ends.
fn metadata_line(bytes: &[u8], at: usize, stop: usize) -> Option<(u32, usize)> {
    let digits = bytes[at + 1..]
        .iter()
        .take_while(|b| b.is_ascii_digit())
        .count();
    let rest = bytes[at + 1 + digits..].strip_prefix(b" = ")?;
    let rest = rest.strip_prefix(b"distinct ").unwrap_or(rest);
    let rest = rest.strip_prefix(b"!")?;
    let name = rest
        .iter()
        .take_while(|b| b.is_ascii_alphanumeric())
        .count();
    let open = if name == 0 { b'{' } else { b'(' };
    if digits == 0 || rest.get(name) != Some(&open) {
        return None;
    }
    let from = bytes.len() - rest.len() + name + 1;
    let mut depth = 1u32;
    for (i, &b) in bytes.iter().enumerate().skip(from) {
        match b {
            b'\n' | b'"' | b';' => return None,
            b'(' | b'[' | b'{' | b'<' => depth += 1,
            b')' | b']' | b'}' | b'>' => {
                depth -= 1;
                if depth == 0 {
                    let tail = &bytes[i + 1..];
                    let eol = i + 1 + tail.iter().position(|&c| c == b'\n').unwrap_or(tail.len());
                    let blank = |&c: &u8| matches!(c, b' ' | b'\t' | b'\r' | 0x0b | 0x0c);
                    let inside = at < stop && stop < eol;
                    return (bytes[i + 1..eol].iter().all(blank) && !inside)
                        .then_some((i as u32 + 1, eol));
                }
            }
            _ => {}
        }
    }
    None
}

fn item_start(text: &str, tok: Token, next: Token) -> Option<(ItemKind, Option<Name>)> {
    use TokenKind as K;
    let defined = next.kind == K::Equal;
    let name = || Some(decode_name(&tok.text(text)[1..]).0.into());
    Some(match tok.kind {
        K::Word => match tok.text(text) {
            "define" => (ItemKind::Define, None),
            "declare" => {
                let name = (next.kind == K::GlobalVar)
                    .then(|| decode_name(&next.text(text)[1..]).0.into());
                (ItemKind::Declare, name)
            }
            "attributes" => {
                let name = (next.kind == K::AttrGroupId).then(|| next.text(text)[1..].into());
                (ItemKind::AttrGroup, name)
            }
            "source_filename" => (ItemKind::Header, None),
            // `target` also starts a type (`target("x")`).
            "target"
                if next.kind == K::Word && matches!(next.text(text), "datalayout" | "triple") =>
            {
                (ItemKind::Header, None)
            }
            "module" | "uselistorder" | "uselistorder_bb" => (ItemKind::Other, None),
            _ => return None,
        },
        K::GlobalVar | K::GlobalId if defined => (ItemKind::Global, name()),
        K::LocalVar | K::LocalId if defined => (ItemKind::Type, name()),
        K::ComdatVar if defined => (ItemKind::Other, name()),
        K::SummaryId if defined => (ItemKind::Other, None),
        // A node's number is its first token: no name is kept for the
        // thousands of nodes of a module with debug info.
        K::MetadataId if defined => (ItemKind::Metadata, None),
        K::MetadataVar if defined => (ItemKind::NamedMetadata, name()),
        _ => return None,
    })
}

/// Finds the end of a `define` starting at `start`: returns the function's
/// name and the offset just after its closing `}`.
fn scan_define(text: &str, start: usize) -> (Option<Name>, usize) {
    let mut lx = Lexer::new(text, start);
    lx.next_token(); // `define`
    let mut depth = 0i32;
    let mut name = None;
    let mut seen_params = false;
    let body = loop {
        let t = lx.next_token();
        match t.kind {
            TokenKind::Eof => return (name, text.len()),
            TokenKind::GlobalVar | TokenKind::GlobalId if name.is_none() && depth == 0 => {
                name = Some(decode_name(&t.text(text)[1..]).0.into());
            }
            TokenKind::LParen | TokenKind::LBracket | TokenKind::Less => depth += 1,
            TokenKind::LBrace if depth == 0 && seen_params => break t,
            TokenKind::LBrace => depth += 1,
            TokenKind::RParen if depth == 1 && name.is_some() => {
                depth = 0;
                seen_params = true;
            }
            TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace | TokenKind::Greater => {
                depth = (depth - 1).max(0)
            }
            // A new item before any body: the define has none.
            TokenKind::Word if t.line_start && matches!(t.text(text), "define" | "declare") => {
                return (name, prev_token_end(text, t.start as usize));
            }
            _ => {}
        }
    };
    // A body that closes on its own first line (`{ ret void }`).
    let mut braces = 1;
    loop {
        let t = lx.next_token();
        if t.kind == TokenKind::Eof {
            return (name, text.len());
        }
        if t.line_start {
            break;
        }
        match t.kind {
            TokenKind::LBrace => braces += 1,
            TokenKind::RBrace => {
                braces -= 1;
                if braces == 0 {
                    return (name, t.end as usize);
                }
            }
            _ => {}
        }
    }
    // Otherwise the first line that is `}` (indented files exist).
    let bytes = text.as_bytes();
    let mut line = match bytes[body.end as usize..].iter().position(|&b| b == b'\n') {
        Some(p) => body.end as usize + p + 1,
        None => return (name, text.len()),
    };
    while line < bytes.len() {
        let eol = bytes[line..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(bytes.len(), |p| line + p);
        let raw = &text[line..eol];
        let l = raw.trim_start();
        if l.starts_with('}') && l[1..].trim_start().chars().next().is_none_or(|c| c == ';') {
            return (name, line + (raw.len() - l.len()) + 1);
        }
        if l.starts_with("define ") || l.starts_with("declare ") {
            return (name, prev_token_end(text, line));
        }
        line = eol + 1;
    }
    (name, text.len())
}

/// End of the last non-blank, non-comment text before `pos`.
fn prev_token_end(text: &str, pos: usize) -> usize {
    let mut end = pos;
    // Walk back over whitespace and whole comment lines.
    let bytes = text.as_bytes();
    loop {
        while end > 0 && bytes[end - 1].is_ascii_whitespace() {
            end -= 1;
        }
        let ls = text[..end].rfind('\n').map_or(0, |p| p + 1);
        if text[ls..end].trim_start().starts_with(';') {
            end = ls;
            continue;
        }
        return end;
    }
}

// ---------------------------------------------------------------------------
// Entry points

/// Parses a whole module. Diagnostics carry absolute file offsets.
pub fn parse_module(text: &str) -> (Module, Vec<Diagnostic>) {
    let (mut module, defines, mut diags) = parse_module_items(text);
    for item in defines {
        let (f, d) = parse_function(item.text(text));
        diags.extend(d.into_iter().map(|d| d.shifted(item.span.start)));
        module.functions.extend(f);
    }
    (module, diags)
}

/// Parses everything but function bodies: the returned module has no
/// functions, and the `define` items are returned for [`parse_function`].
pub fn parse_module_items(text: &str) -> (Module, Vec<ModuleItem>, Vec<Diagnostic>) {
    let mut module = Module::default();
    let mut defines = Vec::new();
    let mut diags = Vec::new();
    for item in split_module(text) {
        if item.kind == ItemKind::Define {
            defines.push(item);
            continue;
        }
        let d = parse_item(&mut module, item.text(text), item.kind);
        diags.extend(d.into_iter().map(|d| d.shifted(item.span.start)));
    }
    // The header lives as long as the database: no spare capacity.
    module.metadata.shrink_to_fit();
    module.globals.shrink_to_fit();
    module.declarations.shrink_to_fit();
    (module, defines, diags)
}

/// [`parse_module_items`] on `threads` threads: the same module, items
/// and diagnostics. Each run of the text ([`split_module_on`]) is split
/// and its items parsed into a module of its own by the thread that took
/// it; the modules are appended in file order (items never read one
/// another while parsed).
pub fn parse_module_items_on(
    text: &str,
    threads: usize,
) -> (Module, Vec<ModuleItem>, Vec<Diagnostic>) {
    let runs = in_runs(text, threads, |start, stop| {
        let (items, reached) = split_from(text, start, stop);
        let mut module = Module::default();
        let mut diags = Vec::new();
        let mut defines = Vec::new();
        for item in items {
            if item.kind == ItemKind::Define {
                defines.push(item);
                continue;
            }
            let d = parse_item(&mut module, item.text(text), item.kind);
            diags.extend(d.into_iter().map(|d| d.shifted(item.span.start)));
        }
        ((module, defines, diags), reached)
    });
    let mut out = (Module::default(), Vec::new(), Vec::new());
    for ((module, defines, diags), _) in runs {
        out.0.append(module);
        out.1.extend(defines);
        out.2.extend(diags);
    }
    out.0.metadata.shrink_to_fit();
    out.0.globals.shrink_to_fit();
    out.0.declarations.shrink_to_fit();
    out
}

/// Parses the non-`define` items of `text` whose kinds and spans (in
/// `text`, in order) a split already found, on `parts` threads: what
/// [`parse_module_items_on`] gives for those items, without splitting the
/// text again. The items are cut into runs of about equal length, each
/// parsed into a module of its own on its thread, appended in order.
pub fn parse_items_on(
    text: &str,
    items: &[(ItemKind, Span)],
    parts: usize,
) -> (Module, Vec<Diagnostic>) {
    const MIN_RUN: usize = 1 << 16;
    let parts = parts.clamp(1, (text.len() / MIN_RUN).max(1));
    let mut cuts = vec![0];
    for k in 1..parts {
        let at = (text.len() * k / parts) as u32;
        let c = items.partition_point(|(_, s)| s.start < at);
        if c > cuts[cuts.len() - 1] && c < items.len() {
            cuts.push(c);
        }
    }
    cuts.push(items.len());
    let parse_run = |run: &[(ItemKind, Span)]| {
        let mut module = Module::default();
        let mut diags = Vec::new();
        let mut p = Parser::new("");
        for &(kind, span) in run {
            let item = &text[span.start as usize..span.end as usize];
            let d = p.next_item(&mut module, item, kind);
            diags.extend(d.into_iter().map(|d| d.shifted(span.start)));
        }
        (module, diags)
    };
    let runs: Vec<(Module, Vec<Diagnostic>)> = if cuts.len() < 3 {
        vec![parse_run(items)]
    } else {
        std::thread::scope(|s| {
            let parse_run = &parse_run;
            let rest: Vec<_> = cuts[1..cuts.len() - 1]
                .iter()
                .zip(&cuts[2..])
                .map(|(&a, &b)| s.spawn(move || parse_run(&items[a..b])))
                .collect();
            let first = parse_run(&items[..cuts[1]]);
            std::iter::once(first)
                .chain(rest.into_iter().map(|h| match h.join() {
                    Ok(r) => r,
                    Err(e) => std::panic::resume_unwind(e),
                }))
                .collect()
        })
    };
    let mut out = (Module::default(), Vec::new());
    for (module, diags) in runs {
        out.0.append(module);
        out.1.extend(diags);
    }
    out.0.metadata.shrink_to_fit();
    out.0.globals.shrink_to_fit();
    out.0.declarations.shrink_to_fit();
    out
}

/// Parses one non-`define` item (the text of a [`ModuleItem`]) into `module`.
/// Diagnostics are relative to `text`.
pub fn parse_item(module: &mut Module, text: &str, kind: ItemKind) -> Vec<Diagnostic> {
    Parser::new("").next_item(module, text, kind)
}

/// Parses the text of one `define ... { ... }` item on its own. Offsets in the
/// result (spans, diagnostics) are relative to the start of `text`. Returns
/// `None` if the function has an error.
pub fn parse_function(text: &str) -> (Option<Function>, Vec<Diagnostic>) {
    thread_local! {
        /// The buffers of the last function parsed on this thread.
        static BUFFERS: std::cell::Cell<Buffers> = std::cell::Cell::default();
    }
    let mut p = Parser::with_buffers(text, BUFFERS.take());
    let f = p.function().ok();
    let f = f.filter(|_| p.expect_end().is_ok());
    BUFFERS.set(Buffers {
        toks: std::mem::take(&mut p.toks),
        types: std::mem::take(&mut p.types),
    });
    (f, p.diags)
}

// ---------------------------------------------------------------------------
// Parser state

/// The error has been recorded in `Parser::diags`.
struct Fail;
type PResult<T> = Result<T, Fail>;

const MAX_DEPTH: u32 = 128;
/// Raw arena indices from here on are forward-reference placeholders.
const FWD_BASE: u32 = 1 << 31;

#[derive(Clone, Copy)]
enum Local {
    Arg(u32),
    Inst(InstId),
}

struct FwdRef<'a> {
    name: Cow<'a, str>,
    ty: Type,
    tok: Token,
}

/// Per-function state: name resolution and the body under construction.
struct FnState<'a> {
    params: Vec<Type>,
    values: FxHashMap<Cow<'a, str>, Local>,
    blocks_by_name: FxHashMap<Cow<'a, str>, (BlockId, Option<Token>)>,
    fwd: Vec<FwdRef<'a>>,
    /// Instructions whose result type needs a named struct's body (typed
    /// GEPs, `extractvalue`): typed by their first use instead. Until then
    /// (and for ever if unused) they have a placeholder type, `i8*` or `i8`.
    untyped: FxHashSet<InstId>,
    next_num: u32,
    insts: Arena<InstData>,
    blocks: Arena<BlockData>,
    layout: Vec<BlockId>,
}

struct Parser<'a> {
    text: &'a str,
    toks: Vec<Token>,
    pos: usize,
    depth: u32,
    /// Whether pointers this text does not spell out (alloca results,
    /// callees) are opaque `ptr`s: true when the text uses `ptr` anywhere.
    opaque: bool,
    types: FxHashMap<TypeData, Type>,
    diags: Vec<Diagnostic>,
    f: Option<FnState<'a>>,
    /// Lists an instruction grows while it is parsed, kept from one
    /// instruction to the next so that each list is allocated once, at
    /// its final length, when it is frozen into the instruction.
    scratch: InstScratch,
    /// The same for metadata nodes, which nest: each node's list is the
    /// top of the stack, taken off at its final length when the node
    /// ends.
    md_scratch: MdScratch,
}

/// What a parser keeps from one text to the next on a thread: its token
/// buffer and the types it has interned (a cache of the global interner).
#[derive(Default)]
struct Buffers {
    toks: Vec<Token>,
    types: FxHashMap<TypeData, Type>,
}

/// See [`Parser::md_scratch`].
#[derive(Default)]
struct MdScratch {
    ops: Vec<Metadata>,
    fields: Vec<(Symbol, MdField)>,
}

/// See [`Parser::scratch`].
#[derive(Default)]
struct InstScratch {
    operands: Vec<Value>,
    blocks: Vec<BlockId>,
    md: Vec<MdAttachment>,
}

fn is_type_word(w: &str) -> bool {
    matches!(
        w,
        "void"
            | "half"
            | "bfloat"
            | "float"
            | "double"
            | "x86_fp80"
            | "fp128"
            | "ppc_fp128"
            | "x86_mmx"
            | "x86_amx"
            | "label"
            | "metadata"
            | "token"
            | "ptr"
            | "target"
    ) || int_width(w).is_some()
}

fn int_width(w: &str) -> Option<&str> {
    let d = w.strip_prefix('i')?;
    (!d.is_empty() && d.bytes().all(|b| b.is_ascii_digit())).then_some(d)
}

/// Words that start a value, so end an attribute list.
fn is_value_word(w: &str) -> bool {
    matches!(
        w,
        "null"
            | "none"
            | "undef"
            | "poison"
            | "zeroinitializer"
            | "splat"
            | "ptrauth"
            | "true"
            | "false"
            | "blockaddress"
            | "dso_local_equivalent"
            | "no_cfi"
            | "asm"
    ) || Opcode::from_keyword(w).is_some()
}

/// Linkage, preemption, visibility, DLL storage and calling-convention
/// keywords: what goes into a header's `prefix` rather than its return attributes.
fn is_prefix_word(w: &str) -> bool {
    matches!(
        w,
        "private"
            | "internal"
            | "available_externally"
            | "linkonce"
            | "weak"
            | "common"
            | "appending"
            | "extern_weak"
            | "linkonce_odr"
            | "weak_odr"
            | "external"
            | "dso_local"
            | "dso_preemptable"
            | "default"
            | "hidden"
            | "protected"
            | "dllimport"
            | "dllexport"
    ) || is_cc_word(w)
}

fn is_cc_word(w: &str) -> bool {
    w == "cc"
        || w.ends_with("cc")
        || [
            "x86_", "arm_", "aarch64_", "amdgpu_", "ptx_", "spir_", "msp430_", "avr_", "riscv_",
            "m68k_", "hhvm",
        ]
        .iter()
        .any(|p| w.starts_with(p))
}

const TYPE_ATTRS: &[&str] = &[
    "byval",
    "byref",
    "sret",
    "inalloca",
    "preallocated",
    "elementtype",
];

fn flag_of(w: &str) -> Option<Flags> {
    Some(match w {
        "nuw" => Flags::NUW,
        "nsw" => Flags::NSW,
        "exact" => Flags::EXACT,
        "disjoint" => Flags::DISJOINT,
        "nneg" => Flags::NNEG,
        "inbounds" => Flags::INBOUNDS,
        "nusw" => Flags::NUSW,
        "samesign" => Flags::SAMESIGN,
        "fast" => Flags::FAST,
        "reassoc" => Flags::REASSOC,
        "nnan" => Flags::NNAN,
        "ninf" => Flags::NINF,
        "nsz" => Flags::NSZ,
        "arcp" => Flags::ARCP,
        "contract" => Flags::CONTRACT,
        "afn" => Flags::AFN,
        _ => return None,
    })
}

const ORDERINGS: &[&str] = &[
    "unordered",
    "monotonic",
    "acquire",
    "release",
    "acq_rel",
    "seq_cst",
];

/// Decodes a name as written after its sigil (`foo`, `"a b"`, `"\01x"`).
/// Returns the name and whether it had to be kept escaped (not UTF-8).
fn decode_name(s: &str) -> (Cow<'_, str>, bool) {
    let Some(q) = s.strip_prefix('"').and_then(|s| s.strip_suffix('"')) else {
        return (Cow::Borrowed(s), false);
    };
    if !q.contains('\\') {
        return (Cow::Borrowed(q), false);
    }
    match String::from_utf8(unescape(q)) {
        Ok(s) => (Cow::Owned(s), false),
        Err(_) => (Cow::Borrowed(q), true),
    }
}

fn string_body(s: &str) -> &str {
    s.strip_prefix('"')
        .and_then(|s| s.strip_suffix('"'))
        .unwrap_or(s)
}

impl<'a> Parser<'a> {
    fn new(text: &'a str) -> Parser<'a> {
        Parser::with_buffers(text, Buffers::default())
    }

    /// A parser of `text` with the buffers of an earlier parse: the
    /// token buffer is not allocated again, the types are known.
    fn with_buffers(text: &'a str, Buffers { toks, types }: Buffers) -> Parser<'a> {
        let mut p = Parser {
            text,
            toks,
            pos: 0,
            depth: 0,
            opaque: false,
            types,
            diags: Vec::new(),
            f: None,
            scratch: InstScratch::default(),
            md_scratch: MdScratch::default(),
        };
        p.load(text);
        p
    }

    /// Points the parser at `text`, lexed into the token buffer it keeps;
    /// the types it has interned stay known.
    fn load(&mut self, text: &'a str) {
        lex_into(text, &mut self.toks);
        self.opaque = self
            .toks
            .iter()
            .any(|t| t.kind == TokenKind::Word && t.len() == 3 && t.text(text) == "ptr");
        self.text = text;
        self.pos = 0;
        self.depth = 0;
        self.f = None;
    }

    /// Parses the non-`define` item `text` of kind `kind` into `module`,
    /// with the buffers of the items before it: [`parse_item`].
    fn next_item(&mut self, module: &mut Module, text: &'a str, kind: ItemKind) -> Vec<Diagnostic> {
        if kind == ItemKind::Metadata
            && let Some(node) = location::location_item(text)
        {
            module.metadata.push(node);
            return Vec::new();
        }
        self.load(text);
        if self.item(module, kind).is_ok() {
            let _ = self.expect_end();
        }
        std::mem::take(&mut self.diags)
    }

    // --- tokens -----------------------------------------------------------

    fn tok(&self) -> Token {
        self.toks[self.pos]
    }
    fn nth(&self, n: usize) -> Token {
        self.toks[(self.pos + n).min(self.toks.len() - 1)]
    }
    fn kind(&self) -> TokenKind {
        self.tok().kind
    }
    fn text_of(&self, t: Token) -> &'a str {
        t.text(self.text)
    }
    fn word(&self) -> &'a str {
        let t = self.tok();
        if t.kind == TokenKind::Word {
            self.text_of(t)
        } else {
            ""
        }
    }
    fn at_word(&self, w: &str) -> bool {
        self.word() == w
    }
    fn bump(&mut self) -> Token {
        let t = self.tok();
        if t.kind != TokenKind::Eof {
            self.pos += 1;
        }
        t
    }
    fn prev_end(&self) -> u32 {
        if self.pos == 0 {
            0
        } else {
            self.toks[self.pos - 1].end
        }
    }
    fn eat(&mut self, k: TokenKind) -> bool {
        if self.kind() == k {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    fn eat_word(&mut self, w: &str) -> bool {
        if self.at_word(w) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn error_at<T>(&mut self, t: Token, msg: impl Into<String>) -> PResult<T> {
        self.diags.push(Diagnostic::error(t.start, t.len(), msg));
        Err(Fail)
    }

    fn describe(&self, t: Token) -> String {
        match t.kind {
            TokenKind::Eof => "end of input".into(),
            _ => {
                let s = self.text_of(t);
                let s: String = s.chars().take(32).collect();
                format!("'{s}'")
            }
        }
    }

    /// `expected X <context>, found Y`.
    fn expected<T>(&mut self, what: &str, context: &str) -> PResult<T> {
        let t = self.tok();
        let found = self.describe(t);
        let sep = if context.is_empty() { "" } else { " " };
        self.error_at(t, format!("expected {what}{sep}{context}, found {found}"))
    }

    fn expect(&mut self, k: TokenKind, what: &str, context: &str) -> PResult<Token> {
        if self.kind() == k {
            Ok(self.bump())
        } else {
            self.expected(what, context)
        }
    }

    fn expect_word(&mut self, w: &str, context: &str) -> PResult<Token> {
        if self.at_word(w) {
            Ok(self.bump())
        } else {
            self.expected(&format!("'{w}'"), context)
        }
    }

    fn expect_end(&mut self) -> PResult<()> {
        if self.kind() == TokenKind::Eof {
            Ok(())
        } else {
            self.expected("end of item", "")
        }
    }

    fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            let t = self.tok();
            return self.error_at(t, format!("nesting deeper than {MAX_DEPTH} levels"));
        }
        Ok(())
    }

    fn uint(&mut self, context: &str) -> PResult<u64> {
        let t = self.tok();
        if t.kind == TokenKind::Int
            && let Ok(v) = self.text_of(t).parse::<u64>()
        {
            self.bump();
            return Ok(v);
        }
        self.expected("unsigned integer", context)
    }

    fn uint32(&mut self, context: &str) -> PResult<u32> {
        let t = self.tok();
        let v = self.uint(context)?;
        match u32::try_from(v) {
            Ok(v) => Ok(v),
            Err(_) => self.error_at(t, format!("integer {v} out of range {context}")),
        }
    }

    fn string_bytes(&mut self, context: &str) -> PResult<Box<[u8]>> {
        let t = self.expect(TokenKind::String, "string", context)?;
        Ok(unescape(string_body(self.text_of(t))).into())
    }

    fn name_of(&mut self, t: Token) -> Cow<'a, str> {
        let text = self.text_of(t);
        let raw = match t.kind {
            TokenKind::Label => {
                let s = &text[..text.len() - 1];
                if s.starts_with('"') {
                    s
                } else {
                    return Cow::Borrowed(s);
                }
            }
            _ => &text[1..],
        };
        let (name, escaped) = decode_name(raw);
        if escaped {
            self.diags.push(Diagnostic::warning(
                t.start,
                t.len(),
                "name is not valid UTF-8; it is kept with its escapes",
            ));
        }
        name
    }

    // --- types ------------------------------------------------------------

    fn intern(&mut self, d: TypeData) -> Type {
        if let Some(&t) = self.types.get(&d) {
            return t;
        }
        let t = Type::intern(d.clone());
        self.types.insert(d, t);
        t
    }

    fn at_type_start(&self) -> bool {
        match self.kind() {
            TokenKind::Word => is_type_word(self.word()),
            TokenKind::LBrace
            | TokenKind::LBracket
            | TokenKind::Less
            | TokenKind::LocalVar
            | TokenKind::LocalId => true,
            _ => false,
        }
    }

    fn parse_type(&mut self) -> PResult<Type> {
        self.enter()?;
        let r = self.parse_type_inner();
        self.depth -= 1;
        r
    }

    /// Long: One arm per type form.
    fn parse_type_inner(&mut self) -> PResult<Type> {
        let t = self.tok();
        let mut ty = match t.kind {
            TokenKind::Word => {
                let w = self.text_of(t);
                self.bump();
                let d = match w {
                    "void" => TypeData::Void,
                    "half" => TypeData::Half,
                    "bfloat" => TypeData::BFloat,
                    "float" => TypeData::Float,
                    "double" => TypeData::Double,
                    "x86_fp80" => TypeData::X86Fp80,
                    "fp128" => TypeData::Fp128,
                    "ppc_fp128" => TypeData::PpcFp128,
                    "x86_mmx" => TypeData::X86Mmx,
                    "x86_amx" => TypeData::X86Amx,
                    "label" => TypeData::Label,
                    "metadata" => TypeData::Metadata,
                    "token" => TypeData::Token,
                    "ptr" => TypeData::Ptr {
                        addrspace: self.opt_addrspace()?.unwrap_or(0),
                    },
                    "target" => return self.target_type(),
                    "opaque" => {
                        return self
                            .error_at(t, "'opaque' is only valid as the body of a named type");
                    }
                    _ => match int_width(w).map(|d| d.parse::<u32>()) {
                        Some(Ok(n)) if (1..=1 << 23).contains(&n) => TypeData::Int(n),
                        Some(_) => {
                            return self
                                .error_at(t, "integer type width must be between 1 and 2^23");
                        }
                        None => {
                            return self.error_at(t, format!("expected type, found '{w}'"));
                        }
                    },
                };
                self.intern(d)
            }
            TokenKind::LocalVar | TokenKind::LocalId => {
                self.bump();
                let name = self.name_of(t);
                self.intern(TypeData::Named(name.into()))
            }
            TokenKind::LBrace => {
                self.bump();
                self.struct_body(false)?
            }
            TokenKind::Less if self.nth(1).kind == TokenKind::LBrace => {
                self.pos += 2;
                let s = self.struct_body(true)?;
                self.expect(TokenKind::Greater, "'>'", "after packed struct type")?;
                s
            }
            TokenKind::Less => {
                self.bump();
                let scalable = self.eat_word("vscale");
                if scalable {
                    self.expect_word("x", "after 'vscale'")?;
                }
                let len = self.uint32("as vector length")?;
                self.expect_word("x", "after vector length")?;
                let elem = self.parse_type()?;
                self.expect(TokenKind::Greater, "'>'", "after vector element type")?;
                if len == 0 {
                    return self.error_at(t, "zero-length vector type");
                }
                self.intern(TypeData::Vector {
                    len,
                    scalable,
                    elem,
                })
            }
            TokenKind::LBracket => {
                self.bump();
                let len = self.uint("as array length")?;
                self.expect_word("x", "after array length")?;
                let elem = self.parse_type()?;
                self.expect(TokenKind::RBracket, "']'", "after array element type")?;
                self.intern(TypeData::Array { len, elem })
            }
            _ => return self.expected("type", ""),
        };
        loop {
            match self.kind() {
                TokenKind::Star => {
                    let s = self.bump();
                    ty = self.pointer_to(ty, 0, s)?;
                }
                TokenKind::Word if self.at_word("addrspace") => {
                    let s = self.tok();
                    let a = self.opt_addrspace()?.unwrap_or(0);
                    self.expect(
                        TokenKind::Star,
                        "'*'",
                        "after address space of pointer type",
                    )?;
                    ty = self.pointer_to(ty, a, s)?;
                }
                TokenKind::LParen => {
                    if matches!(ty.data(), TypeData::Label | TypeData::Metadata) {
                        let t = self.tok();
                        return self.error_at(t, "invalid function return type");
                    }
                    self.bump();
                    let mut params = Vec::new();
                    let mut varargs = false;
                    while self.kind() != TokenKind::RParen {
                        if !params.is_empty() || varargs {
                            self.expect(TokenKind::Comma, "','", "between parameter types")?;
                        }
                        if self.eat(TokenKind::DotDotDot) {
                            varargs = true;
                            break;
                        }
                        params.push(self.parse_type()?);
                        // Attributes in function types are accepted and dropped, as LLVM does.
                        while self.kind() == TokenKind::Word && !is_type_word(self.word()) {
                            self.attr()?;
                        }
                    }
                    self.expect(TokenKind::RParen, "')'", "after parameter types")?;
                    ty = self.intern(TypeData::Function {
                        ret: ty,
                        params,
                        varargs,
                    });
                }
                _ => return Ok(ty),
            }
        }
    }

    /// `target("name", T..., N...)` after the `target` keyword: type
    /// parameters first, then integer parameters.
    fn target_type(&mut self) -> PResult<Type> {
        self.expect(TokenKind::LParen, "'('", "after 'target'")?;
        let name = self.string_bytes("as target extension type name")?;
        let mut types = Vec::new();
        let mut ints = Vec::new();
        while self.eat(TokenKind::Comma) {
            if self.kind() == TokenKind::Int {
                ints.push(self.uint32("as target extension type parameter")?);
            } else if ints.is_empty() {
                types.push(self.parse_type()?);
            } else {
                return self.expected(
                    "integer parameter",
                    "after the integer parameters of a target extension type",
                );
            }
        }
        self.expect(TokenKind::RParen, "')'", "after target extension type")?;
        Ok(self.intern(TypeData::Target {
            name: String::from_utf8_lossy(&name).into(),
            types,
            ints,
        }))
    }

    fn pointer_to(&mut self, pointee: Type, addrspace: u32, at: Token) -> PResult<Type> {
        match pointee.data() {
            TypeData::Void => self.error_at(at, "pointers to void are invalid; use i8* instead"),
            TypeData::Label | TypeData::Metadata | TypeData::Token => {
                self.error_at(at, format!("pointer to '{pointee}' is invalid"))
            }
            TypeData::Ptr { .. } => self.error_at(at, "'ptr*' is invalid; use 'ptr'"),
            _ => Ok(self.intern(TypeData::TypedPtr { pointee, addrspace })),
        }
    }

    fn struct_body(&mut self, packed: bool) -> PResult<Type> {
        let mut fields = Vec::new();
        while self.kind() != TokenKind::RBrace {
            if !fields.is_empty() {
                self.expect(TokenKind::Comma, "','", "between struct fields")?;
            }
            fields.push(self.parse_type()?);
        }
        self.bump();
        Ok(self.intern(TypeData::Struct { packed, fields }))
    }

    /// `addrspace(N)` if present.
    fn opt_addrspace(&mut self) -> PResult<Option<u32>> {
        if !self.eat_word("addrspace") {
            return Ok(None);
        }
        self.expect(TokenKind::LParen, "'('", "after 'addrspace'")?;
        let n = self.uint32("as address space")?;
        self.expect(TokenKind::RParen, "')'", "after address space")?;
        Ok(Some(n))
    }

    fn ptr_ty(&mut self, pointee: Type, addrspace: u32) -> Type {
        if self.opaque {
            self.intern(TypeData::Ptr { addrspace })
        } else {
            self.intern(TypeData::TypedPtr { pointee, addrspace })
        }
    }

    // --- attributes ---------------------------------------------------------

    /// Tokens of a balanced `( ... )` group starting at the current `(`,
    /// re-joined with normalised spacing.
    fn paren_group(&mut self) -> PResult<String> {
        let open = self.tok();
        let mut out = String::new();
        let mut depth = 0u32;
        let mut prev: Option<TokenKind> = None;
        loop {
            let t = self.bump();
            match t.kind {
                TokenKind::Eof => return self.error_at(open, "unclosed '('"),
                TokenKind::LParen => depth += 1,
                TokenKind::RParen => depth -= 1,
                _ => {}
            }
            let tight = matches!(prev, None | Some(TokenKind::LParen))
                || matches!(t.kind, TokenKind::RParen | TokenKind::Comma);
            if !tight {
                out.push(' ');
            }
            out.push_str(self.text_of(t));
            prev = Some(t.kind);
            if depth == 0 {
                return Ok(out);
            }
        }
    }

    /// One attribute at the current token (a word, `"k"="v"` or `#N`).
    fn attr(&mut self) -> PResult<Attr> {
        let t = self.bump();
        let w = self.text_of(t);
        match t.kind {
            TokenKind::AttrGroupId => return Ok(w.into()),
            TokenKind::String => {
                if self.kind() == TokenKind::Equal && self.nth(1).kind == TokenKind::String {
                    self.bump();
                    let v = self.bump();
                    return Ok(format!("{w}={}", self.text_of(v)).into());
                }
                return Ok(w.into());
            }
            TokenKind::Word => {}
            _ => {
                self.pos -= 1;
                return self.expected("attribute", "");
            }
        }
        match self.kind() {
            TokenKind::LParen if TYPE_ATTRS.contains(&w) => {
                self.bump();
                let ty = self.parse_type()?;
                self.expect(TokenKind::RParen, "')'", &format!("after type of '{w}'"))?;
                Ok(format!("{w}({ty})").into())
            }
            TokenKind::LParen => Ok(format!("{w}{}", self.paren_group()?).into()),
            TokenKind::Int if w == "align" => {
                let n = self.bump();
                Ok(format!("align {}", self.text_of(n)).into())
            }
            TokenKind::Equal if self.nth(1).kind == TokenKind::Int => {
                self.bump();
                let n = self.bump();
                Ok(format!("{w}={}", self.text_of(n)).into())
            }
            _ => Ok(w.into()),
        }
    }

    /// Parameter or argument attributes: up to the value or name.
    fn param_attrs(&mut self) -> PResult<Vec<Attr>> {
        let mut attrs = Vec::new();
        loop {
            match self.kind() {
                TokenKind::Word if !is_value_word(self.word()) && !is_type_word(self.word()) => {
                    attrs.push(self.attr()?)
                }
                TokenKind::String => attrs.push(self.attr()?),
                _ => return Ok(attrs),
            }
        }
    }

    /// Words before a return type: (prefix keywords, return attributes).
    fn ret_prefix(&mut self, prefix: &mut Vec<Box<str>>, attrs: &mut Vec<Attr>) -> PResult<()> {
        loop {
            let w = self.word();
            if w.is_empty() && self.kind() != TokenKind::String {
                return Ok(());
            }
            if is_type_word(w) {
                return Ok(());
            }
            if w == "cc" && self.nth(1).kind == TokenKind::Int {
                self.bump();
                let n = self.bump();
                prefix.push(format!("cc {}", self.text_of(n)).into());
            } else if is_prefix_word(w) {
                self.bump();
                prefix.push(w.into());
            } else if w == "addrspace" {
                let n = self.opt_addrspace()?.unwrap_or(0);
                attrs.push(format!("addrspace({n})").into());
            } else {
                attrs.push(self.attr()?);
            }
        }
    }

    // --- constants ----------------------------------------------------------

    fn typed_const(&mut self) -> PResult<Constant> {
        let ty = self.parse_type()?;
        self.constant(ty)
    }

    fn constant(&mut self, ty: Type) -> PResult<Constant> {
        self.enter()?;
        let r = self.constant_inner(ty);
        self.depth -= 1;
        r
    }

    /// Long: One arm per constant form, as LLParser's `parseValID`.
    fn constant_inner(&mut self, ty: Type) -> PResult<Constant> {
        let t = self.tok();
        let text = self.text_of(t);
        match t.kind {
            TokenKind::Int | TokenKind::HexInt => {
                self.bump();
                self.int_const(t, ty)
            }
            TokenKind::Float => {
                self.bump();
                let bits = self.float_bits(t, ty)?;
                Ok(Constant::Float { ty, bits })
            }
            TokenKind::GlobalVar | TokenKind::GlobalId => {
                self.bump();
                Ok(Constant::Global {
                    ty,
                    name: self.name_of(t).into(),
                })
            }
            TokenKind::CString => {
                self.bump();
                let bytes = unescape(&text[2..text.len() - 1]);
                match ty.data() {
                    TypeData::Array { len, elem }
                        if *elem == Type::i8() && *len == bytes.len() as u64 => {}
                    _ => {
                        return self.error_at(
                            t,
                            format!(
                                "constant string of {} bytes does not have type '{ty}'",
                                bytes.len()
                            ),
                        );
                    }
                }
                Ok(Constant::Bytes {
                    ty,
                    bytes: bytes.into(),
                })
            }
            TokenKind::LBrace => {
                self.bump();
                let elems = self.const_list(TokenKind::RBrace, "'}'")?;
                self.aggregate(t, ty, elems, false)
            }
            TokenKind::Less if self.nth(1).kind == TokenKind::LBrace => {
                self.pos += 2;
                let elems = self.const_list(TokenKind::RBrace, "'}'")?;
                self.expect(TokenKind::Greater, "'>'", "after packed struct constant")?;
                self.aggregate(t, ty, elems, true)
            }
            TokenKind::Less => {
                self.bump();
                let elems = self.const_list(TokenKind::Greater, "'>'")?;
                match ty.data() {
                    TypeData::Vector {
                        len,
                        scalable: false,
                        ..
                    } if *len as usize == elems.len() => {}
                    _ => {
                        return self
                            .error_at(t, format!("vector constant does not have type '{ty}'"));
                    }
                }
                Ok(Constant::Aggregate {
                    ty,
                    elems: elems.into(),
                })
            }
            TokenKind::LBracket => {
                self.bump();
                let elems = self.const_list(TokenKind::RBracket, "']'")?;
                match ty.data() {
                    TypeData::Array { len, .. } if *len == elems.len() as u64 => {}
                    _ => {
                        return self
                            .error_at(t, format!("array constant does not have type '{ty}'"));
                    }
                }
                Ok(Constant::Aggregate {
                    ty,
                    elems: elems.into(),
                })
            }
            TokenKind::LocalVar | TokenKind::LocalId => self.error_at(
                t,
                format!("expected a constant, found local value '{text}'"),
            ),
            TokenKind::Word => {
                self.bump();
                match text {
                    "true" | "false" => {
                        if ty != Type::i1() {
                            return self.error_at(
                                t,
                                format!("'{text}' is a constant of type 'i1', not '{ty}'"),
                            );
                        }
                        Ok(Constant::Int {
                            ty,
                            value: if text == "true" { -1 } else { 0 },
                        })
                    }
                    "null" => {
                        if !ty.is_ptr() {
                            return self
                                .error_at(t, format!("'null' must be a pointer, not '{ty}'"));
                        }
                        Ok(Constant::Null(ty))
                    }
                    "none" => {
                        if ty != Type::token() {
                            return self.error_at(t, format!("'none' must be a token, not '{ty}'"));
                        }
                        Ok(Constant::NoneToken(ty))
                    }
                    "undef" => Ok(Constant::Undef(ty)),
                    "poison" => Ok(Constant::Poison(ty)),
                    "zeroinitializer" => Ok(Constant::Zero(ty)),
                    "ptrauth" => {
                        self.expect(TokenKind::LParen, "'('", "after 'ptrauth'")?;
                        let operands = self.const_list(TokenKind::RParen, "')'")?;
                        if !(2..=5).contains(&operands.len()) {
                            return self.error_at(t, "'ptrauth' takes 2 to 5 operands");
                        }
                        Ok(Constant::PtrAuth {
                            ty,
                            operands: operands.into(),
                        })
                    }
                    "splat" => {
                        self.expect(TokenKind::LParen, "'('", "after 'splat'")?;
                        let elem = self.typed_const()?;
                        self.expect(TokenKind::RParen, "')'", "after splat value")?;
                        if !ty.is_vector() || elem.ty() != ty.scalar() {
                            return self.error_at(
                                t,
                                format!("splat of '{}' does not have type '{ty}'", elem.ty()),
                            );
                        }
                        Ok(Constant::Splat {
                            ty,
                            elem: Box::new(elem),
                        })
                    }
                    "blockaddress" => {
                        self.expect(TokenKind::LParen, "'('", "after 'blockaddress'")?;
                        let f = self.expect_global("as blockaddress function")?;
                        self.expect(TokenKind::Comma, "','", "after blockaddress function")?;
                        let b = self.tok();
                        if !matches!(b.kind, TokenKind::LocalVar | TokenKind::LocalId) {
                            return self.expected("block name", "in blockaddress");
                        }
                        self.bump();
                        let block = self.name_of(b).into();
                        self.expect(TokenKind::RParen, "')'", "after blockaddress")?;
                        Ok(Constant::BlockAddress {
                            ty,
                            target: Box::new((f, block)),
                        })
                    }
                    "dso_local_equivalent" | "no_cfi" => {
                        let name = self.expect_global(&format!("after '{text}'"))?;
                        Ok(Constant::GlobalWrapper {
                            ty,
                            keyword: Symbol::intern(text),
                            name,
                        })
                    }
                    _ => match Opcode::from_keyword(text) {
                        Some(op) => self.const_expr(t, ty, op),
                        None => self.error_at(
                            t,
                            format!("expected a constant of type '{ty}', found '{text}'"),
                        ),
                    },
                }
            }
            _ => self.expected(&format!("a constant of type '{ty}'"), ""),
        }
    }

    fn expect_global(&mut self, context: &str) -> PResult<Name> {
        let t = self.tok();
        if matches!(t.kind, TokenKind::GlobalVar | TokenKind::GlobalId) {
            self.bump();
            Ok(self.name_of(t).into())
        } else {
            self.expected("global name", context)
        }
    }

    fn const_list(&mut self, close: TokenKind, what: &str) -> PResult<Vec<Constant>> {
        let mut elems = Vec::new();
        while self.kind() != close {
            if !elems.is_empty() {
                self.expect(TokenKind::Comma, "','", "between constant elements")?;
            }
            elems.push(self.typed_const()?);
        }
        self.expect(close, what, "after constant elements")?;
        Ok(elems)
    }

    fn aggregate(
        &mut self,
        at: Token,
        ty: Type,
        elems: Vec<Constant>,
        packed: bool,
    ) -> PResult<Constant> {
        match ty.data() {
            TypeData::Struct { packed: p, fields } => {
                if *p != packed {
                    return self.error_at(at, "packedness of struct constant and type don't match");
                }
                if fields.len() != elems.len()
                    || fields.iter().zip(&elems).any(|(f, e)| *f != e.ty())
                {
                    return self.error_at(at, format!("struct constant does not have type '{ty}'"));
                }
            }
            TypeData::Named(_) => {}
            _ => return self.error_at(at, format!("struct constant does not have type '{ty}'")),
        }
        Ok(Constant::Aggregate {
            ty,
            elems: elems.into(),
        })
    }

    fn int_const(&mut self, t: Token, ty: Type) -> PResult<Constant> {
        let text = self.text_of(t);
        let Some(bits) = ty.int_bits().filter(|_| ty.is_int()) else {
            return self.error_at(
                t,
                format!("integer constant must have integer type, not '{ty}'"),
            );
        };
        if bits > 128 {
            return Ok(Constant::BigInt {
                ty,
                text: text.into(),
            });
        }
        let v: u128 = if t.kind == TokenKind::HexInt {
            let digits = &text[3..];
            let mut v: u128 = 0;
            for d in digits.bytes() {
                v = (v << 4) | (d as char).to_digit(16).unwrap_or(0) as u128;
            }
            let n = (digits.len() * 4).min(128) as u32;
            if text.starts_with('s') && n < 128 && n > 0 {
                (((v << (128 - n)) as i128) >> (128 - n)) as u128
            } else {
                v
            }
        } else {
            let (neg, digits) = match text.strip_prefix('-') {
                Some(d) => (true, d),
                None => (false, text.trim_start_matches('+')),
            };
            let mut v: u128 = 0;
            for d in digits.bytes() {
                v = v.wrapping_mul(10).wrapping_add((d - b'0') as u128);
            }
            if neg { v.wrapping_neg() } else { v }
        };
        let sh = 128 - bits;
        Ok(Constant::Int {
            ty,
            value: ((v << sh) as i128) >> sh,
        })
    }

    fn float_bits(&mut self, t: Token, ty: Type) -> PResult<u128> {
        let text = self.text_of(t);
        let d = ty.data();
        let bad = |p: &mut Self| {
            p.error_at(
                t,
                format!("floating-point constant does not have type '{ty}'"),
            )
        };
        if let Some(hex) = text.strip_prefix("0x") {
            let (kind, digits) = match hex.as_bytes()[0] {
                k @ (b'K' | b'L' | b'M' | b'H' | b'R') => (k, &hex[1..]),
                _ => (b'D', hex),
            };
            let parse = |s: &str| u128::from_str_radix(s, 16).ok();
            let Some(v) = parse(digits).filter(|_| digits.len() <= 32) else {
                return self.error_at(t, "hexadecimal constant is too large");
            };
            return match (kind, d) {
                (b'H', TypeData::Half) | (b'R', TypeData::BFloat) if digits.len() <= 4 => Ok(v),
                (b'K', TypeData::X86Fp80) if digits.len() <= 20 => Ok(v),
                (b'L', TypeData::Fp128) | (b'M', TypeData::PpcFp128) => {
                    // Written low 64 bits first.
                    let split = digits.len().min(16);
                    let lo = parse(&digits[..split]).unwrap_or(0);
                    let hi = if split < digits.len() {
                        parse(&digits[split..]).unwrap_or(0)
                    } else {
                        0
                    };
                    Ok((hi << 64) | lo)
                }
                (b'D', _) if digits.len() <= 16 => match from_f64(d, f64::from_bits(v as u64)) {
                    Some(b) => Ok(b),
                    None => self.error_at(
                        t,
                        format!("floating-point constant is not exactly representable as '{ty}'"),
                    ),
                },
                _ => bad(self),
            };
        }
        let Ok(v) = text.parse::<f64>() else {
            return self.error_at(t, "invalid floating-point constant");
        };
        if !matches!(
            d,
            TypeData::Half | TypeData::BFloat | TypeData::Float | TypeData::Double
        ) {
            return bad(self);
        }
        match from_f64(d, v) {
            Some(b) => Ok(b),
            None => self.error_at(
                t,
                format!("floating-point constant is not exactly representable as '{ty}'"),
            ),
        }
    }

    fn const_expr(&mut self, at: Token, ty: Type, op: Opcode) -> PResult<Constant> {
        use Opcode::*;
        let mut e = ConstExpr {
            ty,
            op,
            flags: Vec::new(),
            source_ty: None,
            operands: Vec::new(),
            indices: Vec::new(),
        };
        let ctx = format!("in '{}' constant expression", op.keyword());
        loop {
            let w = self.word();
            if flag_of(w).is_some() {
                self.bump();
                e.flags.push(w.into());
            } else if w == "inrange" && self.nth(1).kind == TokenKind::LParen {
                self.bump();
                let g = self.paren_group()?;
                e.flags.push(format!("inrange{g}").into());
            } else if matches!(op, ICmp | FCmp) && e.flags.iter().all(|f| flag_of(f).is_some()) {
                let p = if op == ICmp {
                    Predicate::icmp_from_keyword(w)
                } else {
                    Predicate::fcmp_from_keyword(w)
                };
                if p.is_none() {
                    return self.expected("comparison predicate", &ctx);
                }
                self.bump();
                e.flags.push(w.into());
            } else {
                break;
            }
        }
        self.expect(TokenKind::LParen, "'('", &ctx)?;
        match op {
            GetElementPtr => {
                e.source_ty = Some(self.parse_type()?);
                while self.eat(TokenKind::Comma) {
                    if self.eat_word("inrange") {
                        // Pre-LLVM-19 form: marks the next index.
                        e.flags.push(format!("inrange {}", e.operands.len()).into());
                    }
                    e.operands.push(self.typed_const()?);
                }
                if e.operands.is_empty() {
                    return self.error_at(at, "getelementptr needs a pointer operand");
                }
            }
            ExtractValue | InsertValue => {
                e.operands.push(self.typed_const()?);
                if op == InsertValue {
                    self.expect(TokenKind::Comma, "','", &ctx)?;
                    e.operands.push(self.typed_const()?);
                }
                while self.eat(TokenKind::Comma) {
                    e.indices.push(self.uint32(&ctx)?);
                }
            }
            _ if op.is_cast() => {
                e.operands.push(self.typed_const()?);
                self.expect_word("to", &ctx)?;
                let to = self.parse_type()?;
                if to != ty {
                    return self.error_at(
                        at,
                        format!("cast to '{to}' used as a constant of type '{ty}'"),
                    );
                }
            }
            _ => {
                let n = match op {
                    FNeg => 1,
                    Select | InsertElement | ShuffleVector => 3,
                    ICmp | FCmp | ExtractElement => 2,
                    _ if op.is_binary() => 2,
                    _ => {
                        return self.error_at(
                            at,
                            format!("'{}' is not a constant expression", op.keyword()),
                        );
                    }
                };
                for i in 0..n {
                    if i > 0 {
                        self.expect(TokenKind::Comma, "','", &format!("between operands {ctx}"))?;
                    }
                    e.operands.push(self.typed_const()?);
                }
            }
        }
        self.expect(TokenKind::RParen, "')'", &ctx)?;
        Ok(Constant::Expr(Box::new(e)))
    }

    // --- metadata -------------------------------------------------------------

    fn metadata(&mut self) -> PResult<Metadata> {
        self.enter()?;
        let r = self.metadata_inner();
        self.depth -= 1;
        r
    }

    fn metadata_inner(&mut self) -> PResult<Metadata> {
        let t = self.tok();
        match t.kind {
            TokenKind::MetadataId => {
                self.bump();
                match self.text_of(t)[1..].parse() {
                    Ok(n) => Ok(Metadata::Ref(n)),
                    Err(_) => self.error_at(t, "metadata number out of range"),
                }
            }
            TokenKind::Exclaim if self.nth(1).kind == TokenKind::String => {
                self.bump();
                let s = self.string_bytes("")?;
                Ok(Metadata::String(s))
            }
            TokenKind::Exclaim | TokenKind::MetadataVar => {
                Ok(Metadata::Node(Box::new(self.md_node(false)?)))
            }
            TokenKind::Word if self.at_word("distinct") => {
                self.bump();
                Ok(Metadata::Node(Box::new(self.md_node(true)?)))
            }
            TokenKind::Word if self.at_word("null") => {
                self.bump();
                Ok(Metadata::Null)
            }
            _ if self.at_type_start() => {
                let ty = self.parse_type()?;
                let value = self.value(ty)?;
                Ok(Metadata::Value {
                    ty,
                    value: Box::new(value),
                })
            }
            _ => self.expected("metadata", ""),
        }
    }

    /// `!{...}` or `!DIName(...)`.
    fn md_node(&mut self, distinct: bool) -> PResult<MdNode> {
        let t = self.tok();
        match t.kind {
            TokenKind::Exclaim if self.nth(1).kind == TokenKind::LBrace => {
                self.pos += 2;
                let base = self.md_scratch.ops.len();
                let r = self.tuple_ops(base);
                let ops: Box<[Metadata]> = self.md_scratch.ops.drain(base..).collect();
                r?;
                self.bump();
                Ok(MdNode {
                    distinct,
                    kind: MdKind::Tuple(ops),
                })
            }
            TokenKind::MetadataVar if self.nth(1).kind == TokenKind::LParen => {
                self.pos += 2;
                let name = Symbol::intern(&self.text_of(t)[1..]);
                let base = self.md_scratch.fields.len();
                if let Err(e) = self.node_fields(name, base) {
                    self.md_scratch.fields.truncate(base);
                    return Err(e);
                }
                self.bump();
                let fields = &self.md_scratch.fields[base..];
                let location = (name.as_str() == "DILocation")
                    .then(|| Location::from_fields(fields))
                    .flatten();
                let kind = match location {
                    Some(l) => {
                        self.md_scratch.fields.truncate(base);
                        MdKind::Location(l)
                    }
                    None => MdKind::Specialized {
                        name,
                        fields: self.md_scratch.fields.drain(base..).collect(),
                    },
                };
                Ok(MdNode { distinct, kind })
            }
            _ => self.expected("metadata node", ""),
        }
    }

    /// The operands of a tuple up to its `}`, pushed on the scratch
    /// stack above `base`.
    fn tuple_ops(&mut self, base: usize) -> PResult<()> {
        while self.kind() != TokenKind::RBrace {
            if self.md_scratch.ops.len() > base {
                self.expect(TokenKind::Comma, "','", "between metadata operands")?;
            }
            let op = self.metadata()?;
            self.md_scratch.ops.push(op);
        }
        Ok(())
    }

    /// The fields of a `!Name(...)` node up to its `)`, pushed on the
    /// scratch stack above `base`.
    fn node_fields(&mut self, name: Symbol, base: usize) -> PResult<()> {
        while self.kind() != TokenKind::RParen {
            if self.md_scratch.fields.len() > base && !self.eat(TokenKind::Comma) {
                return self.expected("','", &format!("between fields of '!{name}'"));
            }
            let label = if self.kind() == TokenKind::Label {
                let l = self.bump();
                let s = self.text_of(l);
                &s[..s.len() - 1]
            } else {
                ""
            };
            let label = Symbol::intern(label);
            let field = self.md_field()?;
            self.md_scratch.fields.push((label, field));
        }
        Ok(())
    }

    fn md_field(&mut self) -> PResult<MdField> {
        let t = self.tok();
        match t.kind {
            TokenKind::Int => {
                self.bump();
                Ok(match self.text_of(t).parse::<i64>() {
                    Ok(v) => MdField::Int(v),
                    Err(_) => MdField::Word(self.text_of(t).into()),
                })
            }
            TokenKind::String => Ok(MdField::String(self.string_bytes("")?)),
            TokenKind::MetadataId | TokenKind::Exclaim | TokenKind::MetadataVar => {
                Ok(MdField::Md(self.metadata()?))
            }
            TokenKind::Word if matches!(self.word(), "distinct" | "null") => {
                Ok(MdField::Md(self.metadata()?))
            }
            _ if self.at_type_start() => Ok(MdField::Md(self.metadata()?)),
            TokenKind::Word => {
                let mut s = String::from(self.text_of(t));
                self.bump();
                while self.kind() == TokenKind::Bar && self.nth(1).kind == TokenKind::Word {
                    self.bump();
                    let w = self.bump();
                    s.push_str(" | ");
                    s.push_str(self.text_of(w));
                }
                Ok(MdField::Word(s.into()))
            }
            TokenKind::Float | TokenKind::HexInt => {
                self.bump();
                Ok(MdField::Word(self.text_of(t).into()))
            }
            _ => self.expected("metadata field value", ""),
        }
    }

    /// `, !kind !N` attachments (the leading comma included) until there are no more.
    fn attachments(&mut self, md: &mut Vec<MdAttachment>) -> PResult<()> {
        while self.kind() == TokenKind::Comma {
            self.bump();
            self.attachment(md)?;
        }
        Ok(())
    }

    fn attachment(&mut self, md: &mut Vec<MdAttachment>) -> PResult<()> {
        let k = self.expect(TokenKind::MetadataVar, "metadata attachment", "after ','")?;
        let kind = Symbol::intern(&self.text_of(k)[1..]);
        let node = self.metadata()?;
        md.push(MdAttachment { kind, node });
        Ok(())
    }

    // --- module items -----------------------------------------------------------

    /// Long: One arm per kind of top-level item.
    fn item(&mut self, m: &mut Module, kind: ItemKind) -> PResult<()> {
        match kind {
            ItemKind::Header => {
                let t = self.tok();
                if self.eat_word("source_filename") {
                    self.expect(TokenKind::Equal, "'='", "after 'source_filename'")?;
                    m.source_filename = Some(self.string_bytes("as source file name")?);
                } else if self.eat_word("target") {
                    let w = self.word();
                    if !matches!(w, "datalayout" | "triple") {
                        return self.expected("'datalayout' or 'triple'", "after 'target'");
                    }
                    self.bump();
                    self.expect(TokenKind::Equal, "'='", &format!("after 'target {w}'"))?;
                    let st = self.tok();
                    let s = self.string_bytes(&format!("as target {w}"))?;
                    if w == "datalayout" {
                        // LLVM rejects the module on a bad layout; the string
                        // is kept (and printed back), layouts skip the part.
                        let (_, errors) =
                            crate::DataLayout::parse_checked(&String::from_utf8_lossy(&s));
                        if let Some(e) = errors.first() {
                            let raw = self.text_of(st);
                            let (at, len) = if raw.contains('\\') {
                                (st.start, st.len())
                            } else {
                                (st.start + 1 + e.offset as u32, e.len as u32)
                            };
                            self.diags.push(Diagnostic::error(
                                at,
                                len,
                                format!("invalid target datalayout: {}", e.message),
                            ));
                        }
                        m.datalayout = Some(s);
                    } else {
                        m.triple = Some(s);
                    }
                } else {
                    return self.error_at(t, "expected top-level entity");
                }
                Ok(())
            }
            ItemKind::Type => {
                let t = self.bump();
                let name: Name = self.name_of(t).into();
                self.expect(TokenKind::Equal, "'='", "after type name")?;
                self.expect_word("type", "after '='")?;
                let body = if self.eat_word("opaque") {
                    None
                } else {
                    Some(self.parse_type()?)
                };
                m.types.push((name, body));
                Ok(())
            }
            ItemKind::Global => {
                let g = self.global()?;
                m.globals.push(g);
                Ok(())
            }
            ItemKind::Declare => {
                self.expect_word("declare", "")?;
                let mut md = Vec::new();
                while self.kind() == TokenKind::MetadataVar {
                    self.attachment(&mut md)?;
                }
                let (mut h, _) = self.fn_header(false)?;
                md.append(&mut h.md);
                h.md = md;
                m.declarations.push(h);
                Ok(())
            }
            ItemKind::AttrGroup => {
                self.expect_word("attributes", "")?;
                let t = self.expect(
                    TokenKind::AttrGroupId,
                    "attribute group id",
                    "after 'attributes'",
                )?;
                let Ok(n) = self.text_of(t)[1..].parse() else {
                    return self.error_at(t, "attribute group id out of range");
                };
                self.expect(TokenKind::Equal, "'='", "after attribute group id")?;
                self.expect(TokenKind::LBrace, "'{'", "to open attribute group")?;
                let mut attrs = Vec::new();
                while self.kind() != TokenKind::RBrace {
                    attrs.push(self.attr()?);
                }
                self.bump();
                m.attr_groups.push((n, attrs));
                Ok(())
            }
            ItemKind::Metadata => {
                let t = self.bump();
                let Ok(n) = self.text_of(t)[1..].parse() else {
                    return self.error_at(t, "metadata number out of range");
                };
                self.expect(TokenKind::Equal, "'='", "after metadata id")?;
                let distinct = self.eat_word("distinct");
                let node = self.md_node(distinct)?;
                m.metadata.push((n, node));
                Ok(())
            }
            ItemKind::NamedMetadata => {
                let t = self.bump();
                let name = self.text_of(t)[1..].into();
                self.expect(TokenKind::Equal, "'='", "after metadata name")?;
                self.expect(TokenKind::Exclaim, "'!'", "to open named metadata")?;
                self.expect(TokenKind::LBrace, "'{'", "to open named metadata")?;
                let mut ops = Vec::new();
                while self.kind() != TokenKind::RBrace {
                    if !ops.is_empty() {
                        self.expect(TokenKind::Comma, "','", "between named metadata operands")?;
                    }
                    let t = self.tok();
                    let md = self.metadata()?;
                    if !matches!(md, Metadata::Ref(_)) {
                        return self.error_at(t, "named metadata operands must be '!N' references");
                    }
                    ops.push(md);
                }
                self.bump();
                m.named_metadata.push((name, ops));
                Ok(())
            }
            ItemKind::Define => {
                let f = self.function()?;
                m.functions.push(f);
                Ok(())
            }
            ItemKind::Other => {
                let t = self.tok();
                let ok = match t.kind {
                    TokenKind::GlobalVar | TokenKind::GlobalId => self.toks.iter().any(|t| {
                        t.kind == TokenKind::Word && matches!(self.text_of(*t), "alias" | "ifunc")
                    }),
                    TokenKind::ComdatVar => {
                        self.nth(2).kind == TokenKind::Word && self.text_of(self.nth(2)) == "comdat"
                    }
                    // ThinLTO summary entries: kept as written, never read.
                    TokenKind::SummaryId => self.nth(1).kind == TokenKind::Equal,
                    TokenKind::Word => {
                        matches!(self.word(), "module" | "uselistorder" | "uselistorder_bb")
                    }
                    _ => false,
                };
                if !ok {
                    return self.error_at(
                        t,
                        format!("expected top-level entity, found {}", self.describe(t)),
                    );
                }
                let end = self.toks[self.toks.len() - 1].start as usize;
                let text = self.text[t.start as usize..end].trim_end();
                m.raw.push(RawItem { text: text.into() });
                self.pos = self.toks.len() - 1;
                Ok(())
            }
        }
    }

    fn global(&mut self) -> PResult<GlobalVar> {
        let t = self.bump();
        let name = self.name_of(t).into();
        self.expect(TokenKind::Equal, "'='", "after global name")?;
        let mut prefix: Vec<Box<str>> = Vec::new();
        let is_constant = loop {
            let w = self.word();
            match w {
                "global" => break false,
                "constant" => break true,
                "" => return self.expected("'global' or 'constant'", "in global variable"),
                "thread_local" | "addrspace" if self.nth(1).kind == TokenKind::LParen => {
                    self.bump();
                    let g = self.paren_group()?;
                    prefix.push(format!("{w}{g}").into());
                }
                _ => {
                    self.bump();
                    prefix.push(w.into());
                }
            }
        };
        self.bump();
        let ty = self.parse_type()?;
        let has_init = !matches!(self.kind(), TokenKind::Comma | TokenKind::Eof);
        let external = prefix
            .iter()
            .any(|p| matches!(&**p, "external" | "extern_weak"));
        let init = if has_init && !external {
            Some(self.constant(ty)?)
        } else {
            None
        };
        let mut suffix = Vec::new();
        let mut md = Vec::new();
        while self.eat(TokenKind::Comma) {
            if self.kind() == TokenKind::MetadataVar {
                self.attachment(&mut md)?;
                continue;
            }
            let t = self.tok();
            let w = self.word();
            let item = match w {
                "section" | "partition" | "code_model" => {
                    self.bump();
                    let s = self.expect(TokenKind::String, "string", &format!("after '{w}'"))?;
                    format!("{w} {}", self.text_of(s))
                }
                "align" => {
                    self.bump();
                    format!("align {}", self.uint("as alignment")?)
                }
                "comdat" if self.nth(1).kind == TokenKind::LParen => {
                    self.bump();
                    format!("comdat{}", self.paren_group()?)
                }
                "" => {
                    return self.error_at(
                        t,
                        format!(
                            "expected global attribute after ',', found {}",
                            self.describe(t)
                        ),
                    );
                }
                _ => self.attr()?.into(),
            };
            suffix.push(item.into());
        }
        // Attributes come last, without commas: groups, strings and words
        // (`@G = external global i32 align 4` is read by LLVM as attributes).
        let mut attrs = Vec::new();
        while matches!(
            self.kind(),
            TokenKind::AttrGroupId | TokenKind::String | TokenKind::Word
        ) {
            attrs.push(self.attr()?);
        }
        Ok(GlobalVar {
            name,
            prefix,
            is_constant,
            ty,
            init,
            suffix,
            md,
            attrs,
        })
    }

    /// `declare`/`define` header after the keyword. Returns the header and the
    /// tokens of the parameter names.
    fn fn_header(&mut self, define: bool) -> PResult<(FunctionHeader, Vec<Option<Token>>)> {
        let mut prefix = Vec::new();
        let mut ret_attrs = Vec::new();
        self.ret_prefix(&mut prefix, &mut ret_attrs)?;
        let ret_ty = self.parse_type()?;
        let name = self.expect_global("as function name")?;
        self.expect(TokenKind::LParen, "'('", "after function name")?;
        let mut params = Vec::new();
        let mut names = Vec::new();
        let mut varargs = false;
        while self.kind() != TokenKind::RParen {
            if !params.is_empty() {
                self.expect(TokenKind::Comma, "','", "between parameters")?;
            }
            if self.eat(TokenKind::DotDotDot) {
                varargs = true;
                break;
            }
            let ty = self.parse_type()?;
            let attrs = self.param_attrs()?;
            let t = self.tok();
            let pname = if matches!(t.kind, TokenKind::LocalVar | TokenKind::LocalId) {
                self.bump();
                names.push(Some(t));
                Some(self.name_of(t).into())
            } else {
                names.push(None);
                None
            };
            params.push(Param {
                ty,
                attrs,
                name: pname,
            });
        }
        self.expect(TokenKind::RParen, "')'", "after parameters")?;
        let mut h = FunctionHeader {
            name,
            prefix,
            ret_attrs,
            ret_ty,
            params,
            varargs,
            suffix: Vec::new(),
            prefix_data: None,
            prologue_data: None,
            personality: None,
            md: Vec::new(),
        };
        loop {
            let t = self.tok();
            match t.kind {
                TokenKind::LBrace if define => break,
                TokenKind::Eof => break,
                TokenKind::MetadataVar => self.attachment(&mut h.md)?,
                TokenKind::AttrGroupId | TokenKind::String => h.suffix.push(self.attr()?),
                TokenKind::Word => {
                    let w = self.word();
                    match w {
                        "prefix" | "prologue" | "personality" => {
                            self.bump();
                            let c = Some(self.typed_const()?);
                            match w {
                                "prefix" => h.prefix_data = c,
                                "prologue" => h.prologue_data = c,
                                _ => h.personality = c,
                            }
                        }
                        "section" | "partition" | "gc" => {
                            self.bump();
                            let s =
                                self.expect(TokenKind::String, "string", &format!("after '{w}'"))?;
                            h.suffix.push(format!("{w} {}", self.text_of(s)).into());
                        }
                        "comdat" if self.nth(1).kind == TokenKind::LParen => {
                            self.bump();
                            h.suffix
                                .push(format!("comdat{}", self.paren_group()?).into());
                        }
                        _ => h.suffix.push(self.attr()?),
                    }
                }
                _ if define => return self.expected("'{'", "to open function body"),
                _ => return self.expected("function attribute", ""),
            }
        }
        Ok((h, names))
    }

    // --- functions --------------------------------------------------------------

    fn fs(&mut self) -> &mut FnState<'a> {
        self.f.as_mut().expect("function state")
    }

    fn function(&mut self) -> PResult<Function> {
        self.expect_word("define", "")?;
        let (header, names) = self.fn_header(true)?;
        let mut fs = FnState {
            params: header.params.iter().map(|p| p.ty).collect(),
            values: FxHashMap::default(),
            blocks_by_name: FxHashMap::default(),
            fwd: Vec::new(),
            untyped: FxHashSet::default(),
            next_num: 0,
            insts: Arena::new(),
            blocks: Arena::new(),
            layout: Vec::new(),
        };
        for (i, n) in names.iter().enumerate() {
            let key = match n {
                Some(t) => self.name_of(*t),
                None => Cow::Owned(fs.next_num.to_string()),
            };
            if let Ok(k) = key.parse::<u32>() {
                fs.next_num = k + 1;
            }
            if fs
                .values
                .insert(key.clone(), Local::Arg(i as u32))
                .is_some()
            {
                let at = n.unwrap_or_else(|| self.tok());
                return self.error_at(at, format!("redefinition of argument '%{key}'"));
            }
        }
        self.f = Some(fs);
        let open = self.expect(TokenKind::LBrace, "'{'", "to open function body")?;
        let mut trailer = Vec::new();
        loop {
            match self.kind() {
                TokenKind::RBrace => break,
                TokenKind::Eof => {
                    return self.error_at(
                        open,
                        "function body is not closed: expected '}' on a line of its own",
                    );
                }
                TokenKind::Word if matches!(self.word(), "uselistorder" | "uselistorder_bb") => {
                    let s = self.bump();
                    while !self.tok().line_start && !matches!(self.kind(), TokenKind::Eof) {
                        self.bump();
                    }
                    let text = &self.text[s.start as usize..self.prev_end() as usize];
                    trailer.push(RawItem { text: text.into() });
                }
                _ if !trailer.is_empty() => {
                    return self.expected("'uselistorder' or '}'", "after use-list orders");
                }
                _ => self.block()?,
            }
        }
        if self.fs().layout.is_empty() {
            return self.error_at(open, "function body requires at least one basic block");
        }
        self.bump();
        let fs = self.f.take().expect("function state");
        self.finish(header, fs, trailer)
    }

    fn block(&mut self) -> PResult<()> {
        let start = self.tok();
        let (id, explicit) = if start.kind == TokenKind::Label {
            self.bump();
            let name = self.name_of(start);
            if let Ok(n) = name.parse::<u32>() {
                self.fs().next_num = n + 1;
            }
            (self.block_ref(name, None, Some(start))?, true)
        } else {
            let n = self.fs().next_num;
            self.fs().next_num += 1;
            (
                self.block_ref(Cow::Owned(n.to_string()), None, Some(start))?,
                false,
            )
        };
        self.fs().blocks[id].explicit_label = explicit;
        self.fs().layout.push(id);
        loop {
            let mut records = Vec::new();
            while self.kind() == TokenKind::DbgRecord {
                records.push(self.debug_record()?);
            }
            let t = self.tok();
            if !records.is_empty() && matches!(t.kind, TokenKind::Label | TokenKind::RBrace) {
                return self.error_at(t, "debug records must be followed by an instruction");
            }
            match t.kind {
                TokenKind::Label => {
                    let name = self.fs().blocks[id].name.clone();
                    return self.error_at(
                        t,
                        format!("expected instruction, found label '{}': block '%{name}' has no terminator", self.text_of(t)),
                    );
                }
                TokenKind::RBrace | TokenKind::Eof => {
                    let name = self.fs().blocks[id].name.clone();
                    return self.error_at(t, format!("block '%{name}' has no terminator"));
                }
                _ => {}
            }
            let inst = self.inst(id)?;
            let fs = self.fs();
            fs.insts[inst].records = records.into_boxed_slice();
            fs.blocks[id].insts.push(inst);
            if fs.insts[inst].opcode.is_terminator() {
                let end = fs.insts[inst].span.end;
                fs.blocks[id].span = Span::new(start.start, end);
                return Ok(());
            }
        }
    }

    /// `#dbg_kind(md, md, ...)`: a debug record. The operands are metadata
    /// (typed values may name locals of the function); their number is
    /// checked for the kinds LLVM defines, other kinds are kept as written.
    fn debug_record(&mut self) -> PResult<DebugRecord> {
        let t = self.bump();
        let kind = &self.text_of(t)[5..];
        let ctx = format!("in '#dbg_{kind}'");
        self.expect(TokenKind::LParen, "'('", &ctx)?;
        let mut operands = Vec::new();
        while self.kind() != TokenKind::RParen {
            if !operands.is_empty() {
                self.expect(TokenKind::Comma, "','", &format!("between operands {ctx}"))?;
            }
            operands.push(self.metadata()?);
        }
        let close = self.bump();
        let want = match kind {
            "label" => Some(2),
            "value" | "declare" | "declare_value" => Some(4),
            "assign" => Some(7),
            _ => None,
        };
        if let Some(n) = want
            && operands.len() != n
        {
            return self.error_at(
                close,
                format!("'#dbg_{kind}' takes {n} operands, found {}", operands.len()),
            );
        }
        Ok(DebugRecord {
            kind: kind.into(),
            operands,
            span: Span::new(t.start, close.end),
        })
    }

    /// The block named `name`, created on first mention. `def` is the label
    /// token when this is the definition, `use_tok` the reference otherwise.
    fn block_ref(
        &mut self,
        name: Cow<'a, str>,
        use_tok: Option<Token>,
        def: Option<Token>,
    ) -> PResult<BlockId> {
        let fs = self.f.as_mut().expect("function state");
        if let Some((id, first_use)) = fs.blocks_by_name.get_mut(&name) {
            let id = *id;
            if let Some(d) = def {
                if first_use.is_none() {
                    return self.error_at(d, format!("redefinition of block '%{name}'"));
                }
                *first_use = None;
            }
            return Ok(id);
        }
        let id = fs.blocks.alloc(BlockData {
            name: (*name).into(),
            explicit_label: true,
            insts: Vec::new(),
            span: Span::default(),
        });
        fs.blocks_by_name
            .insert(name, (id, if def.is_some() { None } else { use_tok }));
        Ok(id)
    }

    /// `label %bb`.
    fn label_operand(&mut self, context: &str) -> PResult<BlockId> {
        self.expect_word("label", context)?;
        let t = self.tok();
        if !matches!(t.kind, TokenKind::LocalVar | TokenKind::LocalId) {
            return self.expected("block name", "after 'label'");
        }
        self.bump();
        let name = self.name_of(t);
        self.block_ref(name, Some(t), None)
    }

    /// A value of type `ty`: a local (`%x`) or a constant.
    fn value(&mut self, ty: Type) -> PResult<Value> {
        let t = self.tok();
        // `metadata %struct.S %x`: a local that is followed by more than a
        // separator names a type, and the value comes after it.
        let local_is_type = ty == Type::metadata()
            && !matches!(
                self.nth(1).kind,
                TokenKind::Comma | TokenKind::RParen | TokenKind::RBrace | TokenKind::Eof
            );
        match t.kind {
            TokenKind::LocalVar | TokenKind::LocalId if self.f.is_some() && !local_is_type => {
                self.bump();
                self.local_use(t, ty)
            }
            _ if ty == Type::metadata() => Ok(Value::Metadata(Box::new(self.metadata()?))),
            _ => Ok(Value::Const(self.constant(ty)?)),
        }
    }

    fn typed_value(&mut self) -> PResult<(Type, Value)> {
        let ty = self.parse_type()?;
        let v = self.value(ty)?;
        Ok((ty, v))
    }

    fn local_use(&mut self, t: Token, ty: Type) -> PResult<Value> {
        let name = self.name_of(t);
        let fs = self.f.as_mut().expect("function state");
        let def_ty = match fs.values.get(&name) {
            Some(Local::Arg(i)) => {
                let i = *i;
                (fs.params[i as usize], Value::Arg(i))
            }
            Some(Local::Inst(id)) => {
                let id = *id;
                if fs.untyped.remove(&id) {
                    fs.insts[id].ty = ty;
                }
                (fs.insts[id].ty, Value::Inst(id))
            }
            None => {
                let k = fs.fwd.len() as u32;
                fs.fwd.push(FwdRef { name, ty, tok: t });
                return Ok(Value::Inst(Idx::from_raw(RawIdx::from(FWD_BASE + k))));
            }
        };
        if def_ty.0 != ty {
            return self.error_at(
                t,
                format!(
                    "'{}' defined with type '{}' but expected '{ty}'",
                    self.text_of(t),
                    def_ty.0
                ),
            );
        }
        Ok(def_ty.1)
    }

    fn inst(&mut self, block: BlockId) -> PResult<InstId> {
        let start = self.tok();
        let mut name_tok = None;
        if matches!(start.kind, TokenKind::LocalVar | TokenKind::LocalId)
            && self.nth(1).kind == TokenKind::Equal
        {
            name_tok = Some(start);
            self.pos += 2;
        }
        let op_tok = self.tok();
        let mut flags = Flags::default();
        let kw = match self.word() {
            "tail" => Some(Flags::TAIL),
            "musttail" => Some(Flags::MUSTTAIL),
            "notail" => Some(Flags::NOTAIL),
            _ => None,
        };
        if let Some(f) = kw {
            flags.insert(f);
            self.bump();
            if !self.at_word("call") {
                return self.expected("'call'", &format!("after '{}'", self.text_of(op_tok)));
            }
        }
        let op_tok = self.tok();
        let w = self.word();
        let Some(opcode) = Opcode::from_keyword(w) else {
            let found = self.describe(op_tok);
            return if op_tok.kind == TokenKind::Word {
                self.error_at(op_tok, format!("unknown instruction {found}"))
            } else {
                self.error_at(op_tok, format!("expected instruction, found {found}"))
            };
        };
        self.bump();
        let mut draft = InstDraft {
            opcode,
            ty: Type::void(),
            flags,
            operands: std::mem::take(&mut self.scratch.operands),
            blocks: std::mem::take(&mut self.scratch.blocks),
            extra: Extra::None,
        };
        let untyped = self.inst_body(&mut draft)?;
        let mut md = std::mem::take(&mut self.scratch.md);
        self.attachments(&mut md)?;
        let mut inst = InstData {
            opcode,
            name: None,
            ty: draft.ty,
            flags: draft.flags,
            operands: draft.operands.drain(..).collect(),
            blocks: draft.blocks.drain(..).collect(),
            extra: draft.extra,
            md: md.drain(..).collect(),
            span: Span::new(start.start, self.prev_end()),
            block,
            records: Box::default(),
        };
        self.scratch = InstScratch {
            operands: draft.operands,
            blocks: draft.blocks,
            md,
        };
        let is_void = inst.ty.is_void();
        if let (Some(t), true) = (name_tok, is_void) {
            return self.error_at(t, "instructions returning void cannot have a name");
        }
        let key = match name_tok {
            Some(t) => Some(self.name_of(t)),
            None if !is_void => Some(Cow::Owned(self.fs().next_num.to_string())),
            None => None,
        };
        let fs = self.f.as_mut().expect("function state");
        if let Some(k) = &key {
            if let Ok(n) = k.parse::<u32>() {
                fs.next_num = n + 1;
            }
            inst.name = Some((**k).into());
        }
        let id = fs.insts.alloc(inst);
        if untyped {
            fs.untyped.insert(id);
        }
        if let Some(k) = key
            && fs.values.insert(k.clone(), Local::Inst(id)).is_some()
        {
            return self.error_at(
                name_tok.unwrap_or(start),
                format!("redefinition of value '%{k}'"),
            );
        }
        Ok(id)
    }

    /// Parses what follows the opcode; returns whether the result type is
    /// unknown (to be taken from the first use).
    ///
    /// Long: One arm per opcode, as LLParser's `parseInstruction`: splitting it would scatter the grammar it mirrors.
    fn inst_body(&mut self, i: &mut InstDraft) -> PResult<bool> {
        use Opcode::*;
        let op = i.opcode;
        let ctx = op.in_keyword();
        // Keyword flags right after the opcode.
        while let Some(f) = flag_of(self.word()) {
            self.bump();
            i.flags.insert(f);
        }
        match op {
            Ret => {
                let ty = self.parse_type()?;
                if !ty.is_void() {
                    i.operands.push(self.value(ty)?);
                }
            }
            Br => {
                if self.at_word("label") {
                    i.blocks.push(self.label_operand(ctx)?);
                } else {
                    let (_, c) = self.typed_value()?;
                    i.operands.push(c);
                    self.expect(TokenKind::Comma, "','", "after branch condition")?;
                    i.blocks.push(self.label_operand(ctx)?);
                    self.expect(TokenKind::Comma, "','", "after branch target")?;
                    i.blocks.push(self.label_operand(ctx)?);
                }
            }
            Switch => {
                let (ty, c) = self.typed_value()?;
                i.operands.push(c);
                self.expect(TokenKind::Comma, "','", "after switch condition")?;
                i.blocks.push(self.label_operand(ctx)?);
                self.expect(TokenKind::LBracket, "'['", "to open switch cases")?;
                let mut cases = Vec::new();
                while self.kind() != TokenKind::RBracket {
                    let cty = self.parse_type()?;
                    if cty != ty {
                        let t = self.toks[self.pos - 1];
                        return self.error_at(
                            t,
                            format!("switch case type '{cty}' differs from condition type '{ty}'"),
                        );
                    }
                    cases.push(self.constant(cty)?);
                    self.expect(TokenKind::Comma, "','", "after switch case value")?;
                    i.blocks.push(self.label_operand(ctx)?);
                }
                self.bump();
                i.extra = Extra::Switch(cases);
            }
            IndirectBr => {
                let (_, a) = self.typed_value()?;
                i.operands.push(a);
                self.expect(TokenKind::Comma, "','", "after indirectbr address")?;
                self.expect(
                    TokenKind::LBracket,
                    "'['",
                    "to open indirectbr destinations",
                )?;
                while self.kind() != TokenKind::RBracket {
                    if !i.blocks.is_empty() {
                        self.expect(TokenKind::Comma, "','", "between destinations")?;
                    }
                    i.blocks.push(self.label_operand(ctx)?);
                }
                self.bump();
            }
            Invoke | CallBr | Call => {
                let (info, ops) = self.call(op)?;
                i.ty = match info.fn_ty.data() {
                    TypeData::Function { ret, .. } => *ret,
                    _ => Type::void(),
                };
                i.operands = ops;
                i.extra = Extra::Call(Box::new(info));
                if op == Invoke {
                    self.expect_word("to", "after invoke arguments")?;
                    i.blocks.push(self.label_operand(ctx)?);
                    self.expect_word("unwind", "after invoke normal destination")?;
                    i.blocks.push(self.label_operand(ctx)?);
                } else if op == CallBr {
                    self.expect_word("to", "after callbr arguments")?;
                    i.blocks.push(self.label_operand(ctx)?);
                    self.expect(
                        TokenKind::LBracket,
                        "'['",
                        "to open callbr indirect destinations",
                    )?;
                    while self.kind() != TokenKind::RBracket {
                        if i.blocks.len() > 1 {
                            self.expect(TokenKind::Comma, "','", "between destinations")?;
                        }
                        i.blocks.push(self.label_operand(ctx)?);
                    }
                    self.bump();
                }
            }
            Resume => {
                let (_, v) = self.typed_value()?;
                i.operands.push(v);
            }
            Unreachable => {}
            CatchSwitch => {
                self.expect_word("within", ctx)?;
                i.operands.push(self.pad_parent()?);
                self.expect(TokenKind::LBracket, "'['", "to open catchswitch handlers")?;
                while self.kind() != TokenKind::RBracket {
                    if !i.blocks.is_empty() {
                        self.expect(TokenKind::Comma, "','", "between handlers")?;
                    }
                    i.blocks.push(self.label_operand(ctx)?);
                }
                self.bump();
                i.extra = Extra::CatchSwitch {
                    handlers: i.blocks.len() as u32,
                };
                self.expect_word("unwind", "after catchswitch handlers")?;
                if !self.unwind_to_caller()? {
                    i.blocks.push(self.label_operand(ctx)?);
                }
                i.ty = Type::token();
            }
            CatchPad | CleanupPad => {
                self.expect_word("within", ctx)?;
                i.operands.push(self.pad_parent()?);
                self.expect(
                    TokenKind::LBracket,
                    "'['",
                    &format!("to open {} arguments", op.keyword()),
                )?;
                while self.kind() != TokenKind::RBracket {
                    if i.operands.len() > 1 {
                        self.expect(TokenKind::Comma, "','", "between arguments")?;
                    }
                    let (_, v) = self.typed_value()?;
                    i.operands.push(v);
                }
                self.bump();
                i.ty = Type::token();
            }
            CatchRet => {
                self.expect_word("from", ctx)?;
                i.operands.push(self.pad_parent()?);
                self.expect_word("to", ctx)?;
                i.blocks.push(self.label_operand(ctx)?);
            }
            CleanupRet => {
                self.expect_word("from", ctx)?;
                i.operands.push(self.pad_parent()?);
                self.expect_word("unwind", ctx)?;
                if !self.unwind_to_caller()? {
                    i.blocks.push(self.label_operand(ctx)?);
                }
            }
            FNeg | Freeze => {
                let (ty, v) = self.typed_value()?;
                i.operands.push(v);
                i.ty = ty;
            }
            _ if op.is_binary() => {
                let (ty, a) = self.typed_value()?;
                self.expect(TokenKind::Comma, "','", "after first operand")?;
                let b = self.value(ty)?;
                i.operands = vec![a, b];
                i.ty = ty;
            }
            _ if op.is_cast() => {
                let (_, v) = self.typed_value()?;
                i.operands.push(v);
                self.expect_word("to", ctx)?;
                i.ty = self.parse_type()?;
            }
            ICmp | FCmp => {
                let t = self.tok();
                let w = self.word();
                let p = if op == ICmp {
                    Predicate::icmp_from_keyword(w)
                } else {
                    Predicate::fcmp_from_keyword(w)
                };
                let Some(p) = p else {
                    return self.error_at(
                        t,
                        format!(
                            "expected {} predicate, found {}",
                            op.keyword(),
                            self.describe(t)
                        ),
                    );
                };
                self.bump();
                let (ty, a) = self.typed_value()?;
                self.expect(TokenKind::Comma, "','", "after first operand")?;
                let b = self.value(ty)?;
                i.operands = vec![a, b];
                i.extra = Extra::Cmp(p);
                i.ty = self.with_lanes_of(ty, Type::i1());
            }
            Phi => {
                let ty = self.parse_type()?;
                loop {
                    self.expect(TokenKind::LBracket, "'['", "to open phi incoming value")?;
                    i.operands.push(self.value(ty)?);
                    self.expect(TokenKind::Comma, "','", "after phi incoming value")?;
                    let t = self.tok();
                    if !matches!(t.kind, TokenKind::LocalVar | TokenKind::LocalId) {
                        return self.expected("block name", "as phi incoming block");
                    }
                    self.bump();
                    let name = self.name_of(t);
                    i.blocks.push(self.block_ref(name, Some(t), None)?);
                    self.expect(TokenKind::RBracket, "']'", "after phi incoming block")?;
                    if !(self.kind() == TokenKind::Comma && self.nth(1).kind == TokenKind::LBracket)
                    {
                        break;
                    }
                    self.bump();
                }
                i.ty = ty;
            }
            Select => {
                let (_, c) = self.typed_value()?;
                self.expect(TokenKind::Comma, "','", "after select condition")?;
                let (ty, a) = self.typed_value()?;
                self.expect(TokenKind::Comma, "','", "after select true value")?;
                let (_, b) = self.typed_value()?;
                i.operands = vec![c, a, b];
                i.ty = ty;
            }
            ExtractElement => {
                let (vty, v) = self.typed_value()?;
                self.expect(TokenKind::Comma, "','", "after vector operand")?;
                let (_, idx) = self.typed_value()?;
                i.operands = vec![v, idx];
                i.ty = vty.scalar();
            }
            InsertElement => {
                let (vty, v) = self.typed_value()?;
                self.expect(TokenKind::Comma, "','", "after vector operand")?;
                let (_, e) = self.typed_value()?;
                self.expect(TokenKind::Comma, "','", "after element operand")?;
                let (_, idx) = self.typed_value()?;
                i.operands = vec![v, e, idx];
                i.ty = vty;
            }
            ShuffleVector => {
                let (vty, a) = self.typed_value()?;
                self.expect(TokenKind::Comma, "','", "after first vector")?;
                let (_, b) = self.typed_value()?;
                self.expect(TokenKind::Comma, "','", "after second vector")?;
                let (mty, m) = self.typed_value()?;
                i.operands = vec![a, b, m];
                i.ty = match mty.data() {
                    TypeData::Vector { len, scalable, .. } => self.intern(TypeData::Vector {
                        len: *len,
                        scalable: *scalable,
                        elem: vty.scalar(),
                    }),
                    _ => vty,
                };
            }
            ExtractValue | InsertValue => {
                let (aty, a) = self.typed_value()?;
                i.operands.push(a);
                if op == InsertValue {
                    self.expect(TokenKind::Comma, "','", "after aggregate operand")?;
                    let (_, v) = self.typed_value()?;
                    i.operands.push(v);
                }
                let mut idx = Vec::new();
                while self.kind() == TokenKind::Comma && self.nth(1).kind == TokenKind::Int {
                    self.bump();
                    idx.push(self.uint32("as aggregate index")?);
                }
                if idx.is_empty() {
                    return self.expected("','", "and an index after aggregate operand");
                }
                let mut untyped = false;
                i.ty = if op == InsertValue {
                    aty
                } else {
                    match self.indexed_type(aty, idx.iter().map(|&k| Some(k as i128))) {
                        Some(t) => t,
                        None => {
                            untyped = true;
                            Type::i8()
                        }
                    }
                };
                i.extra = Extra::Indices(idx);
                return Ok(untyped);
            }
            Alloca => {
                if self.eat_word("inalloca") {
                    i.flags.insert(Flags::INALLOCA);
                }
                if self.eat_word("swifterror") {
                    i.flags.insert(Flags::SWIFTERROR);
                }
                let allocated = self.parse_type()?;
                let mut align = None;
                let mut addrspace = None;
                while self.kind() == TokenKind::Comma {
                    match self.nth(1) {
                        t if t.kind == TokenKind::MetadataVar => break,
                        t if t.kind == TokenKind::Word && self.text_of(t) == "align" => {
                            self.pos += 2;
                            align = Some(self.uint32("as alignment")?);
                        }
                        t if t.kind == TokenKind::Word && self.text_of(t) == "addrspace" => {
                            self.bump();
                            addrspace = self.opt_addrspace()?;
                        }
                        _ => {
                            self.bump();
                            let (_, n) = self.typed_value()?;
                            i.operands.push(n);
                        }
                    }
                }
                i.ty = self.ptr_ty(allocated, addrspace.unwrap_or(0));
                i.extra = Extra::Alloca {
                    allocated,
                    align,
                    addrspace,
                };
            }
            Load | Store => {
                let atomic = self.eat_word("atomic");
                if self.eat_word("volatile") {
                    i.flags.insert(Flags::VOLATILE);
                }
                // `elementwise` vector atomics (newer than LLVM 22).
                if atomic && self.eat_word("elementwise") {
                    i.flags.insert(Flags::ELEMENTWISE);
                }
                if op == Load {
                    i.ty = self.parse_type()?;
                    self.expect(TokenKind::Comma, "','", "after loaded type")?;
                } else {
                    let (_, v) = self.typed_value()?;
                    i.operands.push(v);
                    self.expect(TokenKind::Comma, "','", "after stored value")?;
                }
                let (_, p) = self.typed_value()?;
                i.operands.push(p);
                let atomic = if atomic {
                    Some(self.ordering(ctx)?)
                } else {
                    None
                };
                let align = self.opt_align()?;
                i.extra = Extra::Mem { align, atomic };
            }
            Fence => {
                let s = self.ordering(ctx)?;
                i.extra = Extra::Raw(s);
            }
            CmpXchg => {
                if self.eat_word("weak") {
                    i.flags.insert(Flags::WEAK);
                }
                if self.eat_word("volatile") {
                    i.flags.insert(Flags::VOLATILE);
                }
                let (_, p) = self.typed_value()?;
                self.expect(TokenKind::Comma, "','", "after pointer operand")?;
                let (ty, c) = self.typed_value()?;
                self.expect(TokenKind::Comma, "','", "after compare value")?;
                let (_, n) = self.typed_value()?;
                i.operands = vec![p, c, n];
                let ordering = self.ordering(ctx)?;
                let align = self.opt_align()?;
                i.extra = Extra::Mem {
                    align,
                    atomic: Some(ordering),
                };
                i.ty = self.intern(TypeData::Struct {
                    packed: false,
                    fields: vec![ty, Type::i1()],
                });
            }
            AtomicRmw => {
                if self.eat_word("volatile") {
                    i.flags.insert(Flags::VOLATILE);
                }
                if self.eat_word("elementwise") {
                    i.flags.insert(Flags::ELEMENTWISE);
                }
                let t = self.tok();
                if t.kind != TokenKind::Word {
                    return self.expected("atomicrmw operation", "");
                }
                self.bump();
                let rmw_op = self.text_of(t).into();
                let (_, p) = self.typed_value()?;
                self.expect(TokenKind::Comma, "','", "after pointer operand")?;
                let (ty, v) = self.typed_value()?;
                i.operands = vec![p, v];
                let ordering = self.ordering(ctx)?;
                let align = self.opt_align()?;
                i.extra = Extra::Rmw {
                    op: rmw_op,
                    ordering,
                    align,
                };
                i.ty = ty;
            }
            GetElementPtr => {
                let source_ty = self.parse_type()?;
                self.expect(TokenKind::Comma, "','", "after source element type")?;
                let (pty, p) = self.typed_value()?;
                i.operands.push(p);
                let mut idx_tys = Vec::new();
                while self.kind() == TokenKind::Comma && self.nth(1).kind != TokenKind::MetadataVar
                {
                    self.bump();
                    let (t, v) = self.typed_value()?;
                    idx_tys.push(t);
                    i.operands.push(v);
                }
                i.extra = Extra::Gep { source_ty };
                let (ty, untyped) = self.gep_type(source_ty, pty, &idx_tys, &i.operands[1..]);
                i.ty = ty;
                return Ok(untyped);
            }
            VAArg => {
                let (_, v) = self.typed_value()?;
                i.operands.push(v);
                self.expect(TokenKind::Comma, "','", "after va_list operand")?;
                i.ty = self.parse_type()?;
            }
            LandingPad => {
                i.ty = self.parse_type()?;
                let mut cleanup = false;
                let mut filters = Vec::new();
                loop {
                    match self.word() {
                        "cleanup" => {
                            self.bump();
                            cleanup = true;
                        }
                        w @ ("catch" | "filter") => {
                            self.bump();
                            filters.push(w == "filter");
                            let (_, v) = self.typed_value()?;
                            i.operands.push(v);
                        }
                        _ => break,
                    }
                }
                i.extra = Extra::LandingPad { cleanup, filters };
            }
            _ => unreachable!("all opcodes are handled"),
        }
        Ok(false)
    }

    /// `i1`, or `<N x i1>` when `ty` is a vector.
    fn with_lanes_of(&mut self, ty: Type, elem: Type) -> Type {
        match ty.data() {
            TypeData::Vector { len, scalable, .. } => self.intern(TypeData::Vector {
                len: *len,
                scalable: *scalable,
                elem,
            }),
            _ => elem,
        }
    }

    /// The type reached by indexing into `ty`; `None` when it goes through a
    /// named struct (whose body this function's text does not have) or an
    /// index is not a constant.
    fn indexed_type(
        &mut self,
        mut ty: Type,
        idx: impl IntoIterator<Item = Option<i128>>,
    ) -> Option<Type> {
        for k in idx {
            ty = match ty.data() {
                TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => *elem,
                TypeData::Struct { fields, .. } => *fields.get(usize::try_from(k?).ok()?)?,
                _ => return None,
            };
        }
        Some(ty)
    }

    fn gep_type(
        &mut self,
        source: Type,
        pty: Type,
        idx_tys: &[Type],
        idx: &[Value],
    ) -> (Type, bool) {
        let vector = std::iter::once(pty)
            .chain(idx_tys.iter().copied())
            .find_map(|t| match t.data() {
                TypeData::Vector { len, scalable, .. } => Some((*len, *scalable)),
                _ => None,
            });
        let (scalar, untyped) = match pty.scalar().data() {
            TypeData::TypedPtr { addrspace, .. } => {
                let a = *addrspace;
                let consts = idx.iter().skip(1).map(|v| match v {
                    Value::Const(c) => c.splat_int(),
                    _ => None,
                });
                match self.indexed_type(source, consts) {
                    Some(t) => (
                        self.intern(TypeData::TypedPtr {
                            pointee: t,
                            addrspace: a,
                        }),
                        false,
                    ),
                    None => (
                        self.intern(TypeData::TypedPtr {
                            pointee: Type::i8(),
                            addrspace: a,
                        }),
                        true,
                    ),
                }
            }
            _ => (pty.scalar(), false),
        };
        let ty = match vector {
            Some((len, scalable)) => self.intern(TypeData::Vector {
                len,
                scalable,
                elem: scalar,
            }),
            None => scalar,
        };
        (ty, untyped)
    }

    /// `none` or a local pad token.
    fn pad_parent(&mut self) -> PResult<Value> {
        if self.eat_word("none") {
            return Ok(Value::Const(Constant::NoneToken(Type::token())));
        }
        let t = self.tok();
        if !matches!(t.kind, TokenKind::LocalVar | TokenKind::LocalId) {
            return self.expected("'none' or a pad value", "");
        }
        self.bump();
        self.local_use(t, Type::token())
    }

    fn unwind_to_caller(&mut self) -> PResult<bool> {
        if self.eat_word("to") {
            self.expect_word("caller", "after 'unwind to'")?;
            return Ok(true);
        }
        Ok(false)
    }

    /// `[syncscope("x")] ordering [ordering]`, verbatim.
    fn ordering(&mut self, ctx: &str) -> PResult<Box<str>> {
        let start = self.tok();
        if self.eat_word("syncscope") {
            self.expect(TokenKind::LParen, "'('", "after 'syncscope'")?;
            self.expect(TokenKind::String, "string", "as sync scope")?;
            self.expect(TokenKind::RParen, "')'", "after sync scope")?;
        }
        if !ORDERINGS.contains(&self.word()) {
            return self.expected("atomic ordering", ctx);
        }
        self.bump();
        if ORDERINGS.contains(&self.word()) {
            self.bump();
        }
        Ok(self.text[start.start as usize..self.prev_end() as usize].into())
    }

    fn opt_align(&mut self) -> PResult<Option<u32>> {
        if self.kind() == TokenKind::Comma
            && self.nth(1).kind == TokenKind::Word
            && self.text_of(self.nth(1)) == "align"
        {
            self.pos += 2;
            return Ok(Some(self.uint32("as alignment")?));
        }
        Ok(None)
    }

    /// `call`/`invoke`/`callbr` from the calling convention to the operand
    /// bundles. Returns the call info and operands (callee first).
    ///
    /// Long: The call grammar in order, from calling convention to operand bundles.
    fn call(&mut self, op: Opcode) -> PResult<(CallInfo, Vec<Value>)> {
        let mut cc = Vec::new();
        let mut ret_attrs = Vec::new();
        self.ret_prefix(&mut cc, &mut ret_attrs)?;
        let ty = self.parse_type()?;
        let explicit_fn_ty = matches!(ty.data(), TypeData::Function { .. });
        // The callee's type depends on the arguments when the function type is
        // not written: remember where it is and parse it after them.
        let callee_pos = self.pos;
        let mut asm = None;
        if self.eat_word("asm") {
            let mut keywords = Vec::new();
            while matches!(
                self.word(),
                "sideeffect" | "alignstack" | "inteldialect" | "unwind"
            ) {
                keywords.push(self.bump());
            }
            let a = self.string_bytes("as inline asm string")?;
            self.expect(TokenKind::Comma, "','", "after inline asm string")?;
            let c = self.string_bytes("as inline asm constraints")?;
            asm = Some((keywords, a, c));
        } else {
            self.skip_callee()?;
        }
        self.expect(
            TokenKind::LParen,
            "'('",
            &format!("to open {} arguments", op.keyword()),
        )?;
        let mut args = Vec::new();
        let mut arg_tys = Vec::new();
        let mut arg_attrs = Vec::new();
        while self.kind() != TokenKind::RParen {
            if !args.is_empty() {
                self.expect(TokenKind::Comma, "','", "after argument")?;
            }
            let aty = self.parse_type()?;
            let attrs_at = self.pos;
            let attrs = self.param_attrs()?;
            if !attrs.is_empty() && matches!(self.kind(), TokenKind::RParen | TokenKind::Comma) {
                // What was read as an attribute is the misspelt value: point
                // at its first token, not at what follows it.
                let end = self.pos;
                let mut at = attrs_at;
                self.pos = attrs_at;
                while self.pos < end {
                    at = self.pos;
                    self.attr()?;
                }
                let t = self.toks[at];
                let found = self.describe(t);
                return self.error_at(
                    t,
                    format!("expected a value of type '{aty}' as argument, found {found}"),
                );
            }
            args.push(self.value(aty)?);
            arg_tys.push(aty);
            arg_attrs.push(attrs);
        }
        self.bump();
        let fn_ty = if explicit_fn_ty {
            ty
        } else {
            self.intern(TypeData::Function {
                ret: ty,
                params: arg_tys,
                varargs: false,
            })
        };
        // `call addrspace(N) T %f(...)`: the callee points into address space N.
        let callee_space = ret_attrs
            .iter()
            .find_map(|a| {
                a.strip_prefix("addrspace(")?
                    .strip_suffix(')')?
                    .parse()
                    .ok()
            })
            .unwrap_or(0);
        let callee_ty = self.ptr_ty(fn_ty, callee_space);
        let callee = match asm {
            Some((kws, asm, constraints)) => Value::InlineAsm(Box::new(InlineAsm {
                ty: fn_ty,
                keywords: kws.iter().map(|t| self.text_of(*t).into()).collect(),
                asm,
                constraints,
            })),
            None => {
                let after = self.pos;
                self.pos = callee_pos;
                let v = self.value(callee_ty)?;
                self.pos = after;
                v
            }
        };
        let mut fn_attrs = Vec::new();
        while !self.tok().line_start {
            match self.kind() {
                TokenKind::AttrGroupId | TokenKind::String => fn_attrs.push(self.attr()?),
                TokenKind::Word if !self.at_word("to") => fn_attrs.push(self.attr()?),
                _ => break,
            }
        }
        let mut bundles = Vec::new();
        if self.kind() == TokenKind::LBracket && !self.tok().line_start {
            self.bump();
            while self.kind() != TokenKind::RBracket {
                if !bundles.is_empty() {
                    self.expect(TokenKind::Comma, "','", "between operand bundles")?;
                }
                let t = self.expect(TokenKind::String, "operand bundle tag", "")?;
                let tag = String::from_utf8_lossy(&unescape(string_body(self.text_of(t)))).into();
                self.expect(TokenKind::LParen, "'('", "after operand bundle tag")?;
                let mut inputs = Vec::new();
                while self.kind() != TokenKind::RParen {
                    if !inputs.is_empty() {
                        self.expect(TokenKind::Comma, "','", "between bundle operands")?;
                    }
                    inputs.push(self.typed_value()?.1);
                }
                self.bump();
                bundles.push(Bundle { tag, inputs });
            }
            self.bump();
        }
        let mut ops = Vec::with_capacity(args.len() + 1);
        ops.push(callee);
        ops.extend(args);
        Ok((
            CallInfo {
                cc,
                ret_attrs,
                fn_ty,
                explicit_fn_ty,
                arg_attrs,
                fn_attrs,
                bundles,
            },
            ops,
        ))
    }

    /// Skips a callee value (`@f`, `%fp`, `null`, `bitcast (...)`) up to its
    /// argument list.
    fn skip_callee(&mut self) -> PResult<()> {
        let t = self.bump();
        if t.kind == TokenKind::Word && Opcode::from_keyword(self.text_of(t)).is_some() {
            while self.kind() == TokenKind::Word {
                self.bump();
            }
            if self.kind() == TokenKind::LParen {
                self.paren_group()?;
            }
        }
        if self.kind() != TokenKind::LParen {
            return self.expected("'('", "after callee");
        }
        Ok(())
    }

    // --- finishing --------------------------------------------------------------

    fn finish(
        &mut self,
        header: FunctionHeader,
        mut fs: FnState<'a>,
        trailer: Vec<RawItem>,
    ) -> PResult<Function> {
        let undefined = fs
            .blocks_by_name
            .iter()
            .filter_map(|(name, (_, first_use))| {
                Some((first_use.as_ref()?.start, *first_use, name))
            })
            .min_by_key(|u| u.0);
        if let Some((_, Some(t), name)) = undefined {
            let msg = format!("use of undefined label '%{name}'");
            return self.error_at(t, msg);
        }
        if !fs.fwd.is_empty() {
            let mut resolved = Vec::with_capacity(fs.fwd.len());
            for r in &fs.fwd {
                let v = match fs.values.get(&r.name) {
                    Some(Local::Inst(id)) => {
                        if fs.untyped.remove(id) {
                            fs.insts[*id].ty = r.ty;
                        }
                        (fs.insts[*id].ty, Value::Inst(*id))
                    }
                    Some(Local::Arg(a)) => (fs.params[*a as usize], Value::Arg(*a)),
                    None => {
                        return self.error_at(
                            r.tok,
                            format!("use of undefined value '{}'", self.text_of(r.tok)),
                        );
                    }
                };
                if v.0 != r.ty {
                    return self.error_at(
                        r.tok,
                        format!(
                            "'{}' defined with type '{}' but expected '{}'",
                            self.text_of(r.tok),
                            v.0,
                            r.ty
                        ),
                    );
                }
                resolved.push(v.1);
            }
            for (_, inst) in fs.insts.iter_mut() {
                visit_values_mut(inst, &mut |v| {
                    if let Value::Inst(id) = v {
                        let raw = u32::from(id.into_raw());
                        if raw >= FWD_BASE {
                            *v = resolved[(raw - FWD_BASE) as usize].clone();
                        }
                    }
                });
            }
        }
        // The arenas grew by doubling; the body is kept as long as the
        // database holds it, so give back the spare capacity.
        fs.insts.shrink_to_fit();
        fs.blocks.shrink_to_fit();
        fs.layout.shrink_to_fit();
        for (_, b) in fs.blocks.iter_mut() {
            b.insts.shrink_to_fit();
        }
        Ok(Function {
            header,
            blocks: fs.blocks,
            insts: fs.insts,
            layout: fs.layout,
            trailer,
        })
    }
}

/// Calls `f` on every value an instruction holds: operands, bundle inputs and
/// values inside metadata operands.
/// An instruction while its body is parsed: the lists grow here and are
/// frozen into boxed slices in [`InstData`], which then holds no spare
/// capacity (a function's IR lives as long as the database keeps it).
struct InstDraft {
    opcode: Opcode,
    ty: Type,
    flags: Flags,
    operands: Vec<Value>,
    blocks: Vec<BlockId>,
    extra: Extra,
}

fn visit_values_mut(inst: &mut InstData, f: &mut impl FnMut(&mut Value)) {
    fn md(m: &mut Metadata, f: &mut impl FnMut(&mut Value)) {
        match m {
            Metadata::Value { value, .. } => value_(value, f),
            Metadata::Node(n) => match &mut n.kind {
                MdKind::Tuple(ops) => ops.iter_mut().for_each(|o| md(o, f)),
                MdKind::Specialized { fields, .. } => {
                    for (_, v) in fields {
                        if let MdField::Md(m) = v {
                            md(m, f);
                        }
                    }
                }
                MdKind::Location(_) => {}
            },
            _ => {}
        }
    }
    fn value_(v: &mut Value, f: &mut impl FnMut(&mut Value)) {
        if let Value::Metadata(m) = v {
            md(m, f);
        } else {
            f(v);
        }
    }
    for v in &mut inst.operands {
        value_(v, f);
    }
    if let Extra::Call(c) = &mut inst.extra {
        for b in &mut c.bundles {
            for v in &mut b.inputs {
                value_(v, f);
            }
        }
    }
    for r in &mut inst.records {
        for m in &mut r.operands {
            md(m, f);
        }
    }
}

/// `v` as the bits of float type `d`, if it is exactly representable.
fn from_f64(d: &TypeData, v: f64) -> Option<u128> {
    let b = v.to_bits();
    let sign = b >> 63;
    let mant = b & ((1 << 52) - 1);
    // NaN payloads keep their top bits; dropping set bits is inexact.
    let nan = |exp_bits: u32, mant_bits: u32| -> Option<u128> {
        let drop = 52 - mant_bits;
        if mant & ((1 << drop) - 1) != 0 {
            return None;
        }
        let total = 1 + exp_bits + mant_bits;
        Some(
            ((sign as u128) << (total - 1))
                | ((((1u128 << exp_bits) - 1) << mant_bits) | (mant >> drop) as u128),
        )
    };
    match d {
        TypeData::Double => Some(b as u128),
        TypeData::Float if v.is_nan() => nan(8, 23),
        TypeData::Float => {
            let f = v as f32;
            (f as f64 == v).then_some(f.to_bits() as u128)
        }
        TypeData::BFloat if v.is_nan() => nan(8, 7),
        TypeData::BFloat => {
            let f = v as f32;
            let fb = f.to_bits();
            (f as f64 == v && fb & 0xFFFF == 0).then_some((fb >> 16) as u128)
        }
        TypeData::Half if v.is_nan() => nan(5, 10),
        TypeData::Half => half_bits(v).map(|h| h as u128),
        _ => None,
    }
}

/// Exact conversion of `v` to IEEE half bits.
fn half_bits(v: f64) -> Option<u16> {
    let sign = if v.is_sign_negative() { 0x8000 } else { 0 };
    let a = v.abs();
    if a == 0.0 {
        return Some(sign);
    }
    if a.is_infinite() {
        return Some(sign | 0x7C00);
    }
    if a >= 2f64.powi(-14) {
        let e = ((a.to_bits() >> 52) & 0x7FF) as i32 - 1023;
        if e > 15 {
            return None;
        }
        let f = (a / 2f64.powi(e) - 1.0) * 1024.0;
        (f.fract() == 0.0).then(|| sign | (((e + 15) as u16) << 10) | f as u16)
    } else {
        let f = a * 2f64.powi(24);
        (f.fract() == 0.0 && f < 1024.0).then_some(sign | f as u16)
    }
}

#[cfg(test)]
mod tests {
    use super::split_items;
    use proptest::prelude::*;

    /// The split that steps over bracketed bytes against the one that
    /// lexes every token, from the start and from every line start.
    fn same_split(text: &str) {
        let starts = std::iter::once(0).chain(
            text.match_indices('\n')
                .map(|(i, _)| i + 1)
                .filter(|&i| i < text.len()),
        );
        for (k, stop) in starts.enumerate() {
            if k > 64 {
                break;
            }
            assert_eq!(
                split_items(text, 0, stop, true),
                split_items(text, 0, stop, false),
                "stop {stop} in {text:?}"
            );
        }
    }

    #[test]
    fn stepping_over_brackets_finds_the_same_items() {
        let data = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data");
        let mut dirs = vec![std::path::PathBuf::from(data)];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(dir).unwrap().flatten() {
                let path = entry.path();
                if path.is_dir() {
                    dirs.push(path);
                } else if let Ok(text) = std::fs::read_to_string(&path) {
                    let whole = split_items(&text, 0, usize::MAX, false);
                    assert_eq!(split_items(&text, 0, usize::MAX, true), whole, "{path:?}");
                }
            }
        }
        same_split("!0 = !{!1, !\"a(\"}\n!1 = !{(\n!2 = !DIFile(filename: \"x\")) !3 = !{}\n");
        same_split("@g = global { i32, [2 x i8] } { i32 1 ; (\n, [2 x i8] c\"((\" } !4 = !{}");
        // Metadata lines taken whole, and ones that are not (two items
        // on a line, brackets left open, a string, a comment).
        same_split(concat!(
            "!0 = !DILocation(line: 1, column: 2, scope: !3)\n",
            "!1 = distinct !{!1, !2} \r\n!2 = !{} !3 = !{}\n!4 = !{<\n",
            "!5 = !{!\"a\"}\n!6 = !DIFile(a: b) ; c\n!7 = !{!8}\n@g = global i32 0\n",
        ));
    }

    const PIECES: &[&str] = &[
        "!1 = ",
        "!2 = !{",
        "!DILocation(line: 3, scope: !4",
        "!6 = !DILocation(line: 3, column: 4, scope: !4)",
        "!7 = distinct !{!7, !1}",
        "!8 = !{}",
        " = ",
        "distinct ",
        "@g = global ",
        "@a = alias i32, ptr @g",
        "define void @f() {\n",
        "}\n",
        "declare void @d()",
        "%T = type {",
        "attributes #0 = { nounwind }",
        "(",
        ")",
        "[",
        "]",
        "{",
        "}",
        "<",
        ">",
        "\"",
        "\"s(\"",
        "c\"x\"",
        "!\"y\"",
        "; c (\n",
        "\n",
        "\r\n",
        " ",
        "\t",
        ",",
        "=",
        "é",
        "!5",
        "i32 7",
        "x",
        "#dbg_value(",
        "...",
        "-",
        "0x1F",
    ];

    proptest! {
        #[test]
        fn stepping_over_brackets_on_any_text(picks in prop::collection::vec(0..PIECES.len(), 0..60)) {
            let text: String = picks.iter().map(|&i| PIECES[i]).collect();
            same_split(&text);
        }
    }
}
