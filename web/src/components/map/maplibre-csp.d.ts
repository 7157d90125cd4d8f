/**
 * maplibre's CSP build has the same API as the package's main entry but runs its worker from a
 * script URL instead of a `blob:` (which the site's Content-Security-Policy does not allow).
 */
declare module 'maplibre-gl/dist/maplibre-gl-csp' {
  export * from 'maplibre-gl';
}
