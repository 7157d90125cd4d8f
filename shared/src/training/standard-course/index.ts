/**
 * The standard course (docs/training.md): nine lessons for buyers on this marketplace, in their
 * order. An admin loads it into an empty course from /admin/training; the demo seed loads it too.
 * Edit a lesson in its own file under `lessons/`; `standard-course.test.ts` holds every lesson to
 * the course's rules (length, quiz size, both languages, safe Markdown).
 */
import type { StandardLesson } from '../lesson-content';
import { howTheMarketplaceWorks } from './lessons/01-how-the-marketplace-works';
import { cashDealsAndClosing } from './lessons/02-cash-deals-and-closing';
import { subjectTo } from './lessons/03-subject-to';
import { sellerFinance } from './lessons/04-seller-finance';
import { hybridDeals } from './lessons/05-hybrid-deals';
import { leaseOptions } from './lessons/06-lease-options';
import { dueDiligence } from './lessons/07-due-diligence';
import { readingTheNumbers } from './lessons/08-reading-the-numbers';
import { makingAStrongOffer } from './lessons/09-making-a-strong-offer';

export const STANDARD_COURSE: readonly StandardLesson[] = [
  howTheMarketplaceWorks,
  cashDealsAndClosing,
  subjectTo,
  sellerFinance,
  hybridDeals,
  leaseOptions,
  dueDiligence,
  readingTheNumbers,
  makingAStrongOffer,
];
