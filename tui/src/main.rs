//! The `lanes` binary: the CLI of `lanes::cli`, with the terminal UI as
//! the default command.

fn main() {
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
