import { PageHeader } from '../../components/page-header';
import { Island } from '../../islands/island';
import { ContactForm } from './contact-form';

function ContactPage() {
  return (
    <div className="container">
      <PageHeader
        title="Contact Us"
        lead="Questions about plans, templates or your audit? Send us a message."
      />
      <div className="contact-layout">
        <Island name="contact-form" component={ContactForm} props={{}} />
        <aside className="card contact-details" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">Get in Touch</h2>
          <dl>
            <dt>Email</dt>
            <dd>
              <a href="mailto:hello@complyready.com">hello@complyready.com</a>
            </dd>
            <dt>Hours</dt>
            <dd>Monday to Friday, 9:00 AM to 5:00 PM EST</dd>
            <dt>Location</dt>
            <dd>Remote-first, United States</dd>
          </dl>
        </aside>
      </div>
    </div>
  );
}

export { ContactPage as Component };
