//! Giving the terminal back on every way out.
//!
//! A normal exit and an error restore it through ratatui; a panic through
//! the panic hook ([`install_panic_hook`]). A process that is killed or
//! aborts runs no Rust code, so on Unix [`install_signal_handlers`] catches
//! `SIGABRT` (an abort: a failed allocation, a stack overflow, a panic
//! while panicking), `SIGTERM`, `SIGHUP` and `SIGQUIT`, and writes the
//! escape sequences that leave the alternate screen and stop mouse
//! reporting and puts back the terminal modes saved at start, with
//! async-signal-safe calls only; then the signal does what it would have
//! done (the process still ends with it).

use ratatui::crossterm::event::DisableMouseCapture;
use ratatui::crossterm::execute;

/// Mouse reporting off (every mode crossterm turns on), the main screen
/// back, the cursor shown.
#[cfg_attr(not(unix), allow(dead_code))]
const RESET: &[u8] =
    b"\x1b[?1006l\x1b[?1015l\x1b[?1003l\x1b[?1002l\x1b[?1000l\x1b[?1049l\x1b[?25h\r\n";

/// Restores the terminal after a panic (ratatui's hook leaves the screen
/// and raw mode; mouse capture is ours to undo).
pub fn install_panic_hook() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let _ = execute!(std::io::stdout(), DisableMouseCapture);
        previous(info);
    }));
}

#[cfg(unix)]
mod unix {
    use std::sync::OnceLock;
    use std::sync::atomic::{AtomicI32, Ordering};

    /// The terminal modes before raw mode, and the descriptor they are of.
    static SAVED: OnceLock<libc::termios> = OnceLock::new();
    static FD: AtomicI32 = AtomicI32::new(-1);

    /// Saves the terminal modes; call before entering raw mode.
    pub fn save() {
        // crossterm sets raw mode on stdin when it is a terminal, else on /dev/tty.
        let fd = unsafe {
            if libc::isatty(libc::STDIN_FILENO) == 1 {
                libc::STDIN_FILENO
            } else {
                libc::open(c"/dev/tty".as_ptr(), libc::O_RDWR)
            }
        };
        if fd < 0 {
            return;
        }
        let mut t: libc::termios = unsafe { std::mem::zeroed() };
        if unsafe { libc::tcgetattr(fd, &mut t) } == 0 {
            let _ = SAVED.set(t);
            FD.store(fd, Ordering::SeqCst);
        }
    }

    /// Async-signal-safe: `write` and `tcsetattr` only.
    fn emergency_restore() {
        unsafe {
            libc::write(
                libc::STDOUT_FILENO,
                super::RESET.as_ptr().cast(),
                super::RESET.len(),
            );
            let fd = FD.load(Ordering::SeqCst);
            if let (Some(t), true) = (SAVED.get(), fd >= 0) {
                libc::tcsetattr(fd, libc::TCSANOW, t);
            }
        }
    }

    pub fn install() {
        use signal_hook::consts::{SIGABRT, SIGHUP, SIGQUIT, SIGTERM};
        for sig in [SIGABRT, SIGTERM, SIGHUP, SIGQUIT] {
            // SAFETY: the action calls async-signal-safe functions only.
            let _ = unsafe {
                signal_hook::low_level::register(sig, move || {
                    emergency_restore();
                    let _ = signal_hook::low_level::emulate_default_handler(sig);
                })
            };
        }
    }
}

/// Saves the terminal's modes and catches the signals that would end the
/// process with the terminal in raw mode. Call before entering raw mode.
pub fn install_signal_handlers() {
    #[cfg(unix)]
    {
        unix::save();
        unix::install();
    }
}
