import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';

const values = [
  {
    name: 'Simplicity',
    text: 'Compliance documents should be readable by the people who follow them. We write plain policies and keep every screen to what you need.',
  },
  {
    name: 'Pragmatic',
    text: 'A control that your team actually runs beats a perfect one that sits in a folder. We favour checklists and habits over theory.',
  },
  {
    name: 'Reasonable',
    text: 'Small companies need proportionate security. Our templates ask for what an auditor expects of a team your size, not of a bank.',
  },
];

function CompanyPage() {
  return (
    <div className="container narrow">
      <PageHeader
        title="About ComplyReady"
        lead="We help small and growing software companies earn their customers’ trust."
      />
      <section>
        <h2>Our Mission</h2>
        <p>
          Security questionnaires and audit requests arrive long before a company can afford a
          compliance department. Our mission is to make SOC 2 and ISO 27001 readiness achievable for
          a team of ten: clear policies, short training and simple evidence, so founders can get
          back to building their product.
        </p>
      </section>
      <section>
        <h2>Our Values</h2>
        <div className="value-grid">
          {values.map((value) => (
            <article key={value.name} className="card">
              <h3>{value.name}</h3>
              <p>{value.text}</p>
            </article>
          ))}
        </div>
      </section>
      <section className="card founder-message">
        <h2>A Message from Our Founder</h2>
        <p>
          I started ComplyReady after watching a five-person startup lose its largest prospect over
          a security questionnaire it could not answer. The company was careful; it simply had
          nothing written down. Most of what an auditor asks for is common sense, recorded and
          repeated. We built the tools we wished that team had: policies you can adopt in an
          afternoon, training people finish, and records that show the work was done.
        </p>
        <p className="signature">— The ComplyReady founding team</p>
      </section>
      <p className="centered">
        <Link className="button button-primary" to="/signup">
          Start Free Trial
        </Link>
      </p>
    </div>
  );
}

export { CompanyPage as Component };
