import { z } from 'zod';

// Every contract schema takes zod from here. Zod speeds up object parsing by compiling code with
// `new Function`, and its first parse probes whether that is allowed; the site's Content-Security-Policy
// forbids eval, so the probe alone makes the browser report a violation. Parsing without compiling is
// fast enough for the sizes this site sees, and keeps the policy strict.
z.config({ jitless: true });

export { z };
