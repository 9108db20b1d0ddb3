//! What `cargo x new` is asked for: the problem's name and entry, and the kind of scaffold.

/// The kind of answer a problem asks for, and so the scaffold's worked example: its pure
/// function, its brute force (the oracle's search of that kind), its generator, its
/// brute-force test (compared by the kind's rule) and its sample.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Kind {
    /// Who wins (`First` / `Second`): `oracle::GameSearch`, compared exactly. Worked example:
    /// piles, a move takes 1 to k stones from one.
    Win,
    /// An integer score or margin: `oracle::ScoreSearch` (minimax), compared exactly. Worked
    /// example: take from either end of a row.
    Score,
    /// A probability or expectation judged within a tolerance (`compare = "real"`):
    /// `oracle::ChanceSearch` in exact fractions, compared by
    /// `harness::compare::compare_reals`. Worked example: roll a die or stop, bust above n.
    Real,
    /// A probability or count modulo a prime: `oracle::ChanceSearch::residue`, compared residue
    /// for residue; the solution computes in `cgt-modular`. Worked example: a dice race.
    Mod,
    /// An interactive game against the crate's interactor (`compare = "interactive"`): the
    /// interactor plays from a table of the game's definition, checked against
    /// `oracle::GameSearch`. Worked example: one pile, take 1 to k stones.
    Interactive,
}

impl Kind {
    /// The kind's name on the command line and in the templates' folder.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Win => "win",
            Kind::Score => "score",
            Kind::Real => "real",
            Kind::Mod => "mod",
            Kind::Interactive => "interactive",
        }
    }
}

/// The tolerance of a `real` problem when none is given.
pub const DEFAULT_TOLERANCE: f64 = 1e-6;

/// What `cargo x new` was asked for.
pub struct NewProblem<'a> {
    /// `<judge>-<id>`, e.g. `poj-2234`, `luogu-p4279`, `atcoder-abc209-e`.
    pub name: &'a str,
    pub title: &'a str,
    /// The judge's own problem id; by default derived from the name in the judge's form.
    pub id: Option<&'a str>,
    /// The limits; `None`: the judge's usual ones (judge.toml's `default_time_limit_ms`,
    /// `default_memory_limit_mib`), marked unconfirmed.
    pub time_limit_ms: Option<u64>,
    pub memory_limit_mib: Option<u64>,
    /// The time limit (or the memory limit) given is a guess, not the judge's confirmed figure.
    pub time_unconfirmed: bool,
    pub memory_unconfirmed: bool,
    /// Where the problem comes from, if the user said.
    pub source: Option<&'a str>,
    /// Topic crates of `common/` the solution uses, e.g. `nim` for `cgt-nim`.
    pub uses: &'a [String],
    /// How one input holds several test cases (`count`, `count-tokens`, `lines` or `eof`).
    pub cases: Option<&'a str>,
    pub kind: Kind,
    /// A `real` problem's tolerance (default [`DEFAULT_TOLERANCE`]).
    pub tolerance: Option<f64>,
    /// Many answers are right: a checker (`examples/checker.rs`) judges the output.
    pub checker: bool,
    /// The input is large: the solution reads it through `cgt-fast-input`, and a sample with
    /// `\r\n` line ends is written.
    pub big_input: bool,
}
