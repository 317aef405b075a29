//! Snapshot testing over `.ll` fixtures, for this project's suites and for
//! downstream crates.
//!
//! ```
//! use expect_test::expect;
//! lanes::testing::check(
//!     r#"
//! define void @f(i32* %p) {
//! entry:
//!   br label %loop
//! loop:
//!   %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
//!   %q = getelementptr inbounds i32, i32* %p, i64 %i
//!   %v = trunc i64 %i to i32
//!   store i32 %v, i32* %q, align 4
//!   %i.next = add nuw nsw i64 %i, 1
//!   %c = icmp ult i64 %i.next, 8
//!   br i1 %c, label %loop, label %exit
//! exit:
//!   ret void
//! }
//! "#,
//!     "report",
//!     expect![[r#"
//!         fixture.ll
//!           target avx2 (the default), LLVM 14
//!           @f L0 loop: depth 1, innermost, trip count 8: vectorized, VF 8, cost 5 per vector iteration (scalar 3 per iteration)
//!     "#]],
//! );
//! ```
//!
//! A fixture is either a path to a `.ll` file or inline text. Inline text may
//! hold several files, each introduced by a `; file: NAME.ll` line, and may
//! choose the target with a `; target: NAME` line. The command is a CLI
//! command without the program name; when it names no file, the fixture's
//! first file is inserted after the subcommand (`report` gets all of them).
//! The snapshot is the command's output followed, if there were any, by the
//! diagnostics (`file:line:col: error: ...` with source line and caret).

use std::path::{Path, PathBuf};

use clap::Parser;

use crate::args::Cli;
use crate::commands::Command;
use crate::format::Output;
use crate::host::AnalysisHost;

/// Files of a fixture: (name, text), plus an optional target name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fixture {
    /// (name, text) of each file, in order.
    pub files: Vec<(String, String)>,
    /// The `; target:` line's target name.
    pub target: Option<String>,
}

impl Fixture {
    /// Parses inline fixture text (see the module docs).
    pub fn parse(text: &str) -> Fixture {
        let text = trim_indent(text);
        let mut files: Vec<(String, String)> = Vec::new();
        let mut target = None;
        for line in text.lines() {
            let t = line.trim();
            if let Some(name) = t.strip_prefix("; file:") {
                files.push((name.trim().to_string(), String::new()));
                continue;
            }
            if let Some(name) = t.strip_prefix("; target:") {
                target = Some(name.trim().to_string());
                continue;
            }
            if files.is_empty() {
                files.push(("fixture.ll".to_string(), String::new()));
            }
            let last = &mut files.last_mut().unwrap().1;
            last.push_str(line);
            last.push('\n');
        }
        Fixture { files, target }
    }

    /// A fixture that is a file on disk (kept under its path as given).
    pub fn from_path(path: &Path) -> std::io::Result<Fixture> {
        let text = std::fs::read_to_string(path)?;
        let target = text.lines().find_map(|l| {
            l.trim()
                .strip_prefix("; target:")
                .map(|t| t.trim().to_string())
        });
        Ok(Fixture {
            files: vec![(path.display().to_string(), text)],
            target,
        })
    }

    /// Inline text when it looks like IR or has markers; a path otherwise.
    pub fn load(fixture: &str) -> Fixture {
        let looks_inline = fixture.contains('\n') || fixture.trim_start().starts_with(';');
        if looks_inline {
            return Fixture::parse(fixture);
        }
        let path = resolve(fixture);
        Fixture::from_path(&path).unwrap_or_else(|e| panic!("fixture {}: {e}", path.display()))
    }
}

/// Runs `command` on `fixture` and returns the snapshot text.
pub fn render(fixture: &str, command: &str) -> String {
    render_fixture(&Fixture::load(fixture), command)
}

/// Runs `command` on a loaded fixture and returns the snapshot text.
pub fn render_fixture(fixture: &Fixture, command: &str) -> String {
    let mut host = AnalysisHost::new();
    if let Some(t) = &fixture.target {
        let desc = lanes_target::load(t).unwrap_or_else(|e| panic!("target {t}: {e}"));
        host.choose_builtin_target(t, &desc);
    }
    for (name, text) in &fixture.files {
        host.open_file(name, text);
    }
    let mut argv = vec!["lanes".to_string()];
    let words = split_words(command);
    let names: Vec<String> = fixture.files.iter().map(|(n, _)| n.clone()).collect();
    let names_file = words.iter().any(|w| names.contains(w));
    for (i, w) in words.iter().enumerate() {
        argv.push(w.clone());
        if i == 0 && !names_file {
            if w == "report" {
                argv.extend(names.iter().cloned());
            } else if let Some(first) = names.first() {
                argv.push(first.clone());
            }
        }
    }
    let cli = match Cli::try_parse_from(&argv) {
        Ok(c) => c,
        Err(e) => panic!("bad command `{command}`: {}", e.render()),
    };
    let command = cli.command.expect("a command");
    host.set_profile(cli.common.llvm());
    host.set_forced(
        cli.common.force_vector_width,
        cli.common.force_vector_interleave,
    );
    host.set_prefer_predicate(cli.common.prefer());
    if let Some(t) = cli.common.target() {
        let desc = lanes_target::load(t).unwrap_or_else(|e| panic!("target {t}: {e}"));
        host.choose_builtin_target(t, &desc);
    }
    let paths = match &command {
        Command::Report(a) if a.files.is_empty() => names.clone(),
        c => c.files().iter().map(|p| p.display().to_string()).collect(),
    };
    let an = host.analysis();
    let mut out = match command.execute(&an, &paths, cli.common.format) {
        Ok(Output::Text(t)) => t,
        Ok(Output::JsonText(t)) => t + "\n",
        Ok(json) => {
            let mut bytes = Vec::new();
            json.write(&mut bytes).unwrap();
            String::from_utf8(bytes).unwrap()
        }
        Err(e) => format!("error: {e}\n"),
    };
    let mut diags = String::new();
    for p in &paths {
        if let Ok(Ok(ds)) = an.diagnostics(p) {
            for d in ds {
                diags.push_str(&d.rendered);
            }
        }
    }
    if !diags.is_empty() {
        out.push_str("--- diagnostics\n");
        out.push_str(&diags);
    }
    out
}

/// Asserts the snapshot of `command` on `fixture` (`UPDATE_EXPECT=1` updates it).
///
/// `fixture` is inline `.ll` text (optionally several files, each after a
/// `; file: NAME.ll` line) or a path to a `.ll` file; `command` is a CLI
/// command line without `lanes` and, usually, without the file:
///
/// ```
/// use expect_test::expect;
/// lanes::testing::check(
///     r#"
/// ; file: a.ll
/// define void @f() {
/// entry:
///   ret void
/// }
/// ; file: b.ll
/// define i32 @g(i32 %x) {
/// entry:
///   ret i32 %x
/// }
/// "#,
///     "functions b.ll",
///     expect![[r#"
///         b.ll
///           @g (line 1): 1 block, 1 instruction, 0 loops
///     "#]],
/// );
/// ```
#[track_caller]
pub fn check(fixture: &str, command: &str, expect: expect_test::Expect) {
    expect.assert_eq(&render(fixture, command));
}

/// Walks `dir` for `.ll` files; each one's `; RUN: lanes CMD` lines (or, if it
/// has none, `default_commands`) are run and their outputs compared with the
/// sibling `NAME.expected` file (`UPDATE_EXPECT=1` writes it). All files are
/// checked before failing, and the failure lists every mismatching file.
#[track_caller]
pub fn check_dir(dir: &Path, default_commands: &[&str]) {
    let mut files = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(rd) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "ll") {
                files.push(p);
            }
        }
    }
    files.sort();
    let update = std::env::var_os("UPDATE_EXPECT").is_some();
    let mut failures = Vec::new();
    for f in &files {
        let fixture = Fixture::from_path(f).unwrap();
        let text = &fixture.files[0].1;
        let mut commands: Vec<String> = text
            .lines()
            .filter_map(|l| l.trim().strip_prefix("; RUN: lanes "))
            .map(|c| c.trim().to_string())
            .collect();
        if commands.is_empty() {
            commands = default_commands.iter().map(|c| c.to_string()).collect();
        }
        let shown = f.strip_prefix(dir).unwrap_or(f).display().to_string();
        let mut actual = String::new();
        for c in &commands {
            actual.push_str(&format!("$ lanes {c}\n"));
            let mut fx = fixture.clone();
            fx.files[0].0 = shown.clone();
            actual.push_str(&render_fixture(&fx, c));
            actual.push('\n');
        }
        let expected_path = f.with_extension("expected");
        let expected = std::fs::read_to_string(&expected_path).unwrap_or_default();
        if expected != actual {
            if update {
                std::fs::write(&expected_path, &actual).unwrap();
            } else {
                failures.push(shown);
            }
        }
    }
    assert!(
        failures.is_empty(),
        "snapshots differ for {} file(s): {}\n(run with UPDATE_EXPECT=1 and review the diff)",
        failures.len(),
        failures.join(", ")
    );
}

/// Finds a fixture path: as given, or relative to an ancestor of the current
/// directory (tests run in their crate's directory; fixtures live at the root).
fn resolve(p: &str) -> PathBuf {
    let direct = PathBuf::from(p);
    if direct.exists() {
        return direct;
    }
    let mut dir = std::env::current_dir().unwrap_or_default();
    loop {
        for cand in [dir.join(p), dir.join("fixtures").join(p)] {
            if cand.exists() {
                return cand;
            }
        }
        if !dir.pop() {
            return direct;
        }
    }
}

/// Splits a command line on white space, honouring double quotes.
fn split_words(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quoted = false;
    let mut any = false;
    for c in s.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                any = true;
            }
            c if c.is_whitespace() && !quoted => {
                if any {
                    out.push(std::mem::take(&mut cur));
                    any = false;
                }
            }
            c => {
                cur.push(c);
                any = true;
            }
        }
    }
    if any {
        out.push(cur);
    }
    out
}

/// Removes the common leading indentation of inline fixtures.
fn trim_indent(text: &str) -> String {
    let indent = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    let mut out = String::new();
    for l in text.lines() {
        out.push_str(l.get(indent..).unwrap_or(l.trim_start()));
        out.push('\n');
    }
    out.trim_start_matches('\n').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn multi_file_fixture_with_target() {
        let f = Fixture::parse(
            "
            ; target: avx512
            ; file: a.ll
            define void @a() {
            entry:
              ret void
            }
            ; file: b.ll
            define void @b() {
            entry:
              ret void
            }
            ",
        );
        assert_eq!(f.target.as_deref(), Some("avx512"));
        assert_eq!(f.files.len(), 2);
        assert_eq!(f.files[1].0, "b.ll");
        assert!(f.files[1].1.starts_with("define void @b()"));
    }

    #[test]
    fn words() {
        assert_eq!(
            split_words(r#"loops  --func "a b" x"#),
            ["loops", "--func", "a b", "x"]
        );
    }
}
