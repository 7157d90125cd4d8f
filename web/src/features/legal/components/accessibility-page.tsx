import { LegalDocument } from './legal-document';

/** `/accessibility` */
export default function AccessibilityPage() {
  return <LegalDocument document="accessibility" />;
}
