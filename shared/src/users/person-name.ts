/** How a person's name is written everywhere (tables, e-mails, CSV, webhooks, history). */

/** "First Last", trimmed: empty when the person has neither name yet. */
export function personName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
