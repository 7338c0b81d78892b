import { Link } from 'react-router-dom';
import { countOf } from '@shared/plural';
import { catalogStats } from '@content/catalog-stats';

const features = [
  {
    title: 'Policy Templates',
    to: '/templates',
    action: 'Browse templates',
    text: `${countOf(catalogStats.templates, 'policies', 'ready-made security')} mapped to ${countOf(catalogStats.frameworks, 'frameworks')}, including SOC 2 and ISO 27001. Preview them and download them as Word documents.`,
  },
  {
    title: 'Awareness Training',
    to: '/training',
    action: 'See the courses',
    text: `${countOf(catalogStats.courses, 'courses', 'short security awareness')} your team can finish between meetings, with completion tracked for your auditor.`,
  },
  {
    title: 'Security Checklists',
    to: '/checklists',
    action: 'Open the checklists',
    text: `${countOf(catalogStats.checklists, 'checklists', 'practical')} for access reviews, onboarding, vendors and incidents, so recurring controls actually happen.`,
  },
  {
    title: 'Compliance Hotline',
    to: '/hotline',
    action: 'Make a report',
    text: 'A confidential whistleblower hotline, open around the clock, where anyone can raise a concern anonymously.',
  },
];

function HomePage() {
  return (
    <>
      <title>ComplyReady · Security compliance readiness for growing SaaS companies</title>
      <section className="hero">
        <div className="container">
          <h1>Get audit-ready for SOC 2 and ISO 27001 without a compliance team</h1>
          <p className="lead">
            ComplyReady gives small and growing software companies the policies, training,
            checklists and reporting channel an auditor expects — ready to adopt this week.
          </p>
          <div className="hero-actions">
            <Link className="button button-primary" to="/signup">
              Get Your Team Link
            </Link>
            <Link className="button button-secondary" to="/pricing">
              See pricing
            </Link>
          </div>
        </div>
      </section>
      <section className="container" aria-label="What ComplyReady includes">
        <div className="feature-grid">
          {features.map((feature) => (
            <article key={feature.to} className="card feature-card">
              <h2>{feature.title}</h2>
              <p>{feature.text}</p>
              <Link to={feature.to} className="text-link">
                {feature.action} <span aria-hidden="true">→</span>
              </Link>
            </article>
          ))}
        </div>
      </section>
      <section className="container how-it-works" aria-labelledby="how-it-works-title">
        <h2 id="how-it-works-title">How it works</h2>
        <ol className="steps">
          <li>
            <strong>Create your team.</strong> Sign up as the company administrator and get an
            invite link for your colleagues.
          </li>
          <li>
            <strong>Adopt the policies.</strong> Fill in your company details, download the Word
            files and approve them.
          </li>
          <li>
            <strong>Train and track.</strong> Team members watch short videos; your dashboard and
            CSV export show who has finished.
          </li>
        </ol>
      </section>
    </>
  );
}

export { HomePage as Component };
