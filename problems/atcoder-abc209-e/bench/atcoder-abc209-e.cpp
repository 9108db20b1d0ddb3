// The same algorithm as src/main.rs and cgt-loopy's MoveGraph in plain C++: vertices numbered as
// they first appear; MoveGraph::new builds sorted predecessor lists, solves once to renumber the
// positions in the order they were decided, and builds again; then retrograde analysis (dead ends
// lose, a position with a losing successor wins, a position whose successors all win loses, the
// rest draw). The whole input is read by fread with a hand parser. The yardstick for the Rust
// binary's CPU time (see README.md beside this file).
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

typedef uint32_t u32;

// The largest input is under 2 MB; only the pages read are touched.
static char input[1 << 22];
static size_t len = 0, pos = 0;

static void skip_space() {
    while (pos < len && (input[pos] == ' ' || input[pos] == '\n' || input[pos] == '\r' || input[pos] == '\t')) pos++;
}

static const u32 WIN = UINT32_MAX, LOSE = UINT32_MAX - 1;

struct MoveGraph {
    std::vector<u32> internal, start, pred, degree, dead_ends, state, queue;
    size_t tail = 0;

    static MoveGraph build(const std::vector<u32> &internal, const std::vector<std::pair<u32, u32>> &moves) {
        size_t n = internal.size();
        MoveGraph g;
        g.internal = internal;
        g.start.assign(n + 1, 0);
        g.degree.assign(n, 0);
        for (auto &m : moves) {
            g.degree[internal[m.first]]++;
            g.start[internal[m.second] + 1]++;
        }
        for (size_t v = 0; v < n; v++) g.start[v + 1] += g.start[v];
        std::vector<u32> slot(g.start.begin(), g.start.end() - 1);
        g.pred.assign(moves.size(), 0);
        for (auto &m : moves) g.pred[slot[internal[m.second]]++] = internal[m.first];
        for (size_t v = 0; v < n; v++) std::sort(g.pred.begin() + g.start[v], g.pred.begin() + g.start[v + 1]);
        for (u32 v = 0; v < n; v++)
            if (g.degree[v] == 0) g.dead_ends.push_back(v);
        return g;
    }

    static MoveGraph make(size_t positions, const std::vector<std::pair<u32, u32>> &moves) {
        std::vector<u32> identity(positions);
        for (size_t v = 0; v < positions; v++) identity[v] = v;
        MoveGraph g = build(identity, moves);
        g.solve();
        std::vector<u32> internal(positions, UINT32_MAX);
        for (size_t i = 0; i < g.tail; i++) internal[g.queue[i]] = i;
        u32 next = g.tail;
        for (auto &x : internal)
            if (x == UINT32_MAX) x = next++;
        return build(internal, moves);
    }

    void solve() {
        state = degree;
        queue.assign(state.size() + 1, 0);
        tail = 0;
        for (u32 v : dead_ends) {
            state[v] = LOSE;
            queue[tail++] = v;
        }
        for (size_t head = 0; head < tail; head++) {
            u32 v = queue[head];
            bool lost = state[v] == LOSE;
            for (u32 e = start[v]; e < start[v + 1]; e++) {
                u32 u = pred[e];
                if (state[u] >= LOSE) continue;
                if (lost) {
                    state[u] = WIN;
                    queue[tail++] = u;
                } else if (--state[u] == 0) {
                    state[u] = LOSE;
                    queue[tail++] = u;
                }
            }
        }
    }

    u32 outcome(u32 position) const { return state[internal[position]]; }
};

static u32 letter(char c) { return c >= 'a' && c <= 'z' ? c - 'a' : c - 'A' + 26; }
static u32 code(const char *s) { return (letter(s[0]) * 52 + letter(s[1])) * 52 + letter(s[2]); }

int main() {
    len = fread(input, 1, sizeof input - 1, stdin);
    skip_space();
    size_t n = 0;
    while (pos < len && input[pos] >= '0' && input[pos] <= '9') n = n * 10 + (input[pos++] - '0');
    std::vector<std::string> words(n);
    for (auto &w : words) {
        skip_space();
        size_t start = pos;
        while (pos < len && input[pos] > ' ') pos++;
        w.assign(input + start, pos - start);
    }
    std::vector<u32> vertex(52 * 52 * 52, UINT32_MAX);
    u32 vertices = 0;
    auto vertex_of = [&](const char *s) {
        u32 &v = vertex[code(s)];
        if (v == UINT32_MAX) v = vertices++;
        return v;
    };
    std::vector<std::pair<u32, u32>> moves;
    moves.reserve(n);
    for (auto &w : words) {
        u32 before = vertex_of(w.data());
        moves.push_back({before, vertex_of(w.data() + w.size() - 3)});
    }
    MoveGraph game = MoveGraph::make(vertices, moves);
    game.solve();
    std::vector<const char *> winners;
    winners.reserve(n);
    for (auto &m : moves) {
        u32 s = game.outcome(m.second);
        winners.push_back(s == LOSE ? "Takahashi" : s == WIN ? "Aoki" : "Draw");
    }
    std::vector<char> out;
    out.reserve(10 * n);
    for (const char *w : winners) {
        out.insert(out.end(), w, w + strlen(w));
        out.push_back('\n');
    }
    fwrite(out.data(), 1, out.size(), stdout);
}
