/** The `--web=<mode>` option shared by start and with-stack. */
import type { WebMode } from './web/web-server';

const MODES = ['dev', 'dist', 'none'] as const;

export function parseWebOption(args: readonly string[], fallback: WebMode | 'none' = 'dev') {
  let web: WebMode | 'none' = fallback;
  const rest: string[] = [];
  let optionsDone = false;
  for (const arg of args) {
    const match = /^--web=(.*)$/.exec(arg);
    if (!optionsDone && match) {
      if (!(MODES as readonly string[]).includes(match[1]!)) {
        throw new Error(`--web must be one of ${MODES.join(', ')}, not "${match[1]}"`);
      }
      web = match[1] as WebMode | 'none';
    } else {
      optionsDone = true;
      rest.push(arg);
    }
  }
  return { web, rest };
}
