//! The `lanes` binary: the CLI of `lanes::cli`, with the terminal UI as
//! the default command.

fn main() {
    // No fastbins: a one-shot report frees each batch of functions'
    // intermediates, and with fastbins glibc then consolidates them on
    // every larger request (7% of a large report's CPU time).
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: called before any other thread exists; M_MXFAST is a valid
    // parameter and 0 a valid value.
    unsafe {
        libc::mallopt(libc::M_MXFAST, 0);
    }
    let args: Vec<String> = std::env::args().collect();
    // Unlocked handles: `lanes serve` answers from worker threads, which
    // would wait forever for a lock held here.
    let code = lanes::cli::run_with(
        &args,
        &mut std::io::stdout(),
        &mut std::io::stderr(),
        Some(&lanes_tui::launch),
    );
    std::process::exit(code);
}
