//! LLVM types, hash-consed in a process-wide interner.
//!
//! A [`Type`] is a `Copy` handle: equality is identity, and a type costs four
//! bytes wherever it is stored. The interner is global (like rust-analyzer's
//! `intern` crate) so that functions parsed independently — the unit of
//! incremental reparsing — agree on type identities without sharing a table.

use std::fmt;
use std::sync::{OnceLock, RwLock};

use rustc_hash::FxHashMap;

/// An interned LLVM type.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Type(u32);

/// The structure of a type. Children are interned [`Type`]s.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeData {
    Void,
    /// `iN`, 1 ≤ N ≤ 2^23.
    Int(u32),
    Half,
    BFloat,
    Float,
    Double,
    X86Fp80,
    Fp128,
    PpcFp128,
    X86Mmx,
    X86Amx,
    Label,
    Metadata,
    Token,
    /// Opaque pointer `ptr` / `ptr addrspace(N)` (LLVM ≥ 15).
    Ptr {
        addrspace: u32,
    },
    /// Typed pointer `T*` / `T addrspace(N)*` (LLVM ≤ 14).
    TypedPtr {
        pointee: Type,
        addrspace: u32,
    },
    /// `<N x T>` or `<vscale x N x T>`.
    Vector {
        len: u32,
        scalable: bool,
        elem: Type,
    },
    /// `[N x T]`.
    Array {
        len: u64,
        elem: Type,
    },
    /// Literal struct `{ T, ... }` or packed `<{ T, ... }>`.
    Struct {
        packed: bool,
        fields: Vec<Type>,
    },
    /// Identified struct `%name`; its body lives in the module's type table.
    Named(Box<str>),
    /// Target extension type `target("name", T..., N...)` (LLVM 16+): opaque
    /// to the analyses, which only carry it around.
    Target {
        name: Box<str>,
        types: Vec<Type>,
        ints: Vec<u32>,
    },
    /// `ret (params...)` with optional `...`.
    Function {
        ret: Type,
        params: Vec<Type>,
        varargs: bool,
    },
}

struct Interner {
    map: FxHashMap<&'static TypeData, Type>,
    len: u32,
}

fn interner() -> &'static RwLock<Interner> {
    static INTERNER: OnceLock<RwLock<Interner>> = OnceLock::new();
    INTERNER.get_or_init(|| {
        RwLock::new(Interner {
            map: FxHashMap::default(),
            len: 0,
        })
    })
}

/// Every interned type's data by handle, read without the interner's
/// lock: [`Type::data`] is among the most frequent calls of every
/// analysis, on every thread. Bucket `k` holds handles `2^k - 1 ..
/// 2^(k+1) - 1`, allocated when the first of them is interned; a slot is
/// written once, under the interner's write lock, before its handle is
/// returned, and never moves.
type Bucket = Box<[OnceLock<&'static TypeData>]>;
static DATA: [OnceLock<Bucket>; 32] = [const { OnceLock::new() }; 32];

/// The bucket and slot of handle `i` in [`DATA`].
fn slot_of(i: u32) -> (usize, usize) {
    let n = i as u64 + 1;
    let k = n.ilog2();
    (k as usize, (n - (1 << k)) as usize)
}

/// The handle of a type the parser and the analyses name again and
/// again (`Type::void()`, `Type::i1()`), interned at its first use and
/// then read from a cell of its own: no lock and no hash on every call.
macro_rules! cached {
    ($data:expr) => {{
        static CELL: OnceLock<Type> = OnceLock::new();
        *CELL.get_or_init(|| Type::intern($data))
    }};
}

impl Type {
    /// Interns `data` and returns its handle.
    pub fn intern(data: TypeData) -> Type {
        if let Some(&t) = interner().read().unwrap().map.get(&data) {
            return t;
        }
        let mut w = interner().write().unwrap();
        if let Some(&t) = w.map.get(&data) {
            return t;
        }
        let leaked: &'static TypeData = Box::leak(Box::new(data));
        let t = Type(w.len);
        w.len += 1;
        let (k, at) = slot_of(t.0);
        let bucket = DATA[k].get_or_init(|| (0..1usize << k).map(|_| OnceLock::new()).collect());
        let _ = bucket[at].set(leaked);
        w.map.insert(leaked, t);
        t
    }

    /// The structure behind the handle.
    pub fn data(self) -> &'static TypeData {
        let (k, at) = slot_of(self.0);
        DATA[k]
            .get()
            .and_then(|b| b[at].get())
            .expect("a type handle is interned before it is returned")
    }

    pub fn void() -> Type {
        cached!(TypeData::Void)
    }
    pub fn int(bits: u32) -> Type {
        match bits {
            1 => Type::i1(),
            8 => Type::i8(),
            32 => Type::i32(),
            64 => Type::i64(),
            _ => Type::intern(TypeData::Int(bits)),
        }
    }
    pub fn i1() -> Type {
        cached!(TypeData::Int(1))
    }
    pub fn i8() -> Type {
        cached!(TypeData::Int(8))
    }
    pub fn i32() -> Type {
        cached!(TypeData::Int(32))
    }
    pub fn i64() -> Type {
        cached!(TypeData::Int(64))
    }
    pub fn float() -> Type {
        cached!(TypeData::Float)
    }
    pub fn double() -> Type {
        cached!(TypeData::Double)
    }
    pub fn label() -> Type {
        cached!(TypeData::Label)
    }
    pub fn metadata() -> Type {
        cached!(TypeData::Metadata)
    }
    pub fn token() -> Type {
        cached!(TypeData::Token)
    }
    pub fn ptr(addrspace: u32) -> Type {
        Type::intern(TypeData::Ptr { addrspace })
    }
    pub fn typed_ptr(pointee: Type, addrspace: u32) -> Type {
        Type::intern(TypeData::TypedPtr { pointee, addrspace })
    }
    pub fn vector(len: u32, elem: Type) -> Type {
        Type::intern(TypeData::Vector {
            len,
            scalable: false,
            elem,
        })
    }
    pub fn array(len: u64, elem: Type) -> Type {
        Type::intern(TypeData::Array { len, elem })
    }
    pub fn named(name: &str) -> Type {
        Type::intern(TypeData::Named(name.into()))
    }

    pub fn is_void(self) -> bool {
        matches!(self.data(), TypeData::Void)
    }
    pub fn is_int(self) -> bool {
        matches!(self.data(), TypeData::Int(_))
    }
    /// Bit width of an integer type, or of the elements of an integer vector.
    pub fn int_bits(self) -> Option<u32> {
        match self.scalar().data() {
            TypeData::Int(b) => Some(*b),
            _ => None,
        }
    }
    pub fn is_float(self) -> bool {
        matches!(
            self.data(),
            TypeData::Half
                | TypeData::BFloat
                | TypeData::Float
                | TypeData::Double
                | TypeData::X86Fp80
                | TypeData::Fp128
                | TypeData::PpcFp128
        )
    }
    pub fn is_ptr(self) -> bool {
        matches!(
            self.data(),
            TypeData::Ptr { .. } | TypeData::TypedPtr { .. }
        )
    }
    pub fn is_vector(self) -> bool {
        matches!(self.data(), TypeData::Vector { .. })
    }
    /// Whether this is a scalable vector `<vscale x N x T>`.
    pub fn is_scalable(self) -> bool {
        matches!(self.data(), TypeData::Vector { scalable: true, .. })
    }
    /// Pointee of a typed pointer; `None` for opaque pointers and non-pointers.
    pub fn pointee(self) -> Option<Type> {
        match self.data() {
            TypeData::TypedPtr { pointee, .. } => Some(*pointee),
            _ => None,
        }
    }
    pub fn addrspace(self) -> Option<u32> {
        match self.data() {
            TypeData::Ptr { addrspace } | TypeData::TypedPtr { addrspace, .. } => Some(*addrspace),
            _ => None,
        }
    }
    /// Element type of a vector; the type itself otherwise.
    pub fn scalar(self) -> Type {
        match self.data() {
            TypeData::Vector { elem, .. } => *elem,
            _ => self,
        }
    }
    /// Number of lanes of a fixed vector, 1 for scalars.
    pub fn lanes(self) -> Option<u32> {
        match self.data() {
            TypeData::Vector {
                len,
                scalable: false,
                ..
            } => Some(*len),
            TypeData::Vector { scalable: true, .. } => None,
            _ => Some(1),
        }
    }
    /// Element type of an array or vector.
    pub fn element(self) -> Option<Type> {
        match self.data() {
            TypeData::Vector { elem, .. } | TypeData::Array { elem, .. } => Some(*elem),
            _ => None,
        }
    }
    /// Whether the type is first-class and sized without a module (no named structs).
    pub fn is_first_class(self) -> bool {
        !matches!(
            self.data(),
            TypeData::Void | TypeData::Function { .. } | TypeData::Label | TypeData::Metadata
        )
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.data() {
            TypeData::Void => f.write_str("void"),
            TypeData::Int(b) => write!(f, "i{b}"),
            TypeData::Half => f.write_str("half"),
            TypeData::BFloat => f.write_str("bfloat"),
            TypeData::Float => f.write_str("float"),
            TypeData::Double => f.write_str("double"),
            TypeData::X86Fp80 => f.write_str("x86_fp80"),
            TypeData::Fp128 => f.write_str("fp128"),
            TypeData::PpcFp128 => f.write_str("ppc_fp128"),
            TypeData::X86Mmx => f.write_str("x86_mmx"),
            TypeData::X86Amx => f.write_str("x86_amx"),
            TypeData::Label => f.write_str("label"),
            TypeData::Metadata => f.write_str("metadata"),
            TypeData::Token => f.write_str("token"),
            TypeData::Ptr { addrspace: 0 } => f.write_str("ptr"),
            TypeData::Ptr { addrspace } => write!(f, "ptr addrspace({addrspace})"),
            TypeData::TypedPtr {
                pointee,
                addrspace: 0,
            } => write!(f, "{pointee}*"),
            TypeData::TypedPtr { pointee, addrspace } => {
                write!(f, "{pointee} addrspace({addrspace})*")
            }
            TypeData::Vector {
                len,
                scalable: false,
                elem,
            } => write!(f, "<{len} x {elem}>"),
            TypeData::Vector {
                len,
                scalable: true,
                elem,
            } => write!(f, "<vscale x {len} x {elem}>"),
            TypeData::Array { len, elem } => write!(f, "[{len} x {elem}]"),
            TypeData::Struct { packed, fields } => {
                if *packed {
                    f.write_str("<")?;
                }
                if fields.is_empty() {
                    f.write_str("{}")?;
                } else {
                    f.write_str("{ ")?;
                    for (i, t) in fields.iter().enumerate() {
                        if i > 0 {
                            f.write_str(", ")?;
                        }
                        write!(f, "{t}")?;
                    }
                    f.write_str(" }")?;
                }
                if *packed {
                    f.write_str(">")?;
                }
                Ok(())
            }
            TypeData::Named(name) => {
                f.write_str("%")?;
                crate::escape::write_ident(f, name)
            }
            TypeData::Target { name, types, ints } => {
                f.write_str("target(\"")?;
                crate::escape::write_escaped(f, name.as_bytes())?;
                f.write_str("\"")?;
                for t in types {
                    write!(f, ", {t}")?;
                }
                for n in ints {
                    write!(f, ", {n}")?;
                }
                f.write_str(")")
            }
            TypeData::Function {
                ret,
                params,
                varargs,
            } => {
                write!(f, "{ret} (")?;
                for (i, t) in params.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{t}")?;
                }
                if *varargs {
                    if !params.is_empty() {
                        f.write_str(", ")?;
                    }
                    f.write_str("...")?;
                }
                f.write_str(")")
            }
        }
    }
}

impl fmt::Debug for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Type({self})")
    }
}
