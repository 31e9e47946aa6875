export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export const median = (values: number[]) => percentile(values, 50);

export type Row = { figure: string; value: string; budget: string; pass: boolean };

export function printTable(rows: Row[]) {
  const widths = [
    Math.max(6, ...rows.map((r) => r.figure.length)),
    Math.max(5, ...rows.map((r) => r.value.length)),
    Math.max(6, ...rows.map((r) => r.budget.length)),
  ];
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 4)).join(' | ')} |`;
  console.log(line(['figure', 'value', 'budget', 'pass']));
  console.log(line(widths.map((w) => '-'.repeat(w)).concat('----')));
  for (const row of rows) console.log(line([row.figure, row.value, row.budget, row.pass ? 'yes' : 'NO']));
}
