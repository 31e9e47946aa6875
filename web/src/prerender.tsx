// Rendered at build time (scripts/prerender.mjs), not in the browser: the Welcome screen's HTML, with
// Emotion's styles inline, so it paints before any JavaScript runs. main.tsx then hydrates it.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import { RouteTable } from './app/router';

export async function renderWelcome(): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App
        routes={
          <StaticRouter location="/">
            <RouteTable />
          </StaticRouter>
        }
      />
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
