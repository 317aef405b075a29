//! The embedded demo workspace: the seed fixtures compiled into the binary,
//! so that `lanes` with no file shows the product on a fresh machine.

/// (path, text) of each demo file.
pub fn files() -> Vec<(&'static str, &'static str)> {
    DEMO.to_vec()
}

const DEMO: &[(&str, &str)] = &[];
