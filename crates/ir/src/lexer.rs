//! Lexer for textual LLVM IR.
