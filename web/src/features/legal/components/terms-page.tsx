import { LegalDocument } from './legal-document';

/** `/terms` */
export default function TermsPage() {
  return <LegalDocument document="terms" />;
}
