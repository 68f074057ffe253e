// How the benchmarks print a result table: aligned columns for the terminal (first column left,
// numbers right), then the same table as Markdown for docs/performance.md.

/** Prints `meta`, the aligned table and its Markdown; `markdownFirstCell` may dress the row label. */
export function printResultTable(head, body, meta, markdownFirstCell = (cell) => cell) {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${meta}\n`);
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const b of body) console.log(line(b));
  console.log('\nMarkdown:\n');
  console.log(`| ${head.join(' | ')} |`);
  console.log(`| ${head.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`);
  for (const b of body) console.log(`| ${[markdownFirstCell(b[0]), ...b.slice(1)].join(' | ')} |`);
}
