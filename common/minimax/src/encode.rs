//! State encodings that index a dense memo: staircases (Young diagrams inside an n x m board),
//! base-3 boards, and sets of drawn lines with the cells they close.

use crate::negamax::Move;

/// Staircases inside an `n` x `m` board ranked densely: a staircase (Young diagram) is given by
/// its row lengths `len[0] >= len[1] >= ... >= len[n-1]`, each in `0..=m` (the occupied cells of
/// a board filled from the top-left corner, where a cell may be taken only when the cells left of
/// it and above it are taken), and there are `C(n + m, n)` of them: its boundary is a path of
/// `n + m` steps, `n` of them down. `rank` numbers them `0..C(n + m, n)` by the combinatorial
/// number system (the `n` values `len[n-1-i] + i` are distinct and below `n + m`), and
/// `unrank` inverts it. 10 x 10 has 184,756 staircases.
///
/// # Constraints
/// `C(n + m, n)` fits in `usize` (n + m <= 60 always does).
///
/// # Complexity
/// `new`: O((n + m)^2); `rank` and `unrank`: O(n + m); `corners`: O(n).
///
/// # Example
/// ```
/// use cgt_minimax::Staircase;
/// let board = Staircase::new(2, 3);
/// assert_eq!(board.count(), 10); // C(5, 2)
/// assert_eq!(board.rank(&[0, 0]), 0);
/// assert_eq!(board.rank(&[3, 3]), 9);
/// assert_eq!(board.unrank(board.rank(&[3, 1])), [3, 1]);
/// // Where a stone may go: (row, column) of each cell that keeps a staircase.
/// assert_eq!(board.corners(&[3, 1]), [(1, 1)]);
/// assert_eq!(board.corners(&[2, 0]), [(0, 2), (1, 0)]);
/// ```
///
/// Used by: luogu-p4363.
#[derive(Clone, Debug)]
pub struct Staircase {
    n: usize,
    m: usize,
    /// binom[a][b] = C(a, b) for a <= n + m, b <= n.
    binom: Vec<Vec<usize>>,
}

impl Staircase {
    /// The staircases of an `n`-row, `m`-column board.
    pub fn new(n: usize, m: usize) -> Self {
        let mut binom = vec![vec![0usize; n + 1]; n + m + 1];
        for a in 0..=n + m {
            binom[a][0] = 1;
            for b in 1..=n.min(a) {
                binom[a][b] = binom[a - 1][b - 1] + if b < a { binom[a - 1][b] } else { 0 };
            }
        }
        Staircase { n, m, binom }
    }

    /// The number of staircases, `C(n + m, n)`: the size of a dense memo over them.
    pub fn count(&self) -> usize {
        self.binom[self.n + self.m][self.n]
    }

    /// The rank of the staircase with row lengths `len` (non-increasing, each at most `m`), in
    /// `0..count()`. The empty board is 0, the full board `count() - 1`.
    pub fn rank(&self, len: &[usize]) -> usize {
        debug_assert_eq!(len.len(), self.n, "one length per row");
        (0..self.n)
            .map(|i| {
                // C(c, i + 1), which is 0 for c <= i (and the table holds 0 there).
                self.binom[len[self.n - 1 - i] + i][i + 1]
            })
            .sum()
    }

    /// The row lengths of the staircase of rank `rank`.
    pub fn unrank(&self, mut rank: usize) -> Vec<usize> {
        let mut len = vec![0; self.n];
        let mut c = self.n + self.m;
        for i in (0..self.n).rev() {
            // The largest c with C(c, i + 1) <= rank (C(c, i + 1) = 0 for c <= i).
            c -= 1;
            while c > i && self.binom[c][i + 1] > rank {
                c -= 1;
            }
            if c > i {
                rank -= self.binom[c][i + 1];
            } else {
                c = i;
            }
            len[self.n - 1 - i] = c - i;
        }
        len
    }

    /// The cells `(row, column)` that may be taken next: the end of each row that is shorter than
    /// `m` and than the row above it, top row first. Empty on the full board.
    pub fn corners(&self, len: &[usize]) -> Vec<(usize, usize)> {
        (0..self.n)
            .filter(|&i| len[i] < self.m && (i == 0 || len[i - 1] > len[i]))
            .map(|i| (i, len[i]))
            .collect()
    }
}

/// Boards whose cells each hold one of three values (empty, the first player's, the second's)
/// ranked as base-3 numbers: cell `i` is digit `i`, so a board of `cells` cells has a rank in
/// `0..3^cells` (3^9 = 19,683 for tic-tac-toe), and a move changes one digit in O(1).
///
/// # Constraints
/// `3^cells` fits in `usize` (cells <= 40 on 64 bits); digits are 0, 1 or 2.
///
/// # Complexity
/// `new`: O(cells); `rank`, `unrank`: O(cells); `get`, `set`: O(1).
///
/// # Example
/// ```
/// use cgt_minimax::Base3;
/// let board = Base3::new(9);
/// assert_eq!(board.count(), 19_683);
/// let r = board.rank(&[1, 0, 2, 0, 0, 0, 0, 0, 0]);
/// assert_eq!(r, 1 + 2 * 9);
/// assert_eq!(board.get(r, 2), 2);
/// assert_eq!(board.unrank(board.set(r, 4, 1)), [1, 0, 2, 0, 1, 0, 0, 0, 0]);
/// ```
///
/// Used by: atcoder-abc349-e.
#[derive(Clone, Debug)]
pub struct Base3 {
    /// pow[i] = 3^i, for i in 0..=cells.
    pow: Vec<usize>,
}

impl Base3 {
    /// Boards of `cells` cells.
    pub fn new(cells: usize) -> Self {
        let mut pow = vec![1usize; cells + 1];
        for i in 1..=cells {
            pow[i] = pow[i - 1] * 3;
        }
        Base3 { pow }
    }

    /// The number of boards, `3^cells`.
    pub fn count(&self) -> usize {
        *self.pow.last().unwrap()
    }

    /// The rank of the board `digits` (one digit 0, 1 or 2 per cell).
    pub fn rank(&self, digits: &[u8]) -> usize {
        debug_assert_eq!(digits.len() + 1, self.pow.len(), "one digit per cell");
        digits
            .iter()
            .zip(&self.pow)
            .map(|(&d, &p)| d as usize * p)
            .sum()
    }

    /// The board of rank `rank`.
    pub fn unrank(&self, rank: usize) -> Vec<u8> {
        (0..self.pow.len() - 1).map(|i| self.get(rank, i)).collect()
    }

    /// Digit `cell` of the board of rank `rank`.
    pub fn get(&self, rank: usize, cell: usize) -> u8 {
        (rank / self.pow[cell] % 3) as u8
    }

    /// The rank of the board `rank` with digit `cell` set to `digit`.
    pub fn set(&self, rank: usize, cell: usize, digit: u8) -> usize {
        rank - self.get(rank, cell) as usize * self.pow[cell] + digit as usize * self.pow[cell]
    }
}

/// A board of lines between dots and the cells they bound (Triangle War, dots and boxes), with a
/// set of drawn lines as a bit set: line `e` is bit `e`, so a set is its own rank in
/// `0..2^lines` and indexes a dense memo directly (2^18 = 262,144 for Triangle War).
///
/// A cell is given by its dots and is bounded by every line of the board joining two of them
/// (a triangle's three sides; a box's four sides, its diagonals being no lines). Drawing a line
/// **closes** the cells it completes; the game's rule (the mover scores them and moves again)
/// is [`LineBoard::moves`].
///
/// # Constraints
/// At most 64 lines; every cell has at least one line.
///
/// # Complexity
/// `new`: O(cells * dots^2 * lines); `closed_by`: O(cells of the line); `moves`: O(lines *
/// cells of a line); `rank`, `unrank`: O(lines).
///
/// # Example
/// ```
/// use cgt_minimax::LineBoard;
/// // Two triangles sharing the line 1-2: 0-1-2 and 1-2-3.
/// let board = LineBoard::new(&[(0, 1), (0, 2), (1, 2), (1, 3), (2, 3)], &[&[0, 1, 2], &[1, 2, 3]]);
/// let shared = board.line(2, 1).unwrap();
/// let drawn = board.rank(&[0, 1, 3, 4]); // every line but the shared one
/// assert_eq!(board.closed_by(drawn, shared), 2); // closes both triangles
/// assert_eq!(board.unrank(drawn), [0, 1, 3, 4]);
/// assert_eq!(board.closed(board.all_lines()), 2);
/// ```
///
/// Used by: poj-1085.
#[derive(Clone, Debug)]
pub struct LineBoard {
    lines: Vec<(usize, usize)>,
    /// The lines of each cell, as a bit set.
    cells: Vec<u64>,
    /// For each line, the bit sets of the cells it bounds.
    cells_of_line: Vec<Vec<u64>>,
}

impl LineBoard {
    /// The board with lines `lines` (pairs of dots, in either order; line `e` is `lines[e]`) and
    /// cells `cells` (each as its dots).
    pub fn new(lines: &[(usize, usize)], cells: &[&[usize]]) -> Self {
        assert!(lines.len() <= 64, "at most 64 lines");
        let lines: Vec<(usize, usize)> = lines.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
        let cells: Vec<u64> = cells
            .iter()
            .map(|dots| {
                let mask = lines
                    .iter()
                    .enumerate()
                    .filter(|(_, &(a, b))| dots.contains(&a) && dots.contains(&b))
                    .fold(0u64, |mask, (e, _)| mask | 1 << e);
                assert!(mask != 0, "a cell without a line");
                mask
            })
            .collect();
        let cells_of_line = (0..lines.len())
            .map(|e| cells.iter().copied().filter(|c| c >> e & 1 == 1).collect())
            .collect();
        LineBoard {
            lines,
            cells,
            cells_of_line,
        }
    }

    /// The number of lines.
    pub fn line_count(&self) -> usize {
        self.lines.len()
    }

    /// The number of cells.
    pub fn cell_count(&self) -> usize {
        self.cells.len()
    }

    /// The set of every line: the board full.
    pub fn all_lines(&self) -> u64 {
        if self.lines.len() == 64 {
            u64::MAX
        } else {
            (1u64 << self.lines.len()) - 1
        }
    }

    /// The index of the line joining dots `a` and `b` (in either order), if there is one.
    pub fn line(&self, a: usize, b: usize) -> Option<usize> {
        self.lines.iter().position(|&l| l == (a.min(b), a.max(b)))
    }

    /// How many cells drawing `line` onto the set `drawn` closes (0, 1 or 2 on a plane board):
    /// the cells of `line` whose other lines are all in `drawn`.
    pub fn closed_by(&self, drawn: u64, line: usize) -> u32 {
        let after = drawn | 1 << line;
        self.cells_of_line[line]
            .iter()
            .filter(|&&cell| after & cell == cell)
            .count() as u32
    }

    /// How many cells have all their lines in `drawn`.
    pub fn closed(&self, drawn: u64) -> u32 {
        self.cells
            .iter()
            .filter(|&&cell| drawn & cell == cell)
            .count() as u32
    }

    /// The moves of the line game at `drawn`, for [`crate::Negamax`] or [`crate::AlphaBeta`]:
    /// draw any line not drawn yet; a line that closes `g >= 1` cells scores `g` and the mover
    /// moves again (once, however many it closed); otherwise the turn passes. By line index.
    pub fn moves(&self, drawn: u64) -> Vec<Move<u64>> {
        (0..self.lines.len())
            .filter(|&e| drawn >> e & 1 == 0)
            .map(|e| {
                let closed = self.closed_by(drawn, e);
                Move {
                    points: closed as i64,
                    next: drawn | 1 << e,
                    again: closed > 0,
                }
            })
            .collect()
    }

    /// The set of the lines `lines` (indices), as a bit set.
    pub fn rank(&self, lines: &[usize]) -> u64 {
        lines.iter().fold(0, |set, &e| set | 1 << e)
    }

    /// The lines of the set `drawn`, in increasing order.
    pub fn unrank(&self, drawn: u64) -> Vec<usize> {
        (0..self.lines.len())
            .filter(|&e| drawn >> e & 1 == 1)
            .collect()
    }
}
