import * as z from 'zod';

/** Interface languages (SPEC §1, §9). */
export const LANGUAGES = ['en', 'es'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
export const DEFAULT_LANGUAGE: Language = 'en';
