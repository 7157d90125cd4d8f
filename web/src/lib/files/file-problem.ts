/**
 * The one check of a file before any upload request: its type among those allowed, its size within
 * the limit, and not empty. Each form words the answer its own way (a `validation.<key>`).
 */

/** Why a file is refused: another type, over the limit, or empty. */
export type FileProblem = 'invalidType' | 'tooLarge' | 'empty';

/** What a kind of upload accepts: its content types and its largest size in bytes. */
export interface FileRules {
  types: readonly string[];
  maxBytes: number;
}

/** Why this file cannot be uploaded under `rules`, or null when it can. */
export function fileProblem(
  file: { type: string; size: number },
  { types, maxBytes }: FileRules,
): FileProblem | null {
  if (!types.includes(file.type)) return 'invalidType';
  if (file.size > maxBytes) return 'tooLarge';
  if (file.size === 0) return 'empty';
  return null;
}
