//! Reading input files. Every command, the server and the terminal UI read
//! files here: IR text as is, LLVM bitcode (`.bc`) through `llvm-dis`.
//!
//! Bitcode starts with `BC 0xC0 0xDE`, or with the wrapper magic
//! `0x0B17C0DE` (little-endian `DE C0 17 0B`) that Apple toolchains put
//! around it. It is converted by the `llvm-dis` named by `LANES_LLVM_DIS`,
//! else the first `llvm-dis` on `PATH`; without one, reading fails with a
//! one-line message that says what to run. Bytes of a bitcode file are
//! never shown.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Whether `bytes` start like LLVM bitcode (raw or wrapped).
pub fn is_bitcode(bytes: &[u8]) -> bool {
    bytes.starts_with(b"BC\xC0\xDE") || bytes.starts_with(&[0xDE, 0xC0, 0x17, 0x0B])
}

/// The `llvm-dis` to convert bitcode with: `LANES_LLVM_DIS`, else the first
/// `llvm-dis` on `PATH`.
pub fn find_llvm_dis() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("LANES_LLVM_DIS").filter(|p| !p.is_empty()) {
        return Some(PathBuf::from(p));
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join("llvm-dis"))
        .find(|p| p.is_file())
}

/// Reads `path` as IR text (bitcode converted with [`find_llvm_dis`]).
/// Text that is not UTF-8 is read lossily; the parser reports what it
/// cannot read. The error is one line, ready to print after `error: `.
pub fn read_ir(path: &Path) -> Result<String, String> {
    read_ir_with(path, find_llvm_dis().as_deref())
}

/// [`read_ir`] with an explicit `llvm-dis` (`None`: there is none).
pub fn read_ir_with(path: &Path, llvm_dis: Option<&Path>) -> Result<String, String> {
    let p = path.display();
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {p}: {e}"))?;
    if !is_bitcode(&bytes) {
        return Ok(utf8_lossy(bytes));
    }
    let Some(dis) = llvm_dis else {
        return Err(format!(
            "{p} is LLVM bitcode: convert it with `llvm-dis {p} -o {p}.ll` and open the .ll, \
             or name an llvm-dis with LANES_LLVM_DIS"
        ));
    };
    let out = Command::new(dis)
        .arg(path)
        .args(["-o", "-"])
        .output()
        .map_err(|e| format!("{p} is LLVM bitcode and {} did not run: {e}", dis.display()))?;
    // LLVM 14's llvm-dis accepts some damaged files silently and prints
    // nothing: every module it writes has at least a `; ModuleID` line.
    if !out.status.success() || out.stdout.is_empty() {
        let why = String::from_utf8_lossy(&out.stderr);
        let why: String = why
            .lines()
            .find(|l| !l.trim().is_empty())
            .unwrap_or("it printed nothing")
            .chars()
            .filter(|c| !c.is_control())
            .collect();
        return Err(format!(
            "{p} is LLVM bitcode that {} cannot read: {why}",
            dis.display()
        ));
    }
    Ok(utf8_lossy(out.stdout))
}

/// `bytes` as text, invalid UTF-8 replaced: the bytes themselves when they
/// are valid (as IR text is), checked by the fast validator and not
/// copied (reading lossily was 1.5% of a cold report's instructions).
fn utf8_lossy(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// Where the source file a module's debug info names is: `filename` as
/// recorded (absolute, or relative to the recorded `directory`), looked for
/// beside the IR file (`ir_dir`), under the recorded directory, and under
/// each of `roots` (`--source-root`: the path as recorded, then its file
/// name alone). The first candidate that is a file, and how it was found.
pub fn find_source(
    filename: &str,
    directory: Option<&str>,
    ir_dir: &Path,
    roots: &[PathBuf],
) -> Option<(PathBuf, &'static str)> {
    let name = Path::new(filename);
    let base = name.file_name().map(Path::new);
    let dir = directory.map(Path::new);
    let mut candidates: Vec<(PathBuf, &'static str)> = Vec::new();
    if name.is_absolute() {
        candidates.push((name.to_path_buf(), "at the recorded path"));
    }
    if let Some(d) = dir {
        if d.is_absolute() {
            candidates.push((d.join(name), "in the recorded directory"));
        } else {
            candidates.push((ir_dir.join(d).join(name), "beside the IR"));
        }
    }
    candidates.push((ir_dir.join(name), "beside the IR"));
    for r in roots {
        candidates.push((r.join(name), "under --source-root"));
        if let Some(d) = dir.filter(|d| d.is_relative()) {
            candidates.push((r.join(d).join(name), "under --source-root"));
        }
        if let Some(b) = base {
            candidates.push((r.join(b), "under --source-root"));
        }
    }
    candidates.into_iter().find(|(p, _)| p.is_file())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magic_numbers() {
        assert!(is_bitcode(b"BC\xC0\xDE\x35\x14"));
        assert!(is_bitcode(&[0xDE, 0xC0, 0x17, 0x0B, 0, 0]));
        assert!(!is_bitcode(b"; ModuleID = 'x'\n"));
        assert!(!is_bitcode(b"BC"));
    }

    fn temp(name: &str, bytes: &[u8]) -> PathBuf {
        let p = std::env::temp_dir().join(format!("lanes-input-{}-{name}", std::process::id()));
        std::fs::write(&p, bytes).unwrap();
        p
    }

    #[test]
    fn bitcode_without_llvm_dis_is_a_one_line_error() {
        let p = temp("a.bc", b"BC\xC0\xDE\x1b[2J\x07garbage");
        let e = read_ir_with(&p, None).unwrap_err();
        let _ = std::fs::remove_file(&p);
        assert!(
            e.contains("is LLVM bitcode: convert it with `llvm-dis "),
            "{e}"
        );
        assert!(
            !e.contains('\n') && !e.chars().any(char::is_control),
            "{e:?}"
        );
        let p = temp("b.bc", b"BC\xC0\xDEjunk");
        let e = read_ir_with(&p, Some(Path::new("/nonexistent/llvm-dis"))).unwrap_err();
        let _ = std::fs::remove_file(&p);
        assert!(e.contains("did not run"), "{e}");
    }

    #[test]
    fn text_is_read_as_is() {
        let p = temp("t.ll", b"define void @f() {\n  ret void\n}\n");
        assert_eq!(
            read_ir_with(&p, None).unwrap(),
            "define void @f() {\n  ret void\n}\n"
        );
        let _ = std::fs::remove_file(&p);
    }

    /// With LLVM 14's tools: a `.bc` made by `llvm-as` reads as the IR of
    /// its `.ll`, and a truncated one is a one-line error.
    #[test]
    fn bitcode_through_llvm_dis() {
        let dir = Path::new("/usr/lib/llvm-14/bin");
        let (as_, dis) = (dir.join("llvm-as"), dir.join("llvm-dis"));
        if !as_.exists() || !dis.exists() {
            return lanes_test_utils::skip("LLVM 14's llvm-as/llvm-dis not installed");
        }
        let ll =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/seeds/vplan_examples.ll");
        let bc = std::env::temp_dir().join(format!("lanes-input-{}.bc", std::process::id()));
        let ok = Command::new(&as_)
            .arg(&ll)
            .arg("-o")
            .arg(&bc)
            .status()
            .is_ok_and(|s| s.success());
        assert!(ok, "llvm-as {}", ll.display());
        let from_bc = read_ir_with(&bc, Some(&dis)).unwrap();
        let from_ll = std::fs::read_to_string(&ll).unwrap();
        let fns = |t: &str| {
            let (m, d) = lanes_ir::parse_module(t);
            assert!(d.is_empty(), "{d:?}");
            m.functions
                .iter()
                .map(|f| (f.name().to_string(), f.insts.len(), f.layout.len()))
                .collect::<Vec<_>>()
        };
        assert_eq!(fns(&from_bc), fns(&from_ll));
        let bytes = std::fs::read(&bc).unwrap();
        std::fs::write(&bc, &bytes[..bytes.len() / 2]).unwrap();
        let e = read_ir_with(&bc, Some(&dis)).unwrap_err();
        let _ = std::fs::remove_file(&bc);
        assert!(e.contains("cannot read") && !e.contains('\n'), "{e}");
    }
}
