import { PageHeader } from '../../components/page-header';
import { Island } from '../../islands/island';
import { HotlineForm } from './hotline-form';

function HotlinePage() {
  return (
    <div className="container narrow">
      <PageHeader
        title="Confidential Reporting Hotline"
        lead="Report a security, ethics or compliance concern. The hotline is open 24/7, and you can stay anonymous."
      />
      <Island name="hotline-form" component={HotlineForm} props={{}} />
    </div>
  );
}

export { HotlinePage as Component };
