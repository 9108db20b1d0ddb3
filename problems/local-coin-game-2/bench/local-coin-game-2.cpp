// The same algorithm as src/main.rs in plain C++, with the whole input read by fread and a hand
// parser: the yardstick for the Rust binary's CPU time (see README.md beside this file).
#include <cstdio>
#include <cstdlib>
#include <vector>

// The largest input is under 8 MB; only the pages read are touched.
static char input[1 << 24];
static size_t len = 0, pos = 0;

static void read_all() { len = fread(input, 1, sizeof input - 1, stdin); }

static size_t next_size() {
    while (pos < len && (input[pos] < '0' || input[pos] > '9')) pos++;
    size_t x = 0;
    while (pos < len && input[pos] >= '0' && input[pos] <= '9') x = x * 10 + (input[pos++] - '0');
    return x;
}

int main() {
    read_all();
    size_t n = next_size(), k = next_size();
    std::vector<size_t> takes(k);
    std::vector<unsigned> piles(n);  // four bytes a pile, as the Rust reads them
    for (auto &t : takes) t = next_size();
    size_t largest = 0;
    for (auto &x : piles) {
        x = next_size();
        if (x > largest) largest = x;
    }
    // g[x] = mex{ g[x - a] : a in takes, a <= x }, with a stamped seen-set of size k + 1.
    std::vector<unsigned> g(largest + 1, 0), seen(k + 1, 0);
    for (size_t x = 1; x <= largest; x++) {
        for (size_t a : takes)
            if (a <= x && g[x - a] <= k) seen[g[x - a]] = x;
        unsigned m = 0;
        while (seen[m] == x) m++;
        g[x] = m;
    }
    unsigned sum = 0;
    for (unsigned x : piles) sum ^= g[x];
    puts(sum != 0 ? "Alice" : "Bob");
}
