//! The command-line grammar: clap's view of [`crate::commands`] plus the
//! options every command takes ([`Common`]). Both front ends parse with it:
//! [`crate::cli`] for `lanes ARGS`, [`crate::serve`] for a `query`'s
//! `args`.
//!
//! **Architecture invariant:** the grammar only describes; it neither runs
//! nor serves, so the CLI and the server can both import it.

use clap::{Args, Parser};

use crate::commands::{Command, formats_of};
use crate::format::Format;

#[derive(Parser, Debug)]
#[command(
    name = "lanes",
    version,
    about = "Explore vectorization decisions over LLVM IR",
    long_about = "Explore vectorization decisions over LLVM IR.\n\nWith no command, opens the terminal UI on the embedded demo workspace\n(`lanes report` prints the same workspace as text)."
)]
/// The `lanes` command line: the options every command takes and an
/// optional subcommand (none: the terminal UI or the demo report).
pub struct Cli {
    /// Options every command takes.
    #[command(flatten)]
    pub common: Common,
    /// The subcommand; `None` opens the terminal UI (or prints the demo report without one).
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// Options every command takes (given before or after the subcommand).
#[derive(Args, Debug, Clone)]
pub struct Common {
    /// Output format: every command prints text and json; one asked for a
    /// format it does not print fails with exit code 2.
    #[arg(long, global = true, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Target description: a built-in name (sse2, sse42, avx2, avx512, genx) or a TOML file
    /// (`diff` takes two: one per side).
    #[arg(long = "target", global = true, action = clap::ArgAction::Append)]
    pub targets: Vec<String>,
    /// Vectorize outer loops marked `llvm.loop.vectorize.enable`, as LLVM's
    /// `-enable-vplan-native-path` does (by default their innermost loops
    /// are the candidates).
    #[arg(long, global = true)]
    pub vplan_native_path: bool,
    /// Which price decides a VLS group that LLVM prices as an interleave
    /// group: LLVM's (`getInterleavedMemoryOpCost`, the verdict LLVM
    /// reaches) or the OptVLS shuffle sequence's. The VF table shows both.
    #[arg(long, global = true, value_enum, default_value_t = VlsCostArg::Llvm)]
    pub vls_cost: VlsCostArg,
    /// Answer as this LLVM's loop vectorizer (14 or 22); by default each
    /// file's producer's (LLVM 19 and later: 22), else 14 (`diff` takes
    /// two: one per side).
    #[arg(long = "llvm", global = true, value_parser = ["14", "22"], action = clap::ArgAction::Append)]
    pub llvms: Vec<String>,
    /// Force this VF on every loop whose metadata names none (LLVM's `-force-vector-width`).
    #[arg(long, global = true, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1024))]
    pub force_vector_width: Option<u32>,
    /// Force this interleave count likewise (LLVM's `-force-vector-interleave`).
    #[arg(long, global = true, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=64))]
    pub force_vector_interleave: Option<u32>,
    /// What runs the iterations a vector loop leaves over, for every loop (LLVM's
    /// `-prefer-predicate-over-epilogue`): fold the tail by masking where it can be, else a
    /// scalar epilogue; fold it or leave the loop scalar; or a scalar epilogue.
    #[arg(long, global = true, value_enum, value_name = "HOW")]
    pub prefer_predicate: Option<PreferPredicateArg>,
}

/// `--prefer-predicate`'s values, LLVM's spelling.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum PreferPredicateArg {
    /// A scalar loop runs the left-over iterations (as without the option).
    ScalarEpilogue,
    /// Fold the tail by masking where it can be, else a scalar epilogue.
    PredicateElseScalarEpilogue,
    /// Fold the tail by masking, else do not vectorize.
    PredicateDontVectorize,
}

impl From<PreferPredicateArg> for lanes_db::PreferPredicate {
    fn from(v: PreferPredicateArg) -> Self {
        match v {
            PreferPredicateArg::ScalarEpilogue => lanes_db::PreferPredicate::ScalarEpilogue,
            PreferPredicateArg::PredicateElseScalarEpilogue => {
                lanes_db::PreferPredicate::PredicateElseScalarEpilogue
            }
            PreferPredicateArg::PredicateDontVectorize => {
                lanes_db::PreferPredicate::PredicateDontVectorize
            }
        }
    }
}

impl Common {
    /// `--prefer-predicate`, as the database's option.
    pub fn prefer(&self) -> Option<lanes_db::PreferPredicate> {
        self.prefer_predicate.map(Into::into)
    }
}

impl Common {
    /// The one `--target` (the last when several were given; `diff` reads
    /// them all, other commands refuse several: [`Common::check_single`]).
    pub fn target(&self) -> Option<&str> {
        self.targets.last().map(String::as_str)
    }

    /// The one `--llvm` profile.
    pub fn llvm(&self) -> Option<lanes_db::Profile> {
        self.llvms.last().and_then(|p| lanes_db::Profile::parse(p))
    }

    /// Refuses a second `--target` or `--llvm` where a command has one
    /// side only.
    pub fn check_single(&self) -> Result<(), String> {
        for (name, n) in [
            ("--target", self.targets.len()),
            ("--llvm", self.llvms.len()),
        ] {
            if n > 1 {
                return Err(format!(
                    "{name} given {n} times; only `lanes diff` compares two"
                ));
            }
        }
        Ok(())
    }
}

/// `--vls-cost`'s values.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum VlsCostArg {
    /// LLVM 14's interleave-group price.
    #[default]
    Llvm,
    /// OptVLS's sequence or gathers, whichever it chooses.
    Optvls,
}

impl From<VlsCostArg> for lanes_db::VlsCost {
    fn from(v: VlsCostArg) -> Self {
        match v {
            VlsCostArg::Llvm => lanes_db::VlsCost::Llvm,
            VlsCostArg::Optvls => lanes_db::VlsCost::Optvls,
        }
    }
}

impl Default for Common {
    fn default() -> Self {
        Common {
            format: Format::Text,
            targets: Vec::new(),
            vplan_native_path: false,
            vls_cost: VlsCostArg::Llvm,
            llvms: Vec::new(),
            force_vector_width: None,
            force_vector_interleave: None,
            prefer_predicate: None,
        }
    }
}

/// The command line's definition, with each subcommand's `--help` listing
/// only the formats it prints.
pub fn cli_command() -> clap::Command {
    use clap::CommandFactory;
    let mut cmd = Cli::command();
    // A global option is copied into a subcommand only when the subcommand
    // has no option of that name: give each its own copies, `--format` with
    // help naming the formats it prints. Values given before or after the
    // subcommand still reach `Cli::common`.
    let global = |id: &str| {
        cmd.get_arguments()
            .find(|a| a.get_id() == id)
            .cloned()
            .expect("a global option")
            // Listed after the subcommand's own options.
            .display_order(None)
    };
    let (format, target) = (global("format"), global("targets"));
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    for name in names {
        let formats: Vec<&str> = formats_of(&name).iter().map(|f| f.name()).collect();
        let help = match name.as_str() {
            "tui" => "Output format: the terminal UI has none (text only)".to_string(),
            "serve" => "Output format: the server answers in json".to_string(),
            _ => format!("Output format: {}", formats.join(", ")),
        };
        let arg = format
            .clone()
            .hide_possible_values(true)
            .help(help.clone())
            .long_help(help);
        cmd = cmd.mut_subcommand(&name, |sc| sc.arg(arg).arg(target.clone()));
    }
    cmd
}
