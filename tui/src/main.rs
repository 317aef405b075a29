//! The `lanes` binary: the CLI of `lanes::cli`, with the terminal UI as
//! the default command.

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let stdout = std::io::stdout();
    let stderr = std::io::stderr();
    let code = lanes::cli::run_with(
        &args,
        &mut stdout.lock(),
        &mut stderr.lock(),
        Some(&lanes_tui::launch),
    );
    std::process::exit(code);
}
