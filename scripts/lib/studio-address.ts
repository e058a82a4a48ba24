import { parseArgs } from 'node:util';

/** Astro's dev server port when none is given. */
const ASTRO_DEV_PORT = '4321';

/** The studio's address for the arguments given to astro dev (`--port 4400` or `--port=4400`). */
export function studioAddress(astroDevArguments: readonly string[]): string {
  const { values } = parseArgs({ args: [...astroDevArguments], options: { port: { type: 'string' } }, strict: false, allowPositionals: true });
  const port = typeof values.port === 'string' ? values.port : ASTRO_DEV_PORT;
  return `http://localhost:${port}/admin/`;
}
