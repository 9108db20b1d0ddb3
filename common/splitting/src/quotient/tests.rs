use super::*;

#[test]
fn quotient_blocks_compare_with_naive() {
    for x in 0..=600u64 {
        let mut naive: Vec<(u64, u64, u64)> = Vec::new();
        for m in 1..=x {
            match naive.last_mut() {
                Some(block) if block.2 == x / m => block.1 = m,
                _ => naive.push((m, m, x / m)),
            }
        }
        let blocks: Vec<(u64, u64, u64)> = quotient_blocks(x).collect();
        assert_eq!(blocks, naive, "x = {x}");
        let root = (x as f64).sqrt() as usize;
        assert!(
            blocks.len() <= 2 * root + 1,
            "x = {x}: {} blocks",
            blocks.len()
        );
    }
}

#[test]
fn quotient_blocks_reach_large_x() {
    let x = u64::MAX;
    let head: Vec<(u64, u64, u64)> = quotient_blocks(x).take(3).collect();
    assert_eq!(head, [(1, 1, x), (2, 2, x / 2), (3, 3, x / 3)]);
    // The last two blocks, without walking the 2^33 before them.
    let tail = QuotientBlocks { x, next: x / 3 + 1 };
    let tail: Vec<(u64, u64, u64)> = tail.collect();
    assert_eq!(tail, [(x / 3 + 1, x / 2, 2), (x / 2 + 1, x, 1)]);
}
