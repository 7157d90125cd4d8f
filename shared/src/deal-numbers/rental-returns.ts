/**
 * What a rental earns (docs/deal-numbers.md "Cash flow", "Cash-on-cash return", "Break-even rent"),
 * from the buyer's rent, vacancy, management and reserves and the card's monthly payment and cash to
 * close. Rent collected is rent × (1 − vacancy); management takes its share of what is collected.
 */
import { type Figure, figureOf, fromBuyer, fromFigure } from './figure';
import type { NumbersInputs } from './numbers-inputs';

/** The share of the rent the buyer keeps after vacancy and management: (1 − v)(1 − m). */
const keptShare = (vacancyPercent: number, managementPercent: number) =>
  (1 - vacancyPercent / 100) * (1 - managementPercent / 100);

/**
 * Monthly cash flow: rent × (1 − vacancy) × (1 − management) − monthly payment − reserves. May be
 * negative: a home that costs more than it rents for.
 */
export function monthlyCashFlow(inputs: NumbersInputs, payment: Figure): Figure {
  return figureOf(
    [
      { name: 'monthlyRent', value: inputs.monthlyRent, source: 'buyer' },
      fromBuyer('vacancyPercent', inputs.vacancyPercent),
      fromBuyer('managementPercent', inputs.managementPercent),
      fromFigure('monthlyPayment', payment),
      fromBuyer('monthlyReserves', inputs.monthlyReserves),
    ],
    ([rent = 0, vacancy = 0, management = 0, costs = 0, reserves = 0]) =>
      rent * keptShare(vacancy, management) - costs - reserves,
  );
}

/**
 * Cash-on-cash return, a yearly percentage: 12 × cash flow ÷ (cash to close + repairs). No value,
 * with the note `noCashInvested`, when the buyer puts no cash in (the ratio has no bound).
 */
export function cashOnCashReturn(
  inputs: Pick<NumbersInputs, 'repairs'>,
  cashFlow: Figure,
  cashToClose: Figure,
): Figure {
  const figure = figureOf(
    [
      fromFigure('monthlyCashFlow', cashFlow),
      fromFigure('cashToClose', cashToClose),
      fromBuyer('repairs', inputs.repairs),
    ],
    ([flow = 0, closing = 0, repairs = 0]) => {
      const invested = closing + repairs;
      return invested > 0 ? ((12 * flow) / invested) * 100 : null;
    },
  );
  return figure.missing.length === 0 && figure.value === null
    ? { ...figure, note: 'noCashInvested' }
    : figure;
}

/**
 * Break-even rent: the rent at which cash flow is 0, (monthly payment + reserves) ÷ ((1 − vacancy) ×
 * (1 − management)). Needs no rent from the buyer; the input caps keep the divisor above 0.
 */
export function breakEvenRent(inputs: NumbersInputs, payment: Figure): Figure {
  return figureOf(
    [
      fromFigure('monthlyPayment', payment),
      fromBuyer('monthlyReserves', inputs.monthlyReserves),
      fromBuyer('vacancyPercent', inputs.vacancyPercent),
      fromBuyer('managementPercent', inputs.managementPercent),
    ],
    ([costs = 0, reserves = 0, vacancy = 0, management = 0]) =>
      (costs + reserves) / keptShare(vacancy, management),
  );
}
