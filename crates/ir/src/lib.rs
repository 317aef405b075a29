//! `lanes-ir`: the LLVM IR data model, a lexer and recursive-descent parser for
//! textual IR (`.ll`) as LLVM 14–22 print it, and a printer that prints it back.
//!
//! Values, not services: nothing here knows about salsa. Parsing never fails
//! as a whole: it returns the IR it could build and a list of diagnostics.
//! A module is parsed item by item and each function body independently
//! ([`split_module`] + [`parse_function`]), so that the database can reparse
//! one function when only its text changed, and so that one malformed
//! function does not prevent the others from being analysed.

pub mod constant;
pub mod cursor;
pub mod diag;
pub mod english;
pub mod escape;
pub mod inst;
pub mod layout;
pub mod lexer;
pub mod lines;
pub mod module;
pub use inst::metadata;
pub mod parser;
pub mod print;
pub mod symbol;
pub mod synth;
pub mod types;

pub use constant::{ConstExpr, Constant};
pub use cursor::{CursorPosition, FuncCursor};
pub use diag::{Diagnostic, LineIndex, Severity};
pub use english::count;
pub use inst::{
    Attr, BlockData, BlockId, Bundle, CallInfo, DebugRecord, Extra, Flags, InlineAsm, InstData,
    InstId, Intrinsic, Opcode, Operation, Predicate, Value,
};
pub use layout::{DataLayout, LayoutError};
pub use metadata::{Location, MdAttachment, MdField, MdKind, MdNode, Metadata};
pub use module::{
    Function, FunctionHeader, GlobalVar, Module, Param, PointerStyle, Producer, RawItem,
};
pub use parser::{
    ItemKind, ModuleItem, parse_function, parse_item, parse_items_on, parse_module,
    parse_module_items, parse_module_items_on, split_module, split_module_on,
};
pub use symbol::Symbol;
pub use types::{Type, TypeData};

/// A name without its sigil (`%`, `@`, `!`). Quoted names are stored unescaped.
pub type Name = Box<str>;

/// Byte range relative to the start of the text that was parsed.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Span {
    pub start: u32,
    pub end: u32,
}
