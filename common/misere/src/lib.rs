//! Misère play and Every-SG: sums of games where the plain nim-sum rule does not decide.
//!
//! - **Misère play** (the player who makes the last move loses): Grundy values of the
//!   components no longer decide a sum in general, but they do for the games the SJ theorem
//!   covers (anti-SG), Nim among them: [`anti_sg_wins`], [`misere_nim_wins`], and the moves
//!   that win misère Nim, [`misere_nim_winning_moves`].
//! - **Every-SG** (a player must move in every component that has not ended, and the last
//!   component to end decides): what matters is how long each component lasts. The winner of a
//!   component stretches it, the loser ends it as fast as possible: [`every_sg_dag`] gives each
//!   position's win/lose status and step count ([`EverySg`]), [`every_sg_wins`] combines them, and
//!   [`euclid_steps`] is the closed form for the Euclid-style game of hdu-3595.
//!
//! Used by: hdu-3595, luogu-p4279.

mod anti_sg;
mod every_sg;
mod misere_moves;

pub use anti_sg::{anti_sg_wins, misere_nim_wins};
pub use every_sg::{euclid_steps, every_sg_dag, every_sg_wins, EverySg};
pub use misere_moves::{misere_nim_winning_move, misere_nim_winning_moves};
