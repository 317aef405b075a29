//! lanes-db
