/**
 * A figure of the numbers card with how it was worked out (docs/deal-numbers.md): its value, the
 * inputs it read, each marked as the seller's (from the listing) or the buyer's (their own input),
 * and the inputs it still needs when it cannot be worked out. The card shows the inputs beside the
 * formula; a figure that misses an input says which one instead of showing NaN.
 */

/**
 * Whose number an input is: the listing's (the seller's terms), the buyer's own, or another figure of
 * the card (worked out from both).
 */
export type InputSource = 'listing' | 'buyer' | 'figure';

/** One input a figure read: its field name (a listing field or a buyer input) and its value. */
export interface FigureInput {
  name: string;
  value: number;
  source: InputSource;
}

/** An input a figure needs and does not have. */
export interface MissingInput {
  name: string;
  source: InputSource;
}

/** Why a figure with all its inputs still has no value. */
export type FigureNote = 'noCashInvested';

/**
 * A worked-out figure, or the inputs it lacks (value null, missing not empty), or a note saying why
 * it has no value (value null, note set).
 */
export interface Figure {
  value: number | null;
  inputs: FigureInput[];
  missing: MissingInput[];
  note?: FigureNote;
}

/** A sum the buyer pays on a date (a balloon, a lease option's purchase): null when the date is not known. */
export interface DueFigure extends Figure {
  dueDate: string | null;
}

export const fromBuyer = (name: string, value: number): FigureInput => ({ name, value, source: 'buyer' });

/** An optional listing term, read only when the listing gives it (an HOA fee, earnest money). */
export const optionalListing = (name: string, value: number | undefined) =>
  value === undefined ? [] : [{ name, value, source: 'listing' as const }];

/** An input of figureOf: a value that may be missing, and what a missing figure itself needs. */
export interface PendingInput {
  name: string;
  value: number | undefined | null;
  source: InputSource;
  /** For another figure's value: the inputs that figure misses (the ones to ask for). */
  needs?: MissingInput[];
}

/** A listing term as an input of figureOf: missing when the listing leaves it out. */
export const fromListing = (name: string, value: number | undefined | null): PendingInput => ({
  name,
  value,
  source: 'listing',
});

/** Another figure as an input: when that figure is missing, so are the inputs it misses. */
export const fromFigure = (name: string, figure: Figure): PendingInput => ({
  name,
  value: figure.value,
  source: 'figure',
  needs: figure.missing,
});

/**
 * Builds a figure from named inputs: when any is undefined the figure is missing those, else
 * `compute` works it out from the values (in the order given).
 */
export function figureOf(
  inputs: readonly PendingInput[],
  compute: (values: number[]) => number | null,
): Figure {
  const missing = inputs
    .filter((input) => input.value === undefined || input.value === null)
    .flatMap(({ name, source, needs }) =>
      needs !== undefined && needs.length > 0 ? needs : [{ name, source }],
    )
    .filter((input, index, all) => all.findIndex((other) => other.name === input.name) === index);
  const known = inputs
    .filter((input): input is FigureInput => typeof input.value === 'number')
    .map(({ name, value, source }) => ({ name, value, source }));
  if (missing.length > 0) return { value: null, inputs: known, missing };
  const value = compute(known.map((input) => input.value));
  // A figure is a finite number or none: never NaN or Infinity on the card.
  return { value: value !== null && Number.isFinite(value) ? value : null, inputs: known, missing: [] };
}
