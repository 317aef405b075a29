//! lanes-vls
