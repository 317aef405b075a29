//! Metadata: module-level nodes (`!N = ...`), named metadata, attachments and
//! `metadata` operands. Debug-info nodes are kept as field lists; the few
//! fields analyses need (DILocation line/column, loop hints) have accessors.

use std::borrow::Cow;

use super::Value;
use crate::constant::Constant;
use crate::symbol::Symbol;
use crate::types::Type;

/// A metadata value.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Metadata {
    /// `!N`: a reference to a numbered node of the module.
    Ref(u32),
    /// `!"text"`.
    String(Box<[u8]>),
    /// `T value` inside a node (`i32 4`, `ptr @g`), or `metadata T %v` as a call operand.
    Value { ty: Type, value: Box<Value> },
    /// An inline node `!{...}` / `distinct !{...}` / `!DILocation(...)`.
    Node(Box<MdNode>),
    /// `null` inside a tuple, or the empty operand.
    Null,
}

/// A metadata node body.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct MdNode {
    pub distinct: bool,
    pub kind: MdKind,
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum MdKind {
    /// `!{ op, op, ... }`.
    Tuple(Box<[Metadata]>),
    /// `!DIName(field: value, ...)`. Positional operands (`!DIExpression(DW_OP_deref)`,
    /// `!DIArgList(i32 %a)`) have an empty field name.
    Specialized {
        name: Symbol,
        fields: Box<[(Symbol, MdField)]>,
    },
    /// `!DILocation(line: L, column: C, scope: !S)`, with `inlinedAt: !I`
    /// after them or not, in this order: most nodes of a module with debug
    /// info, kept without a field list (a `Specialized` one costs a heap
    /// block of four times the node). Any other `DILocation` (a column of
    /// 0 omitted, `isImplicitCode`, an inline scope) is `Specialized`.
    Location(Location),
}

/// The fields of an [`MdKind::Location`], the node references by number.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Location {
    pub line: u32,
    pub column: u32,
    pub scope: u32,
    pub inlined_at: Option<u32>,
}

impl Location {
    /// The compact form of a `DILocation`'s fields, if they take it.
    pub fn from_fields(fields: &[(Symbol, MdField)]) -> Option<Location> {
        let int = |f: &(Symbol, MdField), label: &str| match f {
            (k, MdField::Int(v)) if k.as_str() == label => u32::try_from(*v).ok(),
            _ => None,
        };
        let node = |f: &(Symbol, MdField), label: &str| match f {
            (k, MdField::Md(Metadata::Ref(n))) if k.as_str() == label => Some(*n),
            _ => None,
        };
        let (line, column, scope, inlined_at) = match fields {
            [l, c, s] => (l, c, s, None),
            [l, c, s, i] => (l, c, s, Some(node(i, "inlinedAt")?)),
            _ => return None,
        };
        Some(Location {
            line: int(line, "line")?,
            column: int(column, "column")?,
            scope: node(scope, "scope")?,
            inlined_at,
        })
    }

    /// The field `name`, as a field list would hold it.
    fn field(&self, name: &str) -> Option<MdField> {
        Some(match name {
            "line" => MdField::Int(self.line.into()),
            "column" => MdField::Int(self.column.into()),
            "scope" => MdField::Md(Metadata::Ref(self.scope)),
            "inlinedAt" => MdField::Md(Metadata::Ref(self.inlined_at?)),
            _ => return None,
        })
    }
}

/// A field value of a specialized node.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum MdField {
    /// An integer that fits `i64`; a larger one (an unsigned 64-bit
    /// enumerator) is a `Word`, printed back as written. An `i128` here
    /// would double the alignment, and so the size, of every field.
    Int(i64),
    String(Box<[u8]>),
    Md(Metadata),
    /// Enumerators, flag unions (`DIFlagPrototyped | DIFlagAllCallsDescribed`),
    /// `true`/`false` and anything else, verbatim.
    Word(Box<str>),
}

/// `!kind !N` on an instruction, function or global.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct MdAttachment {
    pub kind: Symbol,
    pub node: Metadata,
}

impl MdNode {
    /// The field `name` of a specialized node (owned for a
    /// [`MdKind::Location`], which keeps no field list).
    pub fn field(&self, name: &str) -> Option<Cow<'_, MdField>> {
        match &self.kind {
            MdKind::Specialized { fields, .. } => {
                let name = Symbol::lookup(name)?;
                fields
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| Cow::Borrowed(v))
            }
            MdKind::Location(l) => l.field(name).map(Cow::Owned),
            MdKind::Tuple(_) => None,
        }
    }
    pub fn specialized_name(&self) -> Option<&str> {
        match &self.kind {
            MdKind::Specialized { name, .. } => Some(name.as_str()),
            MdKind::Location(_) => Some("DILocation"),
            MdKind::Tuple(_) => None,
        }
    }
    pub fn operands(&self) -> &[Metadata] {
        match &self.kind {
            MdKind::Tuple(ops) => ops,
            MdKind::Specialized { .. } | MdKind::Location(_) => &[],
        }
    }
    /// `(line, column)` of a `DILocation`.
    pub fn location(&self) -> Option<(u32, u32)> {
        if let MdKind::Location(l) = &self.kind {
            return Some((l.line, l.column));
        }
        if self.specialized_name()? != "DILocation" {
            return None;
        }
        let line = match self.field("line").as_deref() {
            Some(MdField::Int(l)) => *l as u32,
            _ => 0,
        };
        let col = match self.field("column").as_deref() {
            Some(MdField::Int(c)) => *c as u32,
            _ => 0,
        };
        Some((line, col))
    }
}

impl Metadata {
    pub fn as_str(&self) -> Option<&[u8]> {
        match self {
            Metadata::String(s) => Some(s),
            _ => None,
        }
    }
    pub fn as_const(&self) -> Option<&Constant> {
        match self {
            Metadata::Value { value, .. } => value.as_const(),
            _ => None,
        }
    }
}
