/// <reference types="vite/client" />

/** Build identifier injected by vite.config.mts (`define`). */
declare const __BUILD_ID__: string;

/** Package version and build identifier, injected by vite.config.mts (`define`). */
declare const __APP_VERSION__: string;
