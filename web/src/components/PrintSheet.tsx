import GlobalStyles from '@mui/material/GlobalStyles';
import type { CSSObject } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** The class every print sheet carries, so a page printed on its own (the call list) can hide them. */
export const PRINT_SHEET_CLASS = 'print-sheet';

/**
 * The frame of every printout, for `@media print`: its paper (`@page`: size and margins), and nothing of the
 * console printed but it: the app's root and any print sheet other than the one printed are hidden.
 */
export const printedAlone = (page: CSSObject, hidden = '#root'): CSSObject => ({
  '@page': page,
  [hidden]: { display: 'none !important' },
});

type PrintSheetProps = {
  /** The sheet's element id: its own print rules in `styles` are written under `#<id>`. */
  id: string;
  /** The `@page` rule: paper size and margins. */
  page: CSSObject;
  /** The sheet's own box when printed, over black on white shown as a block. */
  sheet?: CSSObject;
  /** The rules of what the sheet holds, applied when printing. */
  styles?: CSSObject;
  testId?: string;
  kind?: string;
  children: ReactNode;
};

/**
 * A printout: rendered outside the app's root (into <body>) and never shown on screen; when the browser
 * prints, it is all there is, black on white on its own paper settings.
 */
export function PrintSheet({ id, page, sheet, styles, testId, kind, children }: PrintSheetProps) {
  const rules: CSSObject = {
    [`#${id}`]: { display: 'none' },
    '@media print': {
      ...printedAlone(page),
      [`#${id}`]: { display: 'block', color: '#000', background: '#fff', ...sheet },
      ...styles,
    },
  };
  return createPortal(
    <div id={id} className={PRINT_SHEET_CLASS} data-testid={testId} data-kind={kind}>
      <GlobalStyles styles={rules} />
      {children}
    </div>,
    document.body,
  );
}
