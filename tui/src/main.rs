//! The `lanes` binary: the CLI of `lanes::cli`, with the terminal UI as
//! the default command.

/// mimalloc, not glibc's allocator: a one-shot report allocates and frees
/// every function's intermediates, and `malloc`/`free` were a fifth of
/// its instructions (the eviction between batches, freeing on the main
/// thread while the other threads wait for the next batch, most of all).
/// Built without transparent huge pages (`no_thp`): with them a 16x
/// report's peak RSS was 6.8x its input, against 3.9x.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

unsafe extern "C" {
    /// `mi_option_set` of mimalloc's `mimalloc.h`.
    fn mi_option_set(option: std::ffi::c_int, value: std::ffi::c_long);
}

/// `mi_option_purge_delay` in `mimalloc.h`'s `mi_option_e` (mimalloc 3).
const MI_OPTION_PURGE_DELAY: std::ffi::c_int = 15;

/// Up to this many bytes of input files, memory freed stays mapped until
/// mimalloc's own delay: such a report is made in one batch (see
/// `lanes::cli`), and giving back each page at once only cost page
/// faults and system time.
const SMALL_INPUT: u64 = 2 << 20;

/// The bytes of the files a one-shot `report` reads, together; `None`
/// for any other command (the terminal UI, the server) and for the demo.
fn input_bytes(args: &[String]) -> Option<u64> {
    if args.get(1).map(String::as_str) != Some("report") {
        return None;
    }
    let sizes = args.iter().skip(2).filter_map(|a| {
        let m = std::fs::metadata(a).ok()?;
        m.is_file().then_some(m.len())
    });
    sizes.reduce(|a, b| a + b)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if input_bytes(&args).is_none_or(|n| n > SMALL_INPUT) {
        // Memory freed is given back at once, not 10 ms later: a one-shot
        // report frees each batch's intermediates and then allocates the
        // next's, and with the delay the peak RSS held both (a tenth more).
        // SAFETY: sets an option mimalloc reads on every purge; any value is valid.
        unsafe { mi_option_set(MI_OPTION_PURGE_DELAY, 0) };
    }
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
