import * as z from 'zod';

/** Interface languages (docs/requirements.md#r1-6, docs/requirements.md#r9-5). */
export const LANGUAGES = ['en', 'es'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
export const DEFAULT_LANGUAGE: Language = 'en';
