//! lanes-vec
