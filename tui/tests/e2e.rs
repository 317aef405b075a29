//! End to end: the real binary in a real terminal (tmux). Skips when tmux
//! is not installed.

use std::process::Command;
use std::thread::sleep;
use std::time::{Duration, Instant};

/// A private tmux server (its own socket), so that the test neither sees
/// nor disturbs the user's sessions; killed when dropped.
struct Session(String);

impl Drop for Session {
    fn drop(&mut self) {
        let _ = tmux_cmd(&self.0).arg("kill-server").output();
    }
}

fn tmux_cmd(socket: &str) -> Command {
    let mut c = Command::new("tmux");
    c.args(["-L", socket]).env_remove("TMUX");
    c
}

fn tmux(socket: &str, args: &[&str]) -> String {
    let out = tmux_cmd(socket).args(args).output().expect("tmux runs");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Waits until the pane shows `text` (the UI draws asynchronously).
fn wait_for(session: &str, text: &str) -> String {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let pane = tmux(session, &["capture-pane", "-p", "-t", session]);
        if pane.contains(text) || Instant::now() > deadline {
            assert!(pane.contains(text), "pane never showed {text:?}:\n{pane}");
            return pane;
        }
        sleep(Duration::from_millis(50));
    }
}

#[test]
fn navigate_to_a_loop_open_help_and_quit() {
    if Command::new("tmux").arg("-V").output().is_err() {
        return lanes_test_utils::skip("tmux not installed");
    }
    let name = format!("lanes-e2e-{}", std::process::id());
    let done = std::env::temp_dir().join(format!("{name}.exit"));
    let _ = std::fs::remove_file(&done);
    // The exit code lands in a file so that the test can check it.
    let cmd = format!(
        "env TERM=xterm-256color {} ; echo $? > {}",
        env!("CARGO_BIN_EXE_lanes"),
        done.display()
    );
    let started = tmux_cmd(&name)
        .args([
            "new-session",
            "-d",
            "-x",
            "100",
            "-y",
            "30",
            "-s",
            &name,
            &cmd,
        ])
        .status()
        .expect("tmux starts");
    assert!(started.success());
    let session = Session(name.clone());

    let pane = wait_for(&session.0, "opened 19 files");
    assert!(pane.contains("demo workspace: 19 files"), "{pane}");

    // Down twice: the first loop of the first function.
    tmux(&name, &["send-keys", "-t", &name, "j", "j"]);
    // The loop's blocks are marked in the IR.
    let pane = wait_for(&name, "▌for.body:");
    assert!(pane.contains("L0 for.body ×? VF 8"), "{pane}");

    // The VF table (tab 5): VF 8 is chosen; `[` shows VF 4 instead.
    tmux(&name, &["send-keys", "-t", &name, "5"]);
    let pane = wait_for(&name, "VF 8 chosen");
    assert!(pane.contains("▶*   8  ✓"), "{pane}");
    tmux(&name, &["send-keys", "-t", &name, "["]);
    let pane = wait_for(&name, "▶    4  ✓");
    assert!(pane.contains(" *   8  ✓"), "{pane}");

    tmux(&name, &["send-keys", "-t", &name, "?"]);
    let pane = wait_for(&name, " Help ");
    assert!(pane.contains("show this help"), "{pane}");

    tmux(&name, &["send-keys", "-t", &name, "Escape"]);
    sleep(Duration::from_millis(200));
    tmux(&name, &["send-keys", "-t", &name, "q"]);
    let deadline = Instant::now() + Duration::from_secs(10);
    while !done.exists() && Instant::now() < deadline {
        sleep(Duration::from_millis(50));
    }
    let code = std::fs::read_to_string(&done).unwrap_or_default();
    assert_eq!(code.trim(), "0", "lanes exits cleanly");
    // The terminal is restored: the shell line is back, the UI is gone.
    let pane = tmux(&name, &["capture-pane", "-p", "-t", &name]);
    assert!(!pane.contains("Workspace"), "{pane}");
    let _ = std::fs::remove_file(&done);
}
