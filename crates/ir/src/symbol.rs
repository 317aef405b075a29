//! Interned words of metadata: attachment kinds (`dbg`, `tbaa`,
//! `llvm.loop`), specialized node names (`DILocation`) and their field
//! labels (`line`, `scope`). A module of debug info repeats the same few
//! dozen words millions of times; as a `u32` each costs four bytes and no
//! allocation, and comparing two is comparing integers.

use std::fmt;
use std::sync::{OnceLock, RwLock};

use rustc_hash::FxHashMap;

/// An interned word. Words of `KNOWN` have fixed ids and are read without
/// a lock; any other word is interned process-wide on first use (like
/// types), so functions parsed independently agree on ids.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Symbol(u32);

/// Words with fixed ids: the attachment kinds LLVM registers, then the
/// names and field labels of the debug-info nodes clang writes.
const KNOWN: &[&str] = &[
    // Attachment kinds (`Symbol::DBG`, ... below index these).
    "dbg",
    "tbaa",
    "prof",
    "fpmath",
    "range",
    "tbaa.struct",
    "invariant.load",
    "alias.scope",
    "noalias",
    "nontemporal",
    "llvm.mem.parallel_loop_access",
    "nonnull",
    "dereferenceable",
    "dereferenceable_or_null",
    "make.implicit",
    "unpredictable",
    "invariant.group",
    "align",
    "llvm.loop",
    "type",
    "section_prefix",
    "absolute_symbol",
    "associated",
    "callees",
    "irr_loop",
    "llvm.access.group",
    "callback",
    "llvm.preserve.access.index",
    "vcall_visibility",
    "noundef",
    "annotation",
    "nosanitize",
    "func_sanitize",
    "exclude",
    "memprof",
    "callsite",
    "kcfi_type",
    "pcsections",
    "DIAssignID",
    "coro.outside.frame",
    "heapallocsite",
    "srcloc",
    // Debug-info node names.
    "DILocation",
    "DILocalVariable",
    "DIExpression",
    "DISubprogram",
    "DIBasicType",
    "DIDerivedType",
    "DICompositeType",
    "DISubroutineType",
    "DIFile",
    "DICompileUnit",
    "DILexicalBlock",
    "DILexicalBlockFile",
    "DISubrange",
    "DIEnumerator",
    "DIGlobalVariable",
    "DIGlobalVariableExpression",
    "DILabel",
    "DIArgList",
    "DIImportedEntity",
    "DINamespace",
    "DITemplateTypeParameter",
    "DITemplateValueParameter",
    // Field labels (the empty label is a positional operand).
    "",
    "line",
    "column",
    "scope",
    "inlinedAt",
    "name",
    "linkageName",
    "file",
    "arg",
    "flags",
    "spFlags",
    "unit",
    "scopeLine",
    "retainedNodes",
    "size",
    "offset",
    "encoding",
    "tag",
    "baseType",
    "elements",
    "types",
    "identifier",
    "count",
    "lowerBound",
    "upperBound",
    "value",
    "isUnsigned",
    "directory",
    "filename",
    "checksumkind",
    "checksum",
    "language",
    "producer",
    "isOptimized",
    "runtimeVersion",
    "emissionKind",
    "enums",
    "globals",
    "imports",
    "splitDebugInlining",
    "nameTableKind",
    "isLocal",
    "isDefinition",
    "declaration",
    "expr",
    "var",
    "discriminator",
    "isImplicitCode",
    "entity",
    "extraData",
    "templateParams",
    "containingType",
    "virtuality",
    "sdk",
    "sysroot",
    "annotations",
];

impl Symbol {
    pub const DBG: Symbol = Symbol(0);
    pub const TBAA: Symbol = Symbol(1);
    pub const PROF: Symbol = Symbol(2);
    pub const LLVM_LOOP: Symbol = Symbol(18);

    /// The symbol of `word`, interning it if it is new.
    pub fn intern(word: &str) -> Symbol {
        if let Some(&s) = known().get(word) {
            return s;
        }
        if let Some(&s) = interner().read().unwrap().map.get(word) {
            return s;
        }
        let mut t = interner().write().unwrap();
        if let Some(&s) = t.map.get(word) {
            return s;
        }
        let leaked: &'static str = Box::leak(word.into());
        let s = Symbol((KNOWN.len() + t.words.len()) as u32);
        t.words.push(leaked);
        t.map.insert(leaked, s);
        s
    }

    /// The symbol of `word` if it was ever interned (a word never seen is
    /// in no parsed IR, so a lookup by it finds nothing without interning).
    pub fn lookup(word: &str) -> Option<Symbol> {
        match known().get(word) {
            Some(&s) => Some(s),
            None => interner().read().unwrap().map.get(word).copied(),
        }
    }

    pub fn as_str(self) -> &'static str {
        match KNOWN.get(self.0 as usize) {
            Some(w) => w,
            None => interner().read().unwrap().words[self.0 as usize - KNOWN.len()],
        }
    }
}

#[derive(Default)]
struct Interner {
    map: FxHashMap<&'static str, Symbol>,
    words: Vec<&'static str>,
}

fn known() -> &'static FxHashMap<&'static str, Symbol> {
    static KNOWN_IDS: OnceLock<FxHashMap<&'static str, Symbol>> = OnceLock::new();
    KNOWN_IDS.get_or_init(|| {
        let mut m = FxHashMap::default();
        for (i, w) in KNOWN.iter().enumerate() {
            m.entry(*w).or_insert(Symbol(i as u32));
        }
        m
    })
}

fn interner() -> &'static RwLock<Interner> {
    static INTERNER: OnceLock<RwLock<Interner>> = OnceLock::new();
    INTERNER.get_or_init(Default::default)
}

impl std::ops::Deref for Symbol {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl fmt::Display for Symbol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// As the word, like the `Box<str>` it replaces.
impl fmt::Debug for Symbol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl From<&str> for Symbol {
    fn from(word: &str) -> Symbol {
        Symbol::intern(word)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_ids_and_interning() {
        assert_eq!(Symbol::intern("dbg"), Symbol::DBG);
        assert_eq!(Symbol::intern("tbaa"), Symbol::TBAA);
        assert_eq!(Symbol::intern("prof"), Symbol::PROF);
        assert_eq!(Symbol::intern("llvm.loop"), Symbol::LLVM_LOOP);
        let s = Symbol::intern("my.custom.kind");
        assert_eq!(s, Symbol::intern("my.custom.kind"));
        assert_eq!(s.as_str(), "my.custom.kind");
        assert_eq!(Symbol::lookup("my.custom.kind"), Some(s));
        assert_eq!(Symbol::lookup("never.seen.kind"), None);
        assert_eq!(format!("{:?}", Symbol::DBG), "\"dbg\"");
    }
}
