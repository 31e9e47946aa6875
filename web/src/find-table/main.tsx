// The find-table page's own entry: React and the page alone (no MUI, no Firebase), so a guest at the
// door on a phone's signal sees the form at once.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FindTablePage, startingLanguage } from './FindTablePage';

const doorKey = new URLSearchParams(location.search).get('d') ?? '';
document.documentElement.lang = startingLanguage();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <FindTablePage doorKey={doorKey} />
  </StrictMode>,
);
