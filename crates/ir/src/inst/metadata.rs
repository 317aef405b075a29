//! Metadata: module-level nodes (`!N = ...`), named metadata, attachments and
//! `metadata` operands. Debug-info nodes are kept as field lists; the few
//! fields analyses need (DILocation line/column, loop hints) have accessors.

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
    pub fn field(&self, name: &str) -> Option<&MdField> {
        match &self.kind {
            MdKind::Specialized { fields, .. } => {
                let name = Symbol::lookup(name)?;
                fields.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
            }
            MdKind::Tuple(_) => None,
        }
    }
    pub fn specialized_name(&self) -> Option<&str> {
        match &self.kind {
            MdKind::Specialized { name, .. } => Some(name.as_str()),
            MdKind::Tuple(_) => None,
        }
    }
    pub fn operands(&self) -> &[Metadata] {
        match &self.kind {
            MdKind::Tuple(ops) => ops,
            MdKind::Specialized { .. } => &[],
        }
    }
    /// `(line, column)` of a `DILocation`.
    pub fn location(&self) -> Option<(u32, u32)> {
        if self.specialized_name()? != "DILocation" {
            return None;
        }
        let line = match self.field("line") {
            Some(MdField::Int(l)) => *l as u32,
            _ => 0,
        };
        let col = match self.field("column") {
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
