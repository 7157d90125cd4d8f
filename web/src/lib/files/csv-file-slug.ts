/** A file name from the listing's address: letters, digits and dashes only. */
export function csvFileSlug(address: string): string {
  return (
    address
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'listing'
  );
}
