/** Construct ids from the names the route table, the queues and the jobs use. */

/**
 * PascalCase of a camelCase, kebab-case or spaced name: `getMe` → `GetMe`, `daily-digest` →
 * `DailyDigest`, `notifications` → `Notifications`. Throws on a name with no letter or digit.
 */
export function pascalCase(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter((word) => word.length > 0);
  if (words.length === 0) throw new Error(`"${name}" has no letters or digits to make a construct id of`);
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}
