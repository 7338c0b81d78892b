import { PageHeader } from '../../components/page-header';
import { Island } from '../../islands/island';
import { HotlineFollowUp } from './follow-up';

function FollowUpPage() {
  return (
    <div className="container narrow">
      <PageHeader
        title="Follow Up on a Report"
        lead="Enter the receipt code you were given when you sent your report to your company's hotline. You will see its status and the handlers' messages, and you can answer them."
      />
      <Island name="hotline-follow-up" component={HotlineFollowUp} props={{}} />
      <p className="hint">
        The code is all we need: no account, no email. It stays in this page and is never stored in
        your browser.
      </p>
    </div>
  );
}

export { FollowUpPage as Component };
