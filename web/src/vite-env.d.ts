/// <reference types="vite/client" />

/** Build identifier injected by vite.config.mts (`define`). */
declare const __BUILD_ID__: string;
