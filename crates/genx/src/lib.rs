//! lanes-genx
