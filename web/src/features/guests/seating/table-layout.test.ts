// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tableLayout } from './table-layout';
import type { SeatedGuest } from './types';

const seated = (count: number): SeatedGuest[] =>
  Array.from({ length: count }, (_, i) => ({ tpos: String(i), first: `First${i}`, last: `Last${i}`, id: `g${i}` }));

describe('tableLayout', () => {
  it("writes each guest as 'seat. first, last', the seat as people read it (position '0' is seat 1)", () => {
    expect(tableLayout(seated(1)).left).toEqual([{ id: 'g0', text: '1. First0, Last0', overflow: false }]);
    expect(tableLayout(seated(11)).right.at(-1)?.text).toBe('11. First10, Last10');
  });

  it('puts the first five on the left and the rest on the right', () => {
    const layout = tableLayout(seated(8));
    expect(layout.left.map((line) => line.id)).toEqual(['g0', 'g1', 'g2', 'g3', 'g4']);
    expect(layout.right.map((line) => line.id)).toEqual(['g5', 'g6', 'g7']);
  });

  it("counts the seats still missing below the table's 11 positions, '0' to '10' (section 28)", () => {
    expect(tableLayout(seated(0)).missing).toBe(11);
    expect(tableLayout(seated(7)).missing).toBe(4);
    expect(tableLayout(seated(11)).missing).toBe(0);
    expect(tableLayout(seated(12)).missing).toBe(0);
  });

  it('seats an eleventh guest normally and marks only guests beyond the eleventh as overflow', () => {
    const eleven = tableLayout(seated(11));
    expect([...eleven.left, ...eleven.right].some((line) => line.overflow)).toBe(false);
    const { left, right } = tableLayout(seated(12));
    expect([...left, ...right].filter((line) => line.overflow).map((line) => line.id)).toEqual(['g11']);
  });

  it('shows a question mark for a guest with a table but no seat', () => {
    expect(tableLayout([{ tpos: '', first: 'Hana', last: 'Kim', id: 'h' }]).left[0]?.text).toBe('?. Hana, Kim');
  });
});
