import { privacyPolicy } from '@content/legal';
import { LegalDocumentView } from './legal-document-view';

function PrivacyPage() {
  return <LegalDocumentView document={privacyPolicy} />;
}

export { PrivacyPage as Component };
