// Cuts Twilio's published OpenAPI description of Verify v2 down to the calls the site makes, for the
// stand-in's test (emulators/stand-ins/verify-stand-in.emu.test.ts). Run it again when Twilio's
// description moves on:
//   node emulators/stand-ins/twilio-oai/extract.mjs <twilio-oai checkout>/spec/json/twilio_verify_v2.json <commit> <its date>
// It keeps each kept operation, every schema those reach through $ref, the servers and the security
// scheme, as Twilio wrote them; it drops the response examples and headers, which no check reads.
import { readFileSync, writeFileSync } from 'node:fs';
import { format } from 'prettier';

/** The calls the site and its tools make to Verify (path, method). */
export const SITE_OPERATIONS = [
  ['/v2/Services', 'post'], // npm run setup creates the service
  ['/v2/Services/{Sid}', 'get'], // the health page reads it
  ['/v2/Services/{ServiceSid}/Verifications', 'post'], // a code is sent
  ['/v2/Services/{ServiceSid}/Verifications/{Sid}', 'post'], // a pending code is canceled
  ['/v2/Services/{ServiceSid}/VerificationCheck', 'post'], // a code is checked
];

const [source, commit, date] = process.argv.slice(2);
if (!source || !/^[0-9a-f]{40}$/.test(commit ?? '') || !/^\d{4}-\d{2}-\d{2}$/.test(date ?? '')) {
  console.error(
    'Usage: node emulators/stand-ins/twilio-oai/extract.mjs <twilio_verify_v2.json> <40-digit commit> <YYYY-MM-DD>',
  );
  process.exit(1);
}
const spec = JSON.parse(readFileSync(source, 'utf8'));

const dropped = new Set(['examples', 'headers']);
const strip = (value) =>
  Array.isArray(value)
    ? value.map(strip)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([key]) => !dropped.has(key))
            .map(([k, v]) => [k, strip(v)]),
        )
      : value;

const paths = {};
for (const [path, method] of SITE_OPERATIONS) {
  const item = spec.paths[path];
  if (!item?.[method]) throw new Error(`${method.toUpperCase()} ${path} is not in ${source}`);
  paths[path] = { ...paths[path], servers: item.servers, [method]: strip(item[method]) };
}

// Every schema the kept operations name, and the ones those name, and so on.
const schemas = {};
const reach = (value) => {
  if (Array.isArray(value)) return value.forEach(reach);
  if (!value || typeof value !== 'object') return;
  const ref = typeof value.$ref === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(value.$ref)?.[1] : undefined;
  if (ref && !schemas[ref]) {
    schemas[ref] = strip(spec.components.schemas[ref]);
    reach(schemas[ref]);
  }
  Object.values(value).forEach(reach);
};
reach(paths);

const site = {
  openapi: spec.openapi,
  info: {
    ...spec.info,
    'x-site-extract': {
      source: 'https://github.com/twilio/twilio-oai/blob/main/spec/json/twilio_verify_v2.json',
      commit,
      committed: date,
      read: new Date().toISOString().slice(0, 10),
      kept: SITE_OPERATIONS.map(([path, method]) => `${method.toUpperCase()} ${path}`),
    },
  },
  servers: spec.servers,
  security: spec.security,
  paths,
  components: { securitySchemes: spec.components.securitySchemes, schemas },
};
const out = new URL('twilio_verify_v2.site.json', import.meta.url);
// Written as the repository's formatter writes JSON, so `npm run lint` passes on it as it is.
writeFileSync(out, await format(JSON.stringify(site), { parser: 'json' }));
console.log(`Wrote ${out.pathname}: ${SITE_OPERATIONS.length} operations, ${Object.keys(schemas).length} schemas.`);
