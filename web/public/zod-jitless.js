/*
 * zod builds fast object parsers with `new Function` once a probe says it may. The site's CSP forbids
 * eval, and Chromium reports even the probe zod catches as a CSP violation in the console. zod reads
 * this global when its first schema is made, which happens while the app's chunks load, so it is set
 * here, by a deferred classic script that runs before the app's module script (index.html).
 */
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
