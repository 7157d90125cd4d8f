/**
 * One address, however it is written (docs/requirements.md#r1-5-plus-address): duplicates and
 * per-address limits count `A+anything@B.c` as `a@b.c`, so plus-addressing cannot make one mailbox
 * look like many. The address as typed is still where mail goes.
 */

/** The address lower-cased and trimmed, without a `+tag` in its local part. */
export function canonicalEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  // A local part that starts with "+" has nothing before the tag: keep it whole.
  const base = plus > 0 ? local.slice(0, plus) : local;
  return `${base}${address.slice(at)}`;
}
