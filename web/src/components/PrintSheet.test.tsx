import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRINT_SHEET_CLASS, PrintSheet, printedAlone } from './PrintSheet';

const styleText = () => [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');

describe('a print sheet', () => {
  it('renders outside the app, hidden on screen; printed, only it shows, on its own paper', () => {
    const { container } = render(
      <div id="root">
        <PrintSheet id="probe-sheet" testId="probe" kind="labels" page={{ size: 'letter', margin: '0.6in' }}>
          <p>Printed words</p>
        </PrintSheet>
      </div>,
    );
    const sheet = screen.getByTestId('probe');
    expect(sheet.parentElement).toBe(document.body);
    expect(container.contains(sheet)).toBe(false);
    expect(sheet.id).toBe('probe-sheet');
    expect(sheet.className).toBe(PRINT_SHEET_CLASS);
    expect(sheet.dataset.kind).toBe('labels');
    expect(sheet.textContent).toBe('Printed words');

    const css = styleText().replace(/\s+/g, '');
    expect(css).toContain('#probe-sheet{display:none;}');
    expect(css).toMatch(/@mediaprint\{.*@page\{size:letter;margin:0\.6in;\}/);
    expect(css).toMatch(/@mediaprint\{.*#root\{display:none!important;\}/);
    expect(css).toMatch(/@mediaprint\{.*#probe-sheet\{display:block;color:#000;background:#fff;\}/);
  });

  it("lays the sheet's own box and its content's rules over the frame", () => {
    render(
      <PrintSheet
        id="door-probe"
        page={{ margin: '12mm' }}
        sheet={{ textAlign: 'center', font: '14pt/1.35 Georgia, serif' }}
        styles={{ '#door-probe h1': { fontSize: '40pt' } }}
      >
        <h1>Find your table</h1>
      </PrintSheet>,
    );
    const css = styleText().replace(/\s+/g, '');
    expect(css).toMatch(
      /#door-probe\{display:block;color:#000;background:#fff;text-align:center;font:14pt\/1\.35Georgia,serif;\}/,
    );
    expect(css).toMatch(/@mediaprint\{.*#door-probeh1\{font-size:40pt;\}/);
  });

  it('gives a page printed on its own (the call list) the same frame, hiding every sheet too', () => {
    expect(printedAlone({ margin: '12mm' }, `#root, .${PRINT_SHEET_CLASS}`)).toEqual({
      '@page': { margin: '12mm' },
      '#root, .print-sheet': { display: 'none !important' },
    });
  });
});
