//! Heat maps of grids as SVG.

use std::fmt::Write;

/// A heat map of a grid as SVG: one colour per value, a legend, the axes labelled with the
/// parameters' names (`a` down the rows, `b` along the columns).
pub fn heat_map(title: &str, names: (&str, &str), first: (u64, u64), grid: &[Vec<u64>]) -> String {
    const CELL: usize = 8;
    const PALETTE: [&str; 16] = [
        "#f7f7f7", "#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2",
        "#7f7f7f", "#bcbd22", "#17becf", "#393b79", "#637939", "#8c6d31", "#843c39", "#7b4173",
    ];
    let rows = grid.len();
    let cols = grid.first().map_or(0, Vec::len);
    let mut distinct: Vec<u64> = grid.iter().flatten().copied().collect();
    distinct.sort_unstable();
    distinct.dedup();
    let colour = |v: u64| {
        let i = distinct.binary_search(&v).unwrap_or(0);
        if distinct.len() <= PALETTE.len() {
            PALETTE[i].to_string()
        } else {
            // Too many values for the palette: a gradient.
            let t = i as f64 / (distinct.len() - 1) as f64;
            format!("hsl({:.0},70%,{:.0}%)", 240.0 * (1.0 - t), 35.0 + 30.0 * t)
        }
    };
    let (left, top) = (48, 40);
    let legend_x = left + cols * CELL + 24;
    let shown = distinct.len().min(24);
    let width = legend_x + 90;
    let height = (top + rows * CELL + 40).max(top + 16 * shown + 40);
    let escape = |s: &str| {
        s.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
    };
    let mut svg = String::new();
    writeln!(svg, r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="monospace" font-size="10">"#).unwrap();
    writeln!(svg, r#"<rect width="100%" height="100%" fill="white"/>"#).unwrap();
    writeln!(
        svg,
        r#"<text x="{left}" y="14" font-size="12">{}</text>"#,
        escape(title)
    )
    .unwrap();
    writeln!(
        svg,
        r#"<text x="{left}" y="{}">{} = {}..{} →</text>"#,
        top - 6,
        escape(names.1),
        first.1,
        first.1 + cols as u64 - 1
    )
    .unwrap();
    writeln!(
        svg,
        r#"<text x="12" y="{}" transform="rotate(90 12 {})">{} = {}..{} →</text>"#,
        top + 4,
        top + 4,
        escape(names.0),
        first.0,
        first.0 + rows as u64 - 1
    )
    .unwrap();
    // One rectangle per run of equal values in a row keeps the file small.
    for (i, row) in grid.iter().enumerate() {
        let mut j = 0;
        while j < row.len() {
            let run = row[j..].iter().take_while(|&&v| v == row[j]).count();
            writeln!(
                svg,
                r#"<rect x="{}" y="{}" width="{}" height="{CELL}" fill="{}"/>"#,
                left + j * CELL,
                top + i * CELL,
                run * CELL,
                colour(row[j])
            )
            .unwrap();
            j += run;
        }
    }
    for (k, &v) in distinct.iter().take(shown).enumerate() {
        let y = top + k * 16;
        writeln!(svg, r#"<rect x="{legend_x}" y="{y}" width="12" height="12" fill="{}" stroke="black" stroke-width="0.5"/><text x="{}" y="{}">{v}</text>"#, colour(v), legend_x + 18, y + 10).unwrap();
    }
    if distinct.len() > shown {
        writeln!(
            svg,
            r#"<text x="{legend_x}" y="{}">... ({} values)</text>"#,
            top + shown * 16 + 10,
            distinct.len()
        )
        .unwrap();
    }
    svg.push_str("</svg>\n");
    svg
}
