import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { plans, type PlanContent } from '@content/plans';
import { REFUND_PROMISE } from '@content/legal';
import { planFeatures } from '@content/plans/features';
import { markPlansForSale } from '../../islands/plans-for-sale';
import { buyAfterSignUpPath } from '../../lib/team/buy-plan';

/**
 * docs/decisions.md D6: Starter signs up; a paid plan signs up and continues to Stripe Checkout.
 * Where billing is off, markPlansForSale points the button at the contact form instead.
 */
const getStartedTo = (plan: PlanContent) =>
  plan.id === 'starter' ? '/signup' : buyAfterSignUpPath(plan.id);
const contactAbout = (plan: PlanContent) =>
  `/contact?subject=${encodeURIComponent(`${plan.name} plan`)}`;

const faqs = [
  {
    question: 'Is the Starter plan really free?',
    answer:
      'Yes. Starter is free forever, with no credit card and no time limit. It includes five essential policy templates, three awareness videos and basic tracking, which is enough to start your program.',
  },
  {
    question: 'Can I upgrade or downgrade later?',
    answer:
      'Yes, at any time. An upgrade takes effect immediately. After a downgrade you keep the features of your current plan until the end of the billing period you have paid for.',
  },
  {
    question: 'What is your refund policy?',
    answer: REFUND_PROMISE,
  },
];

function PricingPage() {
  const grid = useRef<HTMLDivElement>(null);
  // In the app (no prerendered script): the same check as the static page's.
  useEffect(() => {
    if (grid.current) void markPlansForSale(grid.current);
  }, []);
  return (
    <div className="container">
      <PageHeader
        title="Simple, Transparent Pricing"
        lead="Start free, upgrade when your audit gets closer. Paid plans are billed yearly."
      />
      <div className="plan-grid" ref={grid}>
        {plans.map((plan) => (
          <article
            key={plan.name}
            className={`card plan-card${plan.highlighted ? ' plan-card-highlighted' : ''}`}
            aria-labelledby={`plan-${plan.name}`}
            data-paid-plan={plan.id === 'starter' ? undefined : plan.id}
          >
            {plan.highlighted ? <p className="badge badge-accent">Most Popular</p> : null}
            <h2 id={`plan-${plan.name}`}>{plan.name}</h2>
            <p className="plan-price">
              <span className="plan-amount">{plan.price}</span>
              {plan.period ? <span className="plan-period"> {plan.period}</span> : null}
            </p>
            <ul className="check-list">
              {planFeatures(plan).map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            {plan.id === 'starter' ? (
              <Link
                className="button button-secondary"
                to={getStartedTo(plan)}
                aria-label={`Get Started with ${plan.name}`}
              >
                Get Started
              </Link>
            ) : (
              // A plain link: markPlansForSale may point it at the contact form, in the app too.
              <a
                className={`button ${plan.highlighted ? 'button-primary' : 'button-secondary'}`}
                href={getStartedTo(plan)}
                aria-label={`Get Started with ${plan.name}`}
                data-contact-href={contactAbout(plan)}
              >
                Get Started
              </a>
            )}
            {plan.id === 'starter' ? null : (
              <p className="plan-note" data-sold-by-us hidden>
                Online payment is not set up here: our team sets up paid plans. Get Started tells us
                which plan you want.
              </p>
            )}
          </article>
        ))}
      </div>
      <section className="faq narrow">
        <h2>Frequently Asked Questions</h2>
        {faqs.map((faq) => (
          <details key={faq.question}>
            <summary>{faq.question}</summary>
            <p>{faq.answer}</p>
          </details>
        ))}
      </section>
    </div>
  );
}

export { PricingPage as Component };
