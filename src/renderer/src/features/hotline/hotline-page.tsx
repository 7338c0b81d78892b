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
      {/* Who reads it (docs/product.md#confidential-reporting-hotline): an employee of a customer
          must not take this for their employer's hotline. */}
      <p>
        Reports sent here reach ComplyReady&rsquo;s own leadership: use it for concerns about
        ComplyReady, its service or its people. To report a concern at your own workplace, use the
        hotline link your employer gave you.
      </p>
      <Island name="hotline-form" component={HotlineForm} props={{}} />
    </div>
  );
}

export { HotlinePage as Component };
