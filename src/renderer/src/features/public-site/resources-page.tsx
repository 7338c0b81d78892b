import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { externalResources } from '@content/resources';

function ResourcesPage() {
  return (
    <div className="container">
      <PageHeader
        title="Security & Compliance Resources"
        lead="The standards and frameworks behind our templates, straight from the organisations that publish them."
      />
      <ul className="resource-grid">
        {externalResources.map((resource) => (
          <li key={resource.url} className="card resource-card">
            <p className="resource-org">{resource.organization}</p>
            <h2>
              <a href={resource.url} target="_blank" rel="noopener noreferrer">
                {resource.title}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </h2>
            <p>{resource.description}</p>
          </li>
        ))}
      </ul>
      <section className="card centered narrow">
        <h2>Need help choosing where to start?</h2>
        <p>
          Tell us about your company and your audit timeline and we will point you the right way.
        </p>
        <Link className="button button-primary" to="/contact">
          Contact Us
        </Link>
      </section>
    </div>
  );
}

export { ResourcesPage as Component };
