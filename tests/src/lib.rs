//! Data-driven suites live in tests/tests/.
