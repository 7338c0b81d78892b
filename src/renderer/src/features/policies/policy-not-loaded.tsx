import { BackLink } from '../../components/back-link';
import { FormMessage } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';

/**
 * A policy page whose policy is not there to show: loading, failed to load, or not found (the
 * link leads back to the list at `back`).
 */
export function PolicyNotLoaded({
  state,
  className,
  back,
}: {
  state: 'loading' | 'error' | 'ready';
  className: string;
  back: string;
}) {
  if (state === 'loading') {
    return (
      <div className={className}>
        <PageHeader title="Policy" />
        <p role="status">Loading policy...</p>
      </div>
    );
  }
  return (
    <div className={className}>
      <PageHeader title="Policy not found" />
      <BackLink to={back}>All policies</BackLink>
      <FormMessage kind="error">
        {state === 'error' ? 'Failed to load the policy' : 'Policy not found'}
      </FormMessage>
    </div>
  );
}
