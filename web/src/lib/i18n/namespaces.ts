/** Translation namespaces, one JSON file each under `public/locales/<language>/`. */
export const NAMESPACES = [
  'common',
  'home',
  'auth',
  'dashboard',
  'legal',
  'signup',
  'waitlist',
  'invitations',
  'owners',
  'profile',
  'admin',
  'deals',
  'deal-editor',
  'deal-analytics',
  'offers',
  'deal-offers',
  'notifications',
  'alerts',
  'feedback',
  'training',
  'credentials',
  'admin-training',
  'demand',
] as const;
export type TranslationNamespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE: TranslationNamespace = 'common';
