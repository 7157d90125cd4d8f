/**
 * How many texts one buyer receives at most (docs/text-alerts.md "Caps"): the consent wording
 * promises the daily figure, and the sender counts both (sliding windows). A text over a cap is not
 * sent; the e-mail alert still is.
 */
export const TEXT_LIMITS = {
  perHour: 5,
  perDay: 15,
  /** Confirmation codes one account may ask for in an hour. */
  codesPerHour: 5,
  /** Texts a message body may run to: one GSM-7 segment is 160 characters, two concatenated 306. */
  maxLength: 306,
} as const;
