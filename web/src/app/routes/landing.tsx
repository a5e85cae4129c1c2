/**
 * Landing page (spec part 1, 1 and 2.3): hero with a Portal button, How It Works in three steps,
 * Streamlined Tender Management cards, the closing Enter Portal call to action, header and footer.
 * Portal and Enter Portal go to /login signed out, else to the role's home.
 */
import { Link } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { usePortalHref } from '@/components/layouts/public-header';
import { buttonClass } from '@/components/ui/button';
import { useT } from '@/i18n/i18n';
import { BriefcaseIcon, BuildingIcon, CheckIcon, CompassIcon, FileTextIcon, SendIcon, ShieldIcon } from '@/components/ui/icons';

const steps = [
  { title: 'landing.step1.title', text: 'landing.step1.text', icon: FileTextIcon },
  { title: 'landing.step2.title', text: 'landing.step2.text', icon: SendIcon },
  { title: 'landing.step3.title', text: 'landing.step3.text', icon: BriefcaseIcon },
] as const;

const audiences = [
  { title: 'landing.organizations.title', icon: BuildingIcon, points: ['landing.organizations.point1', 'landing.organizations.point2', 'landing.organizations.point3'] },
  { title: 'landing.geodesists.title', icon: CompassIcon, points: ['landing.geodesists.point1', 'landing.geodesists.point2', 'landing.geodesists.point3'] },
  { title: 'landing.benefits.title', icon: ShieldIcon, points: ['landing.benefits.point1', 'landing.benefits.point2', 'landing.benefits.point3'] },
] as const;

export function LandingRoute() {
  const t = useT();
  const portalHref = usePortalHref();
  return (
    <PublicLayout>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner">
          <p className="eyebrow">{t('landing.eyebrow')}</p>
          <h1 id="hero-title">{t('landing.title')}</h1>
          <p className="hero-lead">{t('landing.lead')}</p>
          <div className="hero-actions">
            <Link to={portalHref} className={buttonClass('accent', 'lg')}>
              {t('landing.portal')}
            </Link>
            <a href="#how-it-works" className={buttonClass('outline-light', 'lg')}>
              {t('landing.howItWorksLink')}
            </a>
          </div>
        </div>
      </section>

      <section id="how-it-works" className="section" aria-labelledby="how-title">
        <div className="container">
          <h2 id="how-title" className="section-title">
            {t('landing.howTitle')}
          </h2>
          <p className="section-lead">{t('landing.howLead')}</p>
          <ol className="steps">
            {steps.map((step, i) => (
              <li key={step.title} className="step">
                <span className="step-number" aria-hidden="true">
                  {i + 1}
                </span>
                <step.icon size={28} />
                <h3>{t(step.title)}</h3>
                <p>{t(step.text)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="features-title">
        <div className="container">
          <h2 id="features-title" className="section-title">
            {t('landing.featuresTitle')}
          </h2>
          <p className="section-lead">{t('landing.featuresLead')}</p>
          <div className="feature-grid">
            {audiences.map((a) => (
              <article key={a.title} className="feature-card">
                <div className="feature-icon">
                  <a.icon size={24} />
                </div>
                <h3>{t(a.title)}</h3>
                <ul className="check-list">
                  {a.points.map((p) => (
                    <li key={p}>
                      <CheckIcon size={16} /> {t(p)}
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
          <h2 id="cta-title">{t('landing.ctaTitle')}</h2>
          <p>{t('landing.ctaText')}</p>
          <Link to={portalHref} className={buttonClass('accent', 'lg')}>
            {t('landing.ctaButton')}
          </Link>
        </div>
      </section>
    </PublicLayout>
  );
}
