/**
 * Admin settings (part 1, 2 menu "Settings" /admin/settings): how this installation is set up, read-only
 * from where each value is decided: the platform fee from the money rules (`PLATFORM_FEE_RATE`, part 2, 1
 * and 9: 8 percent on top of the bid), the e-mail sender (part 1, 9 and part 2, 9: the notifications
 * address) and the base map from `/config.json` (`mailFrom`, `mapTiles`, `mapAttribution`). Texts from the catalogue's
 * `admin` part; the rate, euros and numbers in the language's format.
 */
import { Button } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PLATFORM_FEE_RATE, platformFeeCents } from '@domain/money';
import { PageHeader } from '@/components/page-header';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { webConfig } from '@/config/web-config';
import { loadParts, useT } from '@/i18n/i18n';
import { useFormat } from '@/i18n/format';

await loadParts('admin');

/** The bid of the fee example, in cents (1.000,00 €). */
const EXAMPLE_BID_CENTS = 100_000;

/** The deployment settings and the file the closing note names, shown as code in every language. */
const SETTING_NAMES = { mailFrom: 'geotender:mailFrom', mapTiles: 'geotender:mapTiles', mapAttribution: 'geotender:mapAttribution', settingsFile: 'cdk.json' };
const SETTING_NAME = new RegExp(`(${Object.values(SETTING_NAMES).join('|').replace(/\./g, '\\.')})`);

/** One labelled value of a settings card. */
function Setting({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** The platform fee: its rate and what it makes of a 1.000,00 € bid. */
function FeeCard() {
  const t = useT();
  const format = useFormat();
  const fee = platformFeeCents(EXAMPLE_BID_CENTS);
  return (
    <Card title={t('admin.settings.fee.title')} description={t('admin.settings.fee.description')}>
      <dl className="detail-list">
        <Setting label={t('admin.settings.fee.rate')} testId="fee-rate">
          {t('admin.settings.fee.ratePercent', { rate: format.number(PLATFORM_FEE_RATE * 100) })}
        </Setting>
        <Setting label={t('admin.settings.fee.example')} testId="fee-example">
          {t('admin.settings.fee.exampleText', { bid: format.money(EXAMPLE_BID_CENTS), fee: format.money(fee), total: format.money(EXAMPLE_BID_CENTS + fee) })}
        </Setting>
      </dl>
    </Card>
  );
}

/** The sender of every GeoTender e-mail, with the way to the e-mail test. */
function EmailCard({ mailFrom, mailboxUrl }: { mailFrom?: string; mailboxUrl?: string }) {
  const t = useT();
  return (
    <Card title={t('admin.settings.email.title')} description={t('admin.settings.email.description')}>
      <dl className="detail-list">
        <Setting label={t('admin.settings.email.sender')} testId="mail-from">
          {mailFrom || t('admin.settings.email.notConfigured')}
        </Setting>
        {mailboxUrl && (
          <Setting label={t('admin.settings.email.mailbox')} testId="mailbox">
            <a href={mailboxUrl} target="_blank" rel="noreferrer">
              {mailboxUrl}
            </a>
          </Setting>
        )}
      </dl>
      <Button as={Link} to={paths.admin.emailTest.getHref()} size="small" marginTop="0.75rem">
        {t('admin.emailTest.title')}
      </Button>
    </Card>
  );
}

/** The base map under every map of the app: its tile URL template and attribution. */
function MapCard({ mapTiles, mapAttribution }: { mapTiles?: string; mapAttribution?: string }) {
  const t = useT();
  return (
    <Card title={t('admin.settings.map.title')} description={t('admin.settings.map.description')}>
      <dl className="detail-list">
        <Setting label={t('admin.settings.map.tiles')} testId="map-tiles">
          {mapTiles ? <span className="mono">{mapTiles}</span> : t('admin.settings.map.bundled')}
        </Setting>
        <Setting label={t('admin.settings.map.attribution')} testId="map-attribution">
          {mapAttribution || t('admin.settings.map.none')}
        </Setting>
      </dl>
    </Card>
  );
}

/** The closing note: where the sender and the base map are set, with each setting's name as code. */
function HowToChange() {
  const t = useT();
  const parts = t('admin.settings.howToChange', SETTING_NAMES).split(SETTING_NAME);
  // split() with a capturing group puts each setting's name at the odd places.
  return <p className="muted small">{parts.map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part))}</p>;
}

/** The /admin/settings page: the fee, e-mail and base map cards, and where each is changed. */
export default function AdminSettingsRoute() {
  const t = useT();
  const { mailFrom, mailboxUrl, mapTiles, mapAttribution } = webConfig();
  return (
    <div className="page">
      <PageHeader title={t('admin.settings.title')} description={t('admin.settings.description')} />
      <div className="card-grid">
        <FeeCard />
        <EmailCard mailFrom={mailFrom} mailboxUrl={mailboxUrl} />
        <MapCard mapTiles={mapTiles} mapAttribution={mapAttribution} />
      </div>
      <HowToChange />
    </div>
  );
}
