import { LegalDocument } from './legal-document';

/** `/privacy` */
export default function PrivacyPage() {
  return <LegalDocument document="privacy" />;
}
