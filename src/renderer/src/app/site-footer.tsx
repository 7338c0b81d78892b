import { Link } from 'react-router-dom';
import { signedOutNavItems } from '../navigation/navigation-items';

const productLinks = [...signedOutNavItems, { label: 'Pricing', to: '/pricing' }];
const companyLinks = [
  { label: 'About Us', to: '/company' },
  { label: 'Resources', to: '/resources' },
  { label: 'API', to: '/docs/api' },
  { label: 'Contact', to: '/contact' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
];

function FooterColumn({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <div>
      <h2 className="footer-heading">{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <div className="footer-brand">
          <p className="brand-name">ComplyReady</p>
          <p>Security compliance readiness for growing software companies.</p>
        </div>
        <FooterColumn title="Product" links={productLinks} />
        <FooterColumn title="Company" links={companyLinks} />
      </div>
      <p className="container footer-legal">© {new Date().getFullYear()} ComplyReady</p>
    </footer>
  );
}
