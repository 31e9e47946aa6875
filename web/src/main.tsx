import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { applyStoredLanguage } from './lib/i18n/language';

// A Spanish reader's strings load before the first render, so they never see the English page first.
await applyStoredLanguage();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
