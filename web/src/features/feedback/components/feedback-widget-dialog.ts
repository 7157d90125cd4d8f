/**
 * What the feedback widget shows once it is opened: the dialog and its steps. Their own chunk, loaded
 * on the first opening, so that the button on every signed-in page does not carry the form, its
 * schemas and the dialog (docs/decisions/mobile-load-chain.md).
 */
export { Dialog } from '../../../components/dialog';
export { FeedbackForm } from './feedback-form';
export { FeedbackTypeStep } from './feedback-type-step';
