//! The searches on the statements' samples and on games small enough to play out by hand.

use super::*;

#[test]
fn dishes_on_the_samples() {
    assert_eq!(dishes_margin(&[(10, 10), (20, 20), (30, 30)]), 20);
    assert_eq!(dishes_margin(&[(20, 10), (20, 20), (20, 30)]), 20);
    assert_eq!(dishes_margin(&[]), 0);
    // One dish: the first player eats it.
    assert_eq!(dishes_margin(&[(3, 100)]), 3);
}

#[test]
fn vertex_edge_game_on_the_samples() {
    let edges = [(0, 1, 1), (1, 2, 6), (2, 3, 3), (0, 3, 5)];
    assert_eq!(vertex_edge_margin(&[6, 4, -1, -2], &edges), 3);
    assert_eq!(vertex_edge_margin(&[0, 0], &[(0, 1, 7)]), 0);
    // One vertex: the first player takes it and its loop.
    assert_eq!(vertex_edge_margin(&[2], &[(0, 0, 5)]), 7);
}

#[test]
fn pile_ends_on_the_samples() {
    // 101 10 and 30 15: the margins.
    assert_eq!(pile_ends_margin(&[vec![100], vec![1, 10]]), 91);
    assert_eq!(pile_ends_margin(&[vec![2, 8, 6, 5, 9, 4, 7, 1, 3]]), 15);
    assert_eq!(pile_ends_margin(&[]), 0);
}
