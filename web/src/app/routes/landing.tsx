/**
 * Landing page (spec part 1, 1 and 2.3): hero with a Portal button, How It Works in three steps,
 * Streamlined Tender Management cards, the closing Enter Portal call to action, header and footer.
 * Portal and Enter Portal go to /login signed out, else to the role's home.
 */
import { Link } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { usePortalHref } from '@/components/layouts/public-header';
import { buttonClass } from '@/components/ui/button';
import { BriefcaseIcon, BuildingIcon, CheckIcon, CompassIcon, FileTextIcon, SendIcon, ShieldIcon } from '@/components/ui/icons';

const steps = [
  { title: 'Post a Tender', text: 'Organizations publish survey and mapping tenders with requirements, location, budget and timeline.', icon: FileTextIcon },
  { title: 'Receive Bids', text: 'Qualified geodesists submit a proposal and a price in euros. Compare every bid in one place.', icon: SendIcon },
  { title: 'Manage Projects', text: 'Accept a bid, exchange files, review the deliverables and complete the project.', icon: BriefcaseIcon },
];

const audiences = [
  {
    title: 'For Organizations',
    icon: BuildingIcon,
    points: ['Publish tenders in minutes', 'Receive and evaluate bids in one place', 'Track progress until delivery'],
  },
  {
    title: 'For Geodesists',
    icon: CompassIcon,
    points: ['Discover new survey opportunities', 'Bid with your own price and proposal', 'Deliver your work securely'],
  },
  {
    title: 'Platform Benefits',
    icon: ShieldIcon,
    points: ['Secure file sharing and storage', 'Transparent workflow management', 'Role-based access controls'],
  },
];

export function LandingRoute() {
  const portalHref = usePortalHref();
  return (
    <PublicLayout>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner">
          <p className="eyebrow">Tenders for geodetic projects</p>
          <h1 id="hero-title">Survey work, tendered and delivered in one place</h1>
          <p className="hero-lead">
            GeoTender connects organizations that need land surveys, mapping and geodetic work with qualified geodesists. Post a tender, receive bids, and manage the project to completion.
          </p>
          <div className="hero-actions">
            <Link to={portalHref} className={buttonClass('accent', 'lg')}>
              Portal
            </Link>
            <a href="#how-it-works" className={buttonClass('outline-light', 'lg')}>
              How it works
            </a>
          </div>
        </div>
      </section>

      <section id="how-it-works" className="section" aria-labelledby="how-title">
        <div className="container">
          <h2 id="how-title" className="section-title">
            How It Works
          </h2>
          <p className="section-lead">From the first tender to the accepted deliverables, in three steps.</p>
          <ol className="steps">
            {steps.map((step, i) => (
              <li key={step.title} className="step">
                <span className="step-number" aria-hidden="true">
                  {i + 1}
                </span>
                <step.icon size={28} />
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="features-title">
        <div className="container">
          <h2 id="features-title" className="section-title">
            Streamlined Tender Management
          </h2>
          <p className="section-lead">Everything organizations and geodesists need, with nothing in the way.</p>
          <div className="feature-grid">
            {audiences.map((a) => (
              <article key={a.title} className="feature-card">
                <div className="feature-icon">
                  <a.icon size={24} />
                </div>
                <h3>{a.title}</h3>
                <ul className="check-list">
                  {a.points.map((p) => (
                    <li key={p}>
                      <CheckIcon size={16} /> {p}
                    </li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="cta" aria-labelledby="cta-title">
        <div className="container cta-inner">
          <h2 id="cta-title">Ready to start your next survey project?</h2>
          <p>Post a tender or find your next assignment. Fast. Easy. Precise.</p>
          <Link to={portalHref} className={buttonClass('accent', 'lg')}>
            Enter Portal
          </Link>
        </div>
      </section>
    </PublicLayout>
  );
}
