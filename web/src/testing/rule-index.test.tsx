import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appTheme } from '../theme/theme';
import { ruleIndex } from './rule-index';

// The test setup (setup.ts) has put the index in place on this window.
afterEach(() => {
  document.head.querySelectorAll('style[data-test]').forEach((style) => style.remove());
});

function addSheet(css: string) {
  const style = document.createElement('style');
  style.dataset.test = '';
  style.textContent = css;
  document.head.append(style);
  return style;
}

/** Every element's computed style with the index, then with jsdom's own cascade: the same, element by element. */
function expectSameAsJsdom() {
  const index = ruleIndex();
  expect(index, 'the rule index is in place in the web unit tests').toBeDefined();
  const elements = [...document.querySelectorAll('*')];
  const styles = (from: () => CSSStyleDeclaration[]) => from().map((style) => style.cssText);
  const withIndex = styles(() => elements.map((element) => getComputedStyle(element)));
  const jsdomOwn = index!.unindexed(() => styles(() => elements.map((element) => getComputedStyle(element))));
  expect(elements.length).toBeGreaterThan(20);
  elements.forEach((element, i) =>
    expect(withIndex[i], `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`).toBe(jsdomOwn[i]),
  );
  return withIndex;
}

// Selectors of every shape the index reads, and some it must leave to "any element".
const trickySheet = `
  #Main { color: rgb(1, 2, 3) }
  .card, p.note > em, [data-kind="a, b"] { visibility: hidden; display: inline-block }
  div > .card span { display: none }
  section em + strong, section em ~ b { color: red }
  *.star { display: flex }
  :not(.card) > i { display: inline-flex }
  :is(.card, .note) u { visibility: collapse }
  .card:hover, .card::before { display: grid }
  .esc\\:aped { display: none }
  svg rect { display: none }
  UL LI { display: list-item; color: blue }
  @media screen { .screen-only { display: none } }
  @media (min-width: 600px) { .card { display: table } }
  @media print { .note { display: none } }
  @font-face { font-family: x; src: url(x.woff) }
  @keyframes spin { from { color: red } to { color: blue } }
`;

const trickyMarkup = `
  <div id="main"><section><em>e</em><strong>s</strong><b>b</b></section></div>
  <div id="Main" class="card Card"><span>in card</span><u>u</u><i>i</i></div>
  <p class="note"><em>note</em><u>u</u></p>
  <p data-kind="a, b">kind</p>
  <span class="star">star</span><i>plain i</i>
  <span class="esc:aped">escaped</span>
  <svg><rect width="1" height="1"></rect></svg>
  <ul><li>one</li><LI>two</LI></ul>
  <div class="screen-only">screen</div>
`;

describe("the web unit tests' rule index", () => {
  it("answers every element's computed style as jsdom's own cascade does, for selectors of every shape", () => {
    addSheet(trickySheet);
    document.body.innerHTML = trickyMarkup;
    const styles = expectSameAsJsdom();
    // The sheet applies where jsdom applies it (the comparison above would also pass with no rules at all).
    const card = [...document.querySelectorAll('*')].indexOf(document.getElementById('Main')!);
    expect(styles[card]).toContain('visibility: hidden');
    document.body.replaceChildren();
  });

  it('follows sheets added, removed and given rules, and classes changed, as jsdom does', () => {
    const first = addSheet('.card { display: none }');
    document.body.innerHTML = trickyMarkup;
    expectSameAsJsdom();
    addSheet(trickySheet);
    expectSameAsJsdom();
    (first.sheet as CSSStyleSheet).insertRule('.note { visibility: hidden }', 1);
    document.body.append(document.createElement('hr'));
    expectSameAsJsdom();
    first.remove();
    document.querySelector('.note')!.className = 'card';
    document.getElementById('main')!.id = 'Main';
    expectSameAsJsdom();
    document.body.replaceChildren();
  });

  it("answers a screen of MUI components in the app's theme as jsdom's own cascade does", () => {
    const view = render(
      <ThemeProvider theme={appTheme()}>
        <CssBaseline />
        <Tabs value={0} aria-label="tabs">
          <Tab label="One" />
          <Tab label="Two" disabled />
        </Tabs>
        <Button variant="contained">Save</Button>
        <Button variant="outlined" disabled>
          Cancel
        </Button>
        <FormControlLabel control={<Switch defaultChecked />} label="Coming" />
        <TextField label="Name" error helperText="Enter a name" />
        <TextField select label="Meal" value="fish">
          <MenuItem value="fish">Fish</MenuItem>
        </TextField>
        <Dialog open>
          <DialogTitle>Edit guest</DialogTitle>
          <DialogContent>
            <TextField label="Phone" multiline minRows={2} />
          </DialogContent>
        </Dialog>
      </ThemeProvider>,
    );
    expect(document.querySelectorAll('style').length).toBeGreaterThan(20);
    expectSameAsJsdom();
    view.unmount();
  });
});
