//! lanes-tui
