//! A compile command and the two compiles lanes derives from it: the IR
//! LoopVectorize reads (vectorization off, the IR written out) and the
//! compiler's own decisions (its optimization records).
//!
//! Only clang is understood: its driver's options decide which arguments
//! name outputs, which take a value, and which name a source file.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Options whose value is the next argument (clang's `Separate` options a
/// compile command carries): their value is never a source file.
const TAKES_VALUE: &[&str] = &[
    "-o",
    "-MF",
    "-MT",
    "-MQ",
    "-MJ",
    "-I",
    "-D",
    "-U",
    "-include",
    "-imacros",
    "-isystem",
    "-idirafter",
    "-iquote",
    "-iprefix",
    "-iwithprefix",
    "-iwithprefixbefore",
    "-isysroot",
    "--sysroot",
    "-x",
    "-Xclang",
    "-mllvm",
    "-Xlinker",
    "-Xassembler",
    "-Xpreprocessor",
    "-arch",
    "-target",
    "-L",
    "-F",
    "-framework",
    "-serialize-diagnostics",
    "-resource-dir",
    "-working-directory",
    "-ivfsoverlay",
    "-foptimization-record-file",
];

/// Output options (with a separate value) the derived compiles drop: they
/// name the user's object and dependency files.
const OUTPUT_WITH_VALUE: &[&str] = &["-o", "-MF", "-MT", "-MQ", "-MJ"];

/// Output options (no value) the derived compiles drop, and options that
/// would change what they write: the action (`-c`, `-S`, `-E`), dependency
/// output, LTO (whose objects are bitcode LoopVectorize has not seen),
/// records the user asked for.
fn dropped_flag(a: &str) -> bool {
    matches!(
        a,
        "-c" | "-S" | "-E" | "-emit-llvm" | "-M" | "-MM" | "-MD" | "-MMD" | "-MP" | "-MG"
    ) || a.starts_with("-flto")
        || a.starts_with("-fsave-optimization-record")
        || a.starts_with("-foptimization-record-")
        || a.starts_with("-save-temps")
        || ["-o", "-MF", "-MT", "-MQ", "-MJ"]
            .iter()
            .any(|o| a.starts_with(o) && a.len() > o.len())
}

/// File extensions clang compiles as a translation unit.
const SOURCE_EXTENSIONS: &[&str] = &[
    "c", "cc", "cpp", "cxx", "c++", "C", "cp", "CPP", "m", "mm", "i", "ii",
];

/// Whether `a` names a source file clang compiles.
pub fn is_source(a: &str) -> bool {
    !a.starts_with('-')
        && Path::new(a)
            .extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| SOURCE_EXTENSIONS.contains(&e))
}

/// The compiler of a command, as `COMPILER --version` describes it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Compiler {
    /// The program as the command names it.
    pub program: String,
    /// `22.1.8`.
    pub version: String,
    /// `22`.
    pub major: u32,
    /// The `opt` of the same LLVM, which runs the compile's pipeline up to
    /// LoopVectorize ([`super::pipeline`]); `None`: the IR comes from a
    /// compile with vectorization off.
    pub opt: Option<PathBuf>,
}

/// The oldest clang lanes reads the records and IR of.
pub const MIN_CLANG: u32 = 14;

/// Asks `program --version` (in `dir`) which compiler it is. `Err` is the
/// one-line message: not found, not clang (GCC and others), too old.
pub fn detect(program: &str, dir: &Path) -> Result<Compiler, String> {
    let out = Command::new(program)
        .arg("--version")
        .current_dir(dir)
        .output()
        .map_err(|e| format!("cannot run the compiler `{program}`: {e}"))?;
    let text = String::from_utf8_lossy(&out.stdout);
    let first = text.lines().next().unwrap_or("").to_string();
    let use_clang =
        "lanes reads clang's (14 or later) decisions: use clang, e.g. `lanes cc -- clang-22 ...`";
    let Some(at) = first.find("clang version ") else {
        let what = if first.contains("GCC") || first.contains("gcc") {
            "GCC"
        } else if first.is_empty() {
            "a program that does not say its version"
        } else {
            "not clang"
        };
        return Err(format!("`{program}` is {what}; {use_clang}"));
    };
    let version: String = first[at + "clang version ".len()..]
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == '.')
        .collect();
    let major: u32 = version
        .split('.')
        .next()
        .and_then(|m| m.parse().ok())
        .ok_or_else(|| format!("`{program}` names no clang version in `{first}`"))?;
    if major < MIN_CLANG {
        return Err(format!("`{program}` is clang {version}; {use_clang}"));
    }
    let mut compiler = Compiler {
        program: program.to_string(),
        version,
        major,
        opt: None,
    };
    compiler.opt = find_opt(&compiler, dir);
    Ok(compiler)
}

/// A compile command split into what lanes needs.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CompileCommand {
    /// The compiler (argument 0).
    pub program: String,
    /// The arguments after it, as given.
    pub args: Vec<String>,
    /// The source files it compiles (indices into `args`).
    pub sources: Vec<usize>,
}

impl CompileCommand {
    /// Splits `argv` (compiler first).
    pub fn new(argv: &[String]) -> Option<CompileCommand> {
        let (program, args) = argv.split_first()?;
        let mut sources = Vec::new();
        let mut skip = false;
        for (i, a) in args.iter().enumerate() {
            if skip {
                skip = false;
                continue;
            }
            if TAKES_VALUE.contains(&a.as_str()) {
                skip = true;
            } else if is_source(a) {
                sources.push(i);
            }
        }
        Some(CompileCommand {
            program: program.clone(),
            args: args.to_vec(),
            sources,
        })
    }

    /// Whether the command only preprocesses or only writes dependencies
    /// (nothing LoopVectorize runs on).
    pub fn is_preprocess_only(&self) -> bool {
        self.args
            .iter()
            .any(|a| a == "-E" || a == "-M" || a == "-MM")
    }

    /// Whether it carries debug information options (`-g`, `-g2`,
    /// `-gline-tables-only`, ...; `-g0` does not count).
    fn has_debug(&self) -> bool {
        let mut on = false;
        for a in &self.args {
            if a == "-g0" {
                on = false;
            } else if a.starts_with("-g")
                && !a.starts_with("-gsplit")
                && !a.starts_with("-gno-")
                && !a.starts_with("-gcolumn")
                && !a.starts_with("-gz")
            {
                on = true;
            }
        }
        on
    }

    /// The arguments of a derived compile of the source `source` (an index
    /// of `sources`): the user's options without outputs, other sources and
    /// the action; line tables when the user has no `-g`.
    fn base_args(&self, source: usize) -> Vec<String> {
        let mut out = Vec::new();
        let mut i = 0;
        while i < self.args.len() {
            let a = &self.args[i];
            if OUTPUT_WITH_VALUE.contains(&a.as_str()) {
                i += 2;
                continue;
            }
            if a == "-foptimization-record-file" {
                i += 2;
                continue;
            }
            if TAKES_VALUE.contains(&a.as_str()) {
                out.push(a.clone());
                if let Some(v) = self.args.get(i + 1) {
                    out.push(v.clone());
                }
                i += 2;
                continue;
            }
            let other_source = self.sources.contains(&i) && i != source;
            if !dropped_flag(a) && !other_source {
                out.push(a.clone());
            }
            i += 1;
        }
        if !self.has_debug() {
            out.push("-gline-tables-only".into());
        }
        // Link options left in a compile-and-link command are unused.
        out.push("-Wno-unused-command-line-argument".into());
        out
    }

    /// The compile that writes the IR LoopVectorize reads: vectorization
    /// and interleaving off, and the unrolling that runs after
    /// LoopVectorize off too, so that the loops are as it saw them; the
    /// headers read written to `deps`.
    pub fn ir_args(&self, source: usize, ll: &Path, deps: &Path) -> Vec<String> {
        let mut out = self.base_args(source);
        out.extend(
            [
                "-fno-vectorize",
                "-fno-slp-vectorize",
                "-mllvm",
                "-interleave-loops=false",
                "-mllvm",
                "-unroll-runtime=false",
                "-mllvm",
                "-unroll-allow-partial=false",
                "-S",
                "-emit-llvm",
                "-MD",
                "-MF",
            ]
            .map(String::from),
        );
        out.push(deps.display().to_string());
        out.push("-o".into());
        out.push(ll.display().to_string());
        out
    }

    /// The compile that writes the front end's IR, no LLVM pass run on it
    /// (`-disable-llvm-optzns`: the optimization level's attributes kept),
    /// as bitcode; the headers read written to `deps`.
    pub fn frontend_args(&self, source: usize, bc: &Path, deps: &Path) -> Vec<String> {
        let mut out = self.base_args(source);
        out.extend(
            [
                "-Xclang",
                "-disable-llvm-optzns",
                "-c",
                "-emit-llvm",
                "-MD",
                "-MF",
            ]
            .map(String::from),
        );
        out.push(deps.display().to_string());
        out.push("-o".into());
        out.push(bc.display().to_string());
        out
    }

    /// The compile that prints its optimization pipeline as a `-passes=`
    /// string on standard output (clang 15 or later), running none of it;
    /// the object thrown away.
    pub fn pipeline_args(&self, source: usize, object: &Path) -> Vec<String> {
        let mut out = self.base_args(source);
        out.extend(["-mllvm", "-print-pipeline-passes", "-c", "-o"].map(String::from));
        out.push(object.display().to_string());
        out
    }

    /// What the printed pipeline depends on: the compiler and the derived
    /// compile's options, with the source file as its extension (the
    /// language).
    pub fn pipeline_key(&self, source: usize) -> Vec<String> {
        let file = &self.args[source];
        let ext = Path::new(file)
            .extension()
            .map_or(String::new(), |e| e.to_string_lossy().into_owned());
        std::iter::once(self.program.clone())
            .chain(
                self.base_args(source)
                    .into_iter()
                    .map(|a| if a == *file { format!("*.{ext}") } else { a }),
            )
            .collect()
    }

    /// The user's `-mllvm` options, for the `opt` that runs the pipeline.
    pub fn mllvm_options(&self) -> Vec<String> {
        self.args
            .windows(2)
            .filter(|w| w[0] == "-mllvm")
            .map(|w| w[1].clone())
            .collect()
    }

    /// Whether the compile keeps value names (`-fno-discard-value-names`;
    /// clang discards them by default).
    pub fn keeps_value_names(&self) -> bool {
        let mut keep = false;
        for a in &self.args {
            match a.as_str() {
                "-fno-discard-value-names" => keep = true,
                "-fdiscard-value-names" => keep = false,
                _ => {}
            }
        }
        keep
    }

    /// The compile that writes the compiler's LoopVectorize records: the
    /// user's options (vectorization as they have it), the object thrown
    /// away.
    pub fn records_args(&self, source: usize, yaml: &Path, object: &Path) -> Vec<String> {
        let mut out = self.base_args(source);
        out.extend(
            [
                "-fsave-optimization-record",
                "-foptimization-record-passes=loop-vectorize",
            ]
            .map(String::from),
        );
        out.push(format!("-foptimization-record-file={}", yaml.display()));
        out.extend(["-c".to_string(), "-o".to_string()]);
        out.push(object.display().to_string());
        out
    }
}

/// Splits a `compile_commands.json` `command` string as a POSIX shell
/// would (quotes and backslashes; no expansions). `Err` on an unclosed quote.
pub fn split_shell(s: &str) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut any = false;
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        match c {
            '\'' => {
                any = true;
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => cur.push(c),
                        None => return Err("unclosed single quote in `command`".into()),
                    }
                }
            }
            '"' => {
                any = true;
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(c @ ('"' | '\\' | '$' | '`')) => cur.push(c),
                            Some(c) => {
                                cur.push('\\');
                                cur.push(c);
                            }
                            None => return Err("unclosed double quote in `command`".into()),
                        },
                        Some(c) => cur.push(c),
                        None => return Err("unclosed double quote in `command`".into()),
                    }
                }
            }
            '\\' => {
                any = true;
                if let Some(c) = chars.next() {
                    cur.push(c);
                }
            }
            c if c.is_whitespace() => {
                if any {
                    out.push(std::mem::take(&mut cur));
                    any = false;
                }
            }
            c => {
                any = true;
                cur.push(c);
            }
        }
    }
    if any {
        out.push(cur);
    }
    Ok(out)
}

/// The `opt` of `compiler`'s LLVM: beside the compiler (its resolved
/// path, as Debian's `/usr/lib/llvm-22/bin`), else `opt-MAJOR` or `opt` on
/// `PATH`, whichever says it is LLVM `compiler.version`. `None` when there
/// is none (Apple's clang, a toolchain without LLVM's tools).
fn find_opt(compiler: &Compiler, dir: &Path) -> Option<PathBuf> {
    let program = Path::new(&compiler.program);
    let resolved = if program.components().count() > 1 {
        Some(dir.join(program))
    } else {
        which(&compiler.program)
    }
    .and_then(|p| std::fs::canonicalize(p).ok());
    let beside = resolved.and_then(|p| Some(p.parent()?.join("opt")));
    let on_path = [format!("opt-{}", compiler.major), "opt".to_string()]
        .into_iter()
        .filter_map(|n| which(&n));
    beside
        .into_iter()
        .chain(on_path)
        .find(|opt| is_llvm(opt, &compiler.version))
}

/// `name` found on `PATH`.
fn which(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join(name))
        .find(|p| p.is_file())
}

/// Whether `opt --version` says LLVM `version`.
fn is_llvm(opt: &Path, version: &str) -> bool {
    Command::new(opt).arg("--version").output().is_ok_and(|o| {
        let text = String::from_utf8_lossy(&o.stdout);
        // `LLVM version 22.1.8`, after a vendor's name (`Debian`) if any.
        text.lines().any(|l| {
            l.split_once("LLVM version ")
                .is_some_and(|(_, v)| v.split_whitespace().next() == Some(version))
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn argv(s: &str) -> Vec<String> {
        split_shell(s).unwrap()
    }

    #[test]
    fn derived_compiles_drop_outputs_and_keep_options() {
        let c = CompileCommand::new(&argv(
            "clang-22 -O2 -DX=1 -I inc -c k.c -o k.o -MD -MF k.d -MTk.o",
        ))
        .unwrap();
        assert_eq!(c.sources, vec![5]);
        let ir = c.ir_args(5, Path::new("t.ll"), Path::new("t.d")).join(" ");
        assert_eq!(
            ir,
            "-O2 -DX=1 -I inc k.c -gline-tables-only -Wno-unused-command-line-argument \
             -fno-vectorize -fno-slp-vectorize -mllvm -interleave-loops=false -mllvm \
             -unroll-runtime=false -mllvm -unroll-allow-partial=false -S -emit-llvm -MD -MF t.d -o t.ll"
        );
        let rec = c
            .records_args(5, Path::new("t.yaml"), Path::new("t.o"))
            .join(" ");
        assert!(rec.starts_with("-O2 -DX=1 -I inc k.c -gline-tables-only"));
        assert!(rec.ends_with("-foptimization-record-file=t.yaml -c -o t.o"));
    }

    #[test]
    fn debug_options_are_kept_and_other_sources_dropped() {
        let c = CompileCommand::new(&argv("clang -g -O2 a.c b.cpp -o prog -lm")).unwrap();
        assert_eq!(c.sources, vec![2, 3]);
        let ir = c.ir_args(3, Path::new("t.ll"), Path::new("t.d"));
        assert!(ir.contains(&"b.cpp".to_string()) && !ir.contains(&"a.c".to_string()));
        assert!(!ir.contains(&"-gline-tables-only".to_string()));
        assert!(!ir.contains(&"prog".to_string()));
    }

    #[test]
    fn units_with_the_same_flags_share_a_pipeline() {
        let key = |s: &str| {
            let c = CompileCommand::new(&argv(s)).unwrap();
            c.pipeline_key(c.sources[0])
        };
        let a = key("clang-22 -O2 -g -c a.c -o a.o");
        assert_eq!(a, key("clang-22 -O2 -g -c dir/b.c -o b.o"));
        assert_eq!(
            a.join(" "),
            "clang-22 -O2 -g *.c -Wno-unused-command-line-argument"
        );
        assert_ne!(a, key("clang-22 -O2 -g -c a.cpp -o a.o"));
        assert_ne!(a, key("clang-22 -O3 -g -c a.c -o a.o"));
    }

    #[test]
    fn shell_words() {
        assert_eq!(
            argv(r#"cc -DA="x y" 'q r' a\ b.c"#),
            vec!["cc", "-DA=x y", "q r", "a b.c"]
        );
        assert!(split_shell("cc 'open").is_err());
    }
}
