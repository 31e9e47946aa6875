import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { wedding } from '../wedding.config';

export default defineConfig({
  plugins: [
    react(),
    {
      name: 'couple-title',
      transformIndexHtml: (html) => html.replace('%COUPLE_TITLE%', wedding.couple.title.replace('&', '&amp;')),
    },
  ],
  server: {
    host: '127.0.0.1',
    port: 5173,
    // The couple's config sits one folder up, beside the functions.
    fs: { allow: ['..'] },
    proxy: { '/bcw': 'http://127.0.0.1:5000' },
  },
  build: { outDir: 'dist', sourcemap: true, target: 'es2022' },
});
