/** The running release, as a bug report names it: set at build time, `dev` where no build set it (tests). */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
