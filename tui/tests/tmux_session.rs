//! A scripted session of the real binary in a real terminal (tmux), as a
//! user who leans on keys: `+` held on every numeric cost entry, a target
//! switch with edits pending, a save over the input, `q` while computing,
//! and an abort. The process stays under 1 GB, quits within a second,
//! gives the terminal back, and leaves the input as it was. Skips when tmux
//! is not installed.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::thread::sleep;
use std::time::{Duration, Instant};

/// A private tmux server (its own socket); killed when dropped.
struct Session {
    name: String,
    dir: PathBuf,
}

impl Drop for Session {
    fn drop(&mut self) {
        let _ = self.tmux_cmd().arg("kill-server").output();
    }
}

impl Session {
    fn tmux_cmd(&self) -> Command {
        let mut c = Command::new("tmux");
        c.args(["-L", &self.name]).env_remove("TMUX");
        c
    }

    fn tmux(&self, args: &[&str]) -> String {
        let out = self.tmux_cmd().args(args).output().expect("tmux runs");
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// Starts `lanes ARGS` in a 100x30 terminal; when it ends, the shell
    /// writes its exit code and the terminal's modes into `dir`.
    fn start(name: &str, dir: &Path, args: &str) -> Session {
        let s = Session {
            name: format!("{name}-{}", std::process::id()),
            dir: dir.to_path_buf(),
        };
        let cmd = format!(
            "cd {dir}; env TERM=xterm-256color {bin} {args}; echo $? > {dir}/exit; stty -a > {dir}/stty; sleep 30",
            dir = dir.display(),
            bin = env!("CARGO_BIN_EXE_lanes"),
        );
        let ok = s
            .tmux_cmd()
            .args([
                "new-session",
                "-d",
                "-x",
                "100",
                "-y",
                "30",
                "-s",
                &s.name,
                &cmd,
            ])
            .status()
            .expect("tmux starts");
        assert!(ok.success());
        s
    }

    fn pane(&self) -> String {
        self.tmux(&["capture-pane", "-p", "-t", &self.name])
    }

    /// Types `keys`. tmux drops input it cannot hand to the pane fast
    /// enough, so long runs go in paced chunks (still far faster than a
    /// key repeat).
    fn keys(&self, keys: &[&str]) {
        for (i, chunk) in keys.chunks(100).enumerate() {
            if i > 0 {
                sleep(Duration::from_millis(40));
            }
            let mut args = vec!["send-keys", "-t", &self.name];
            args.extend_from_slice(chunk);
            self.tmux(&args);
        }
    }

    /// Waits until the pane satisfies `ok`.
    fn wait_until(&self, ok: impl Fn(&str) -> bool) -> String {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let pane = self.pane();
            if ok(&pane) {
                return pane;
            }
            assert!(
                Instant::now() < deadline,
                "the pane never got there:
{pane}"
            );
            sleep(Duration::from_millis(30));
        }
    }

    /// Waits until the pane shows `text`.
    fn wait_for(&self, text: &str) -> String {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let pane = self.pane();
            if pane.contains(text) {
                return pane;
            }
            assert!(
                Instant::now() < deadline,
                "the pane never showed {text:?}:\n{pane}"
            );
            sleep(Duration::from_millis(30));
        }
    }

    /// The pid of `lanes` (the child of the pane's shell).
    fn lanes_pid(&self) -> Option<u32> {
        let shell = self.tmux(&["display-message", "-p", "-t", &self.name, "#{pane_pid}"]);
        let shell = shell.trim();
        let children =
            std::fs::read_to_string(format!("/proc/{shell}/task/{shell}/children")).ok()?;
        children.split_whitespace().next()?.parse().ok()
    }

    /// The exit code, once the shell wrote it.
    fn wait_exit(&self, within: Duration) -> Option<String> {
        let deadline = Instant::now() + within;
        let file = self.dir.join("exit");
        while Instant::now() < deadline {
            if let Ok(s) = std::fs::read_to_string(&file)
                && s.ends_with('\n')
            {
                return Some(s.trim().to_string());
            }
            sleep(Duration::from_millis(10));
        }
        None
    }

    /// The terminal is back: cooked mode, echo, the main screen.
    fn assert_terminal_restored(&self) {
        let deadline = Instant::now() + Duration::from_secs(5);
        let stty = loop {
            if let Ok(s) = std::fs::read_to_string(self.dir.join("stty"))
                && !s.is_empty()
            {
                break s;
            }
            assert!(Instant::now() < deadline, "stty never ran");
            sleep(Duration::from_millis(20));
        };
        let words: Vec<&str> = stty.split_whitespace().collect();
        for mode in ["icanon", "echo", "isig"] {
            assert!(words.contains(&mode), "{mode} is off after lanes:\n{stty}");
        }
        let pane = self.pane();
        assert!(
            !pane.contains("Workspace"),
            "the UI is still on screen:\n{pane}"
        );
        let alt = self.tmux(&["display-message", "-p", "-t", &self.name, "#{alternate_on}"]);
        assert_eq!(alt.trim(), "0", "still on the alternate screen");
    }
}

fn rss_kb(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))?
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}

fn tmux_missing() -> bool {
    if Command::new("tmux").arg("-V").output().is_err() {
        lanes_test_utils::skip("tmux not installed");
        return true;
    }
    false
}

fn tempdir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("lanes-tmux-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d.canonicalize().unwrap()
}

const INPUT: &str = include_str!("../../fixtures/seeds/vplan_examples.ll");

#[test]
fn a_user_leaning_on_keys_loses_nothing_and_can_always_leave() {
    if tmux_missing() {
        return;
    }
    let dir = tempdir("lean");
    let input = dir.join("live.ll");
    std::fs::write(&input, INPUT).unwrap();
    let s = Session::start("lanes-lean", &dir, "tui live.ll");
    s.wait_for("opened 1 file");
    let pid = s.lanes_pid().expect("lanes runs");
    let mut max_rss = 0;
    let mut sample = || {
        if let Some(r) = rss_kb(pid) {
            max_rss = max_rss.max(r);
        }
    };

    // `+` held on every entry of the target pane (a key repeat's worth
    // each), moving down one entry at a time.
    s.keys(&["c"]);
    s.wait_for("Target avx2");
    let entries = lanes::target::builtin("avx2")
        .map(|t| {
            lanes_tui::target::items(&t, &t)
                .iter()
                .filter(|i| matches!(i, lanes_tui::target::Item::Entry(_)))
                .count()
        })
        .unwrap();
    let mut held = Vec::new();
    for _ in 0..entries {
        held.extend(std::iter::repeat_n("+", 12));
        held.push("j");
    }
    for chunk in held.chunks(400) {
        s.keys(chunk);
        sample();
    }
    // Every entry was reached and edited (the last one last).
    let pane = s.wait_for(&format!("({entries} edited)"));
    assert!(pane.contains("target avx2"), "{pane}");
    sample();

    // Another target with edits pending: a question first; `n` keeps them.
    s.keys(&["t"]);
    s.wait_for("and switch to avx512? y/n");
    s.keys(&["n"]);
    // The question is gone and every edit is kept (the status line may
    // already tell of an analysis that finished since).
    s.wait_until(|pane| {
        !pane.contains("y/n") && pane.contains(&format!("target avx2 ({entries} edited)"))
    });
    // Saving over the input is refused.
    s.keys(&["w", "C-u"]);
    s.keys(&["-l", "live.ll"]);
    s.keys(&["Enter"]);
    s.wait_for("is a file being analysed");
    // Now switch, discarding the edits.
    s.keys(&["t", "y"]);
    s.wait_for("target avx512");
    sample();

    // Edits again, and `q` while they compute: a question (edits are
    // unsaved), `y`, and the process is gone within a second.
    s.keys(&["g", "+", "+", "+"]);
    s.keys(&["+", "q"]);
    s.wait_for("quit and discard");
    sample();
    let asked = Instant::now();
    s.keys(&["+", "y"]);
    let code = s.wait_exit(Duration::from_secs(5));
    let took = asked.elapsed();
    assert_eq!(code.as_deref(), Some("0"), "lanes exits cleanly");
    assert!(took < Duration::from_secs(1), "quitting took {took:?}");
    assert!(max_rss > 0 && max_rss < 1 << 20, "RSS reached {max_rss} kB");
    s.assert_terminal_restored();
    assert_eq!(std::fs::read_to_string(&input).unwrap(), INPUT);
    let left: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains("toml") || n.contains("tmp"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

#[test]
fn an_abort_or_a_kill_gives_the_terminal_back() {
    if tmux_missing() {
        return;
    }
    for (signal, code) in [("ABRT", "134"), ("TERM", "143")] {
        let dir = tempdir(&format!("sig{signal}"));
        let s = Session::start(&format!("lanes-sig{signal}"), &dir, "");
        s.wait_for("opened 19 files");
        let pid = s.lanes_pid().expect("lanes runs");
        let killed = Command::new("kill")
            .args([&format!("-{signal}"), &pid.to_string()])
            .status()
            .unwrap();
        assert!(killed.success());
        assert_eq!(
            s.wait_exit(Duration::from_secs(5)).as_deref(),
            Some(code),
            "SIG{signal} ends the process as before"
        );
        s.assert_terminal_restored();
    }
}
