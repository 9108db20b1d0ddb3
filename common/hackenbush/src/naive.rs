use std::collections::HashMap;

/// The edges of `mask` still connected to `root` through edges of `mask`.
pub fn grounded(edges: &[(usize, usize)], root: usize, mask: u32) -> u32 {
    let mut reached = 1u64 << root;
    let mut kept = 0u32;
    loop {
        let before = kept;
        for (e, &(a, b)) in edges.iter().enumerate() {
            if mask >> e & 1 == 1 && (reached >> a & 1 == 1 || reached >> b & 1 == 1) {
                kept |= 1 << e;
                reached |= 1 << a | 1 << b;
            }
        }
        if kept == before {
            return kept;
        }
    }
}

/// Grundy value of the picture whose remaining edges are `mask` (already grounded): the mex
/// over every single cut followed by the fall of what is no longer connected to the root.
pub fn value(
    edges: &[(usize, usize)],
    root: usize,
    mask: u32,
    memo: &mut HashMap<u32, u32>,
) -> u32 {
    if let Some(&g) = memo.get(&mask) {
        return g;
    }
    let mut options = Vec::new();
    for e in 0..edges.len() {
        if mask >> e & 1 == 1 {
            let next = grounded(edges, root, mask & !(1 << e));
            options.push(value(edges, root, next, memo));
        }
    }
    let g = (0..).find(|m| !options.contains(m)).unwrap();
    memo.insert(mask, g);
    g
}

/// The Grundy value of the whole picture `edges` on vertices below 64, rooted at `root`.
pub fn picture_value(edges: &[(usize, usize)], root: usize) -> u32 {
    assert!(edges.len() <= 31);
    let all = (1u32 << edges.len()) - 1;
    value(edges, root, grounded(edges, root, all), &mut HashMap::new())
}
