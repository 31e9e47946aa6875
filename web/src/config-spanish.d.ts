// `@config/spanish` is the couple's config loaded as a second module (see vite.config.ts), so that its
// Spanish content lands in the Spanish chunk alone.
declare module '@config/spanish' {
  export { spanish } from '@config';
}
