//! HDU 3595 by brute force: every case is searched as the real simultaneous game (a position is
//! the tuple of all games' piles; a move makes one legal move in every game that has not ended;
//! the player who cannot move loses), never by step counts.

use oracle::stdin_tokens;
use oracle::GameSearch;

/// The piles one move away in one game: take k times the smaller pile from the larger.
pub fn game_moves(&(p, q): &(u64, u64)) -> Vec<(u64, u64)> {
    if p == 0 || q == 0 {
        return Vec::new();
    }
    let (small, large) = (p.min(q), p.max(q));
    (1..=large / small)
        .map(|k| (small, large - k * small))
        .collect()
}

/// The positions one turn away: one move in every game that has not ended.
pub fn turns(games: &Vec<(u64, u64)>) -> Vec<Vec<(u64, u64)>> {
    let mut next = vec![Vec::new()];
    let mut moved = false;
    for game in games {
        let options = game_moves(game);
        if options.is_empty() {
            next.iter_mut()
                .for_each(|n: &mut Vec<(u64, u64)>| n.push(*game));
            continue;
        }
        moved = true;
        next = next
            .iter()
            .flat_map(|n| {
                options.iter().map(move |&o| {
                    let mut n = n.clone();
                    n.push(o);
                    n
                })
            })
            .collect();
    }
    if moved {
        next
    } else {
        Vec::new()
    }
}

/// Whether MM, moving first, wins the games `games`, by search.
pub fn mm_wins(games: &[(u64, u64)]) -> bool {
    GameSearch::new(turns).wins(&games.to_vec())
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<u64>();
    while let Some(n) = tokens.next() {
        let games: Vec<(u64, u64)> = (0..n)
            .map(|_| (tokens.next().unwrap(), tokens.next().unwrap()))
            .collect();
        println!("{}", if mm_wins(&games) { "MM" } else { "GG" });
    }
}
