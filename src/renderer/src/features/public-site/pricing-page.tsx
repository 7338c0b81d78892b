import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { plans, type PlanContent } from '../../../../content/plans';
import { REFUND_PROMISE } from '../../content/legal';
import { planFeatures } from '../../content/plan-features';

/** docs/decisions.md D6: Starter signs up; paid plans open the contact form with the plan prefilled. */
const getStartedTo = (plan: PlanContent) =>
  plan.id === 'starter' ? '/signup' : `/contact?subject=${encodeURIComponent(`${plan.name} plan`)}`;

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
  return (
    <div className="container">
      <PageHeader
        title="Simple, Transparent Pricing"
        lead="Start free, upgrade when your audit gets closer. Paid plans are billed yearly."
      />
      <div className="plan-grid">
        {plans.map((plan) => (
          <article
            key={plan.name}
            className={`card plan-card${plan.highlighted ? ' plan-card-highlighted' : ''}`}
            aria-labelledby={`plan-${plan.name}`}
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
            <Link
              className={`button ${plan.highlighted ? 'button-primary' : 'button-secondary'}`}
              to={getStartedTo(plan)}
              aria-label={`Get Started with ${plan.name}`}
            >
              Get Started
            </Link>
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
