/**
 * Runs one bench as its own program (`npx tsx scripts/bench/<name>.ts`): exit code 1 when a budget
 * is missed or the bench fails. `exitAtEnd` ends the process at once, for a bench whose stand-ins
 * keep handles open after it answers.
 */
export function runAlone(bench: () => Promise<boolean>, { exitAtEnd = false } = {}): void {
  bench().then(
    (within) => {
      if (exitAtEnd) process.exit(within ? 0 : 1);
      if (!within) process.exitCode = 1;
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
