//! The `lanes` command line. `run` takes the arguments and output streams so
//! that tests drive it exactly as a user would.

use std::io::Write;
use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};
use serde::Serialize;

use crate::{Analysis, AnalysisHost, Error, render};

#[derive(Parser, Debug)]
#[command(
    name = "lanes",
    version,
    about = "Explore vectorization decisions over LLVM IR",
    long_about = "Explore vectorization decisions over LLVM IR.\n\nWith no command, reports on the embedded demo workspace."
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Print the IR of a file (or one function) as lanes parsed it.
    Ir(FuncArgs),
    /// List the functions of a file.
    Functions(FileArgs),
    /// Natural loops: nesting, latches, exits, preheader, trip count, IVs.
    Loops(LoopArgs),
    /// Every loop of every file; the embedded demo when no file is given.
    Report(ReportArgs),
}

#[derive(Args, Debug)]
struct Common {
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
}

#[derive(Copy, Clone, PartialEq, Eq, Debug, ValueEnum)]
enum Format {
    Text,
    Json,
}

#[derive(Args, Debug)]
struct FileArgs {
    file: PathBuf,
    #[command(flatten)]
    common: Common,
}

#[derive(Args, Debug)]
struct FuncArgs {
    file: PathBuf,
    /// Function name (with or without `@`); may be omitted when the file defines one.
    #[arg(long)]
    func: Option<String>,
    #[command(flatten)]
    common: Common,
}

#[derive(Args, Debug)]
struct LoopArgs {
    file: PathBuf,
    #[arg(long)]
    func: Option<String>,
    /// Loop header label (`for.body`) or loop path (`L0`, `L0.1`).
    #[arg(long = "loop")]
    loop_: Option<String>,
    #[command(flatten)]
    common: Common,
}

#[derive(Args, Debug)]
struct ReportArgs {
    files: Vec<PathBuf>,
    #[command(flatten)]
    common: Common,
}

/// Runs the CLI; returns the process exit code (0 ok, 1 errors in the input
/// or the question, 2 usage).
pub fn run(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let cli = match Cli::try_parse_from(args) {
        Ok(c) => c,
        Err(e) => {
            let code = if e.use_stderr() { 2 } else { 0 };
            let text = e.render().to_string();
            let _ = if code == 0 {
                write!(out, "{text}")
            } else {
                write!(err, "{text}")
            };
            return code;
        }
    };
    let mut session = Session {
        host: AnalysisHost::new(),
        out,
        err,
        failed: false,
    };
    let result = match cli.command {
        None => session.report(&[], Format::Text),
        Some(Command::Report(a)) => session.report(&a.files, a.common.format),
        Some(Command::Ir(a)) => session.with_file(&a.file, |s, path, an| {
            let text = an.ir(path, a.func.as_deref()).expect("not cancelled")?;
            s.emit(a.common.format, &text, &text)
        }),
        Some(Command::Functions(a)) => session.with_file(&a.file, |s, path, an| {
            let funcs = an.functions(path).expect("not cancelled")?;
            s.emit(a.common.format, &funcs, &render::functions_text(path, &funcs))
        }),
        Some(Command::Loops(a)) => session.with_file(&a.file, |s, path, an| {
            let loops = an
                .loops(path, a.func.as_deref(), a.loop_.as_deref())
                .expect("not cancelled")?;
            s.emit(a.common.format, &loops, &render::loops_text(&loops))
        }),
    };
    match result {
        Ok(()) if !session.failed => 0,
        Ok(()) => 1,
        Err(e) => {
            let _ = writeln!(session.err, "error: {e}");
            1
        }
    }
}

struct Session<'a> {
    host: AnalysisHost,
    out: &'a mut dyn Write,
    err: &'a mut dyn Write,
    /// Set when input diagnostics were reported: the exit code becomes 1.
    failed: bool,
}

impl Session<'_> {
    /// Loads a file, reports its diagnostics, then runs `f` on a snapshot.
    fn with_file(
        &mut self,
        path: &std::path::Path,
        f: impl FnOnce(&mut Self, &str, &Analysis) -> Result<(), Error>,
    ) -> Result<(), Error> {
        let p = self.load(path)?;
        let an = self.host.analysis();
        f(self, &p, &an)
    }

    fn load(&mut self, path: &std::path::Path) -> Result<String, Error> {
        let p = path.display().to_string();
        let bytes = std::fs::read(path).map_err(|e| {
            Error::NoSuchFile(format!("{p}: {e}"))
        })?;
        let text = String::from_utf8_lossy(&bytes);
        self.host.open_file(&p, &text);
        self.report_diagnostics(&p)?;
        Ok(p)
    }

    fn report_diagnostics(&mut self, path: &str) -> Result<(), Error> {
        let diags = self.host.analysis().diagnostics(path).expect("not cancelled")?;
        for d in diags {
            let _ = write!(self.err, "{}", d.rendered);
            if d.severity == lanes_ir::Severity::Error {
                self.failed = true;
            }
        }
        Ok(())
    }

    fn emit<T: Serialize + ?Sized>(
        &mut self,
        format: Format,
        value: &T,
        text: &str,
    ) -> Result<(), Error> {
        match format {
            Format::Text => {
                let _ = write!(self.out, "{text}");
            }
            Format::Json => {
                let _ = serde_json::to_writer_pretty(&mut *self.out, value);
                let _ = writeln!(self.out);
            }
        }
        Ok(())
    }

    /// Every loop of every file (the demo workspace when none is given).
    fn report(&mut self, files: &[PathBuf], format: Format) -> Result<(), Error> {
        let mut paths = Vec::new();
        if files.is_empty() {
            for (p, text) in crate::demo::files() {
                self.host.open_file(p, text);
                self.report_diagnostics(p)?;
                paths.push(p.to_string());
            }
        } else {
            for f in files {
                match self.load(f) {
                    Ok(p) => paths.push(p),
                    Err(e) => {
                        let _ = writeln!(self.err, "error: {e}");
                        self.failed = true;
                    }
                }
            }
        }
        let an = self.host.analysis();
        let mut rows = Vec::new();
        for p in &paths {
            for l in an.loops(p, None, None).expect("not cancelled")? {
                rows.push(ReportRow {
                    file: p.clone(),
                    function: l.function,
                    loop_: l.header,
                    path: l.path,
                    depth: l.depth,
                    innermost: l.innermost,
                    debug_loc: l.debug_loc,
                    trip_count: l.trip_count,
                    inductions: l.inductions.len(),
                });
            }
        }
        let text = report_text(&paths, &rows);
        self.emit(format, &rows, &text)
    }
}

/// One loop in `lanes report`.
#[derive(Serialize)]
struct ReportRow {
    file: String,
    function: String,
    #[serde(rename = "loop")]
    loop_: String,
    path: String,
    depth: u32,
    innermost: bool,
    debug_loc: Option<String>,
    trip_count: Option<u64>,
    inductions: usize,
}

fn report_text(paths: &[String], rows: &[ReportRow]) -> String {
    use std::fmt::Write as _;
    let mut out = String::new();
    for p in paths {
        let _ = writeln!(out, "{p}");
        let mine: Vec<&ReportRow> = rows.iter().filter(|r| &r.file == p).collect();
        if mine.is_empty() {
            let _ = writeln!(out, "  no loops");
        }
        for r in mine {
            let _ = writeln!(
                out,
                "  @{} {} {}{}: depth {}{}, trip count {}, {} IV{}",
                r.function,
                r.path,
                r.loop_,
                r.debug_loc
                    .as_ref()
                    .map(|l| format!(" (line {l})"))
                    .unwrap_or_default(),
                r.depth,
                if r.innermost { ", innermost" } else { "" },
                r.trip_count
                    .map_or("unknown".to_string(), |n| n.to_string()),
                r.inductions,
                if r.inductions == 1 { "" } else { "s" }
            );
        }
    }
    out
}
