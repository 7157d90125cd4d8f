/**
 * Which lesson of the standard course explains each figure of the numbers card: the finance type's
 * own lesson for what the buyer pays, "Reading the numbers" for what a rental earns. The card links
 * a lesson only when the loaded course has it.
 */
import type { DealFigureName } from '#shared/deal-numbers/deal-numbers';
import type { NumbersDeal } from '#shared/deal-numbers/numbers-deal';

/** The standard course's lesson of the deal's finance type. */
function financeLesson(deal: NumbersDeal): string {
  if (deal.dealCategory !== 'creative') return 'cash-deals-and-closing';
  switch (deal.purchaseType) {
    case 'SubTo':
      return 'subject-to';
    case 'SellerFinance':
      return 'seller-finance';
    case 'Hybrid':
      return 'hybrid-deals';
    case 'LeaseOption':
      return 'lease-options';
    default:
      return 'reading-the-numbers';
  }
}

/** The lesson that explains `figure` on this deal. */
export function figureLesson(figure: DealFigureName, deal: NumbersDeal): string {
  switch (figure) {
    case 'cashToClose':
    case 'monthlyPayment':
      return financeLesson(deal);
    case 'balloon':
      return deal.purchaseType === 'Hybrid' ? 'hybrid-deals' : 'seller-finance';
    case 'optionPurchase':
      return 'lease-options';
    case 'maxAllowableOffer':
      return 'cash-deals-and-closing';
    default:
      return 'reading-the-numbers';
  }
}
