// The same algorithm as src/main.rs and cgt-octal's OctalGrundy::certify in plain C++ (the dense
// engine: option bitsets, each split set computed once in a ring of k sets, the lazy period
// search of the octal periodicity theorem), with the whole input read by fread and a hand parser:
// the yardstick for the Rust binary's CPU time (see README.md beside this file).
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <queue>
#include <vector>

typedef uint64_t u64;
typedef uint32_t u32;

// The largest input is about 16 MB; only the pages read are touched.
static char input[1 << 25];
static size_t len = 0, pos = 0;

static void skip_space() {
    while (pos < len && (input[pos] == ' ' || input[pos] == '\n' || input[pos] == '\r' || input[pos] == '\t')) pos++;
}
static u64 next_u64() {
    skip_space();
    u64 x = 0;
    while (pos < len && input[pos] >= '0' && input[pos] <= '9') x = x * 10 + (input[pos++] - '0');
    return x;
}

static const size_t BASES = 64, WINDOW = 1 << 12;

struct PeriodFinder {
    size_t k, window = 0, next_period = 1;
    std::vector<std::pair<u32, u32>> state{{0, 0}};
    std::priority_queue<u64, std::vector<u64>, std::greater<u64>> soon;
    std::vector<std::vector<u32>> later;
    std::vector<u32> tail = std::vector<u32>(BASES, 0), bases;

    size_t due(size_t start, size_t p) const { return 2 * std::max<size_t>(start, 1) + 2 * p + k; }
    void schedule(size_t d, size_t p) {
        size_t w = d / WINDOW;
        if (w <= window) {
            soon.push((u64)std::min<size_t>(d, UINT32_MAX) << 32 | p);
        } else {
            if (later.size() <= w) later.resize(w + 1);
            later[w].push_back(p);
        }
    }
    // (n0, p) once the window n0 <= n < 2 n0 + p + k of the values is periodic, else n0 = 0.
    std::pair<size_t, size_t> observe(const std::vector<u32> &g) {
        size_t n = g.size();
        if (n >= 2) {
            u32 last = g[n - 1];
            size_t skip = BASES > n - 1 ? BASES - (n - 1) : 0;
            size_t count = BASES - skip;
            const u32 *before = &g[n - 1 - count];
            u32 first = (u32)(n + skip - BASES);
            for (size_t i = 0; i < count; i++)
                if (before[i] != last) tail[skip + i] = first + (u32)i;
        }
        while (window < n / WINDOW) {
            window++;
            bases.clear();
            for (u32 d = 1; d <= BASES; d++) {
                if (tail[BASES - d] + WINDOW <= n &&
                    std::all_of(bases.begin(), bases.end(), [d](u32 b) { return d % b != 0; }))
                    bases.push_back(d);
            }
            if (window < later.size()) {
                std::vector<u32> list;
                list.swap(later[window]);
                for (u32 p : list) soon.push((u64)due(state[p].first, p) << 32 | p);
            }
        }
        while (due(0, next_period) <= n) {
            size_t p = next_period;
            state.push_back({0, 0});
            schedule(due(0, p), p);
            next_period++;
        }
        while (!soon.empty()) {
            u64 entry = soon.top();
            size_t d = entry >> 32, p = entry & 0xffffffffu;
            if (d > n) return {0, 0};
            soon.pop();
            u32 &start = state[p].first, &checked = state[p].second;
            size_t from = std::max(checked, start), top = n - p;
            for (u32 b : bases)
                if (p % b == 0) top = std::min(top, std::max<size_t>(tail[BASES - b], from));
            for (size_t i = top; i > from; i--)
                if (g[i - 1] != g[i - 1 + p]) {
                    start = (u32)i;
                    break;
                }
            checked = (u32)(n - p);
            size_t nd = due(start, p);
            if (nd <= n) return {std::max<size_t>(start, 1), p};
            schedule(nd, p);
        }
        return {0, 0};
    }
};

struct Octal {
    std::vector<u32> digits;
    std::vector<size_t> split_moves;
    std::vector<u32> g{0};
    std::vector<u64> ring, options;
    std::vector<uint8_t> seen;
    size_t ring_width = 0, ring_len = 0, words = 1;
    PeriodFinder finder;
    bool certified = false;
    size_t n0 = 0, period = 0;

    explicit Octal(const std::vector<u32> &d) : digits(d) {
        for (size_t j = 1; j <= d.size(); j++)
            if (d[j - 1] & 4) split_moves.push_back(j);
        finder.k = d.size();
    }

    // The option bits g(a) ^ g(m - a) for a in 1..=m/2, values below 64.
    u64 split_bits(size_t m) const {
        u64 acc[4] = {0, 0, 0, 0};
        size_t half = m / 2, i = 0;
        const u32 *l = &g[1], *r = &g[m - 1];
        for (; i + 4 <= half; i += 4) {
            acc[0] |= 1ull << ((l[i] ^ r[-(long)i]) & 63);
            acc[1] |= 1ull << ((l[i + 1] ^ r[-(long)i - 1]) & 63);
            acc[2] |= 1ull << ((l[i + 2] ^ r[-(long)i - 2]) & 63);
            acc[3] |= 1ull << ((l[i + 3] ^ r[-(long)i - 3]) & 63);
        }
        for (; i < half; i++) acc[0] |= 1ull << ((l[i] ^ r[-(long)i]) & 63);
        return (acc[0] | acc[1]) | (acc[2] | acc[3]);
    }

    void split_set(size_t m, u64 *set) {
        if (words == 1) {
            set[0] = split_bits(m);
            return;
        }
        size_t half = m / 2;
        for (size_t i = 0; i < half; i++) seen[g[1 + i] ^ g[m - 1 - i]] = 1;
        for (size_t x = 0; x < 64 * words; x++) {
            set[x >> 6] |= (u64)seen[x] << (x & 63);
            seen[x] = 0;
        }
    }

    u32 dense_value() {
        size_t n = g.size(), k = digits.size();
        if (!split_moves.empty()) {
            if (ring_width < words) {
                std::vector<u64> fresh(k * words, 0);
                if (ring_width > 0)
                    for (size_t s = 0; s < k; s++)
                        std::copy(&ring[s * ring_width], &ring[s * ring_width] + ring_width, &fresh[s * words]);
                ring.swap(fresh);
                ring_width = words;
            }
            ring_len = std::max(ring_len, n > k ? n - k : 0);
            while (ring_len < n) {
                size_t m = ring_len;
                u64 *set = &ring[(m % k) * ring_width];
                std::fill(set, set + ring_width, 0);
                if (seen.size() < 64 * words) seen.resize(64 * words, 0);
                split_set(m, set);
                ring_len++;
            }
        }
        options.assign(words, 0);
        for (size_t i = 0; i < k; i++) {
            size_t j = i + 1;
            if ((digits[i] & 1) && n == j) options[0] |= 1;
            if ((digits[i] & 2) && n > j) {
                u32 v = g[n - j];
                options[v >> 6] |= 1ull << (v & 63);
            }
        }
        for (size_t j : split_moves)
            if (n >= j + 2) {
                const u64 *set = &ring[((n - j) % k) * ring_width];
                for (size_t w = 0; w < words; w++) options[w] |= set[w];
            }
        for (size_t w = 0; w < words; w++)
            if (options[w] != ~0ull) return (u32)(64 * w + __builtin_ctzll(~options[w]));
        return (u32)(64 * words);
    }

    void record(u32 value) {
        size_t needed = 64;
        while (needed < (size_t)value + 1) needed *= 2;
        words = std::max(words, needed / 64);
        g.push_back(value);
        if (!certified) {
            std::pair<size_t, size_t> found = finder.observe(g);
            if (found.second != 0) least_periodicity(found.first, found.second);
        }
    }

    void least_periodicity(size_t start, size_t p) {
        size_t d = 1;
        for (; d <= p; d++) {
            if (p % d) continue;
            bool ok = true;
            for (size_t n = start; n < start + p && ok; n++) ok = g[n] == g[n + d];
            if (ok) break;
        }
        size_t pre = start;
        while (pre > 0 && g[pre - 1] == g[pre - 1 + d]) pre--;
        certified = true;
        n0 = pre;
        period = d;
    }

    void certify(size_t max_len) {
        while (!certified && g.size() < max_len) record(dense_value());
    }

    u32 grundy(u64 x) const {
        if (x < g.size()) return g[x];
        return g[n0 + (x - n0) % period];
    }
};

int main() {
    len = fread(input, 1, sizeof input - 1, stdin);
    skip_space();
    size_t start = pos;
    while (pos < len && input[pos] > ' ') pos++;
    std::vector<u32> digits;
    for (size_t i = start + 2; i < pos; i++) digits.push_back(input[i] - '0');
    Octal game(digits);
    game.certify(2 + 2 * 10000 + 8);
    size_t q = next_u64();
    std::vector<char> out;
    out.reserve(2 * q);
    std::vector<u64> heaps;
    for (size_t i = 0; i < q; i++) {
        size_t m = next_u64();
        heaps.resize(m);
        for (auto &h : heaps) h = next_u64();
        u32 sum = 0;
        for (u64 h : heaps) sum ^= game.grundy(h);
        out.push_back(sum != 0 ? 'W' : 'L');
        out.push_back('\n');
    }
    fwrite(out.data(), 1, out.size(), stdout);
}
