/** Case conversions for identifiers that name files, e.g. a route id and its handler module. */

/** `submitOffer` → `submit-offer`, `getOpenApiDocument` → `get-open-api-document`. */
export function kebabCase(camelCase: string): string {
  return camelCase.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}
