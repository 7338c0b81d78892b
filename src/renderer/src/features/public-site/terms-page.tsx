import { termsOfService } from '@content/legal';
import { LegalDocumentView } from './legal-document-view';

function TermsPage() {
  return <LegalDocumentView document={termsOfService} />;
}

export { TermsPage as Component };
