/**
 * Admin settings (part 1, 2 menu "Settings" /admin/settings): how this installation is set up, read-only
 * from where each value is decided: the platform fee from the money rules (`PLATFORM_FEE_RATE`, part 2, 1
 * and 9: 8 percent on top of the bid), the e-mail sender (part 1, 9 and part 2, 9: the notifications
 * address) and the base map from `/config.json` (`mailFrom`, `mapTiles`, `mapAttribution`).
 */
import { Button } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatEuros, PLATFORM_FEE_RATE, platformFeeCents } from '@domain/money';
import { PageHeader } from '@/components/page-header';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { webConfig } from '@/config/web-config';

/** The bid of the fee example, in cents (1.000,00 €). */
const EXAMPLE_BID_CENTS = 100_000;

const percent = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 2 });

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
  const fee = platformFeeCents(EXAMPLE_BID_CENTS);
  return (
    <Card title="Platform fee" description="Added on top of the accepted bid in the accept-deliverables summary.">
      <dl className="detail-list">
        <Setting label="Rate" testId="fee-rate">
          {percent.format(PLATFORM_FEE_RATE)}
        </Setting>
        <Setting label="Example" testId="fee-example">
          Bid {formatEuros(EXAMPLE_BID_CENTS)} + fee {formatEuros(fee)} = {formatEuros(EXAMPLE_BID_CENTS + fee)}
        </Setting>
      </dl>
    </Card>
  );
}

/** The sender of every GeoTender e-mail, with the way to the e-mail test. */
function EmailCard({ mailFrom, mailboxUrl }: { mailFrom?: string; mailboxUrl?: string }) {
  return (
    <Card title="E-mail" description="Notifications, approvals and password e-mails are sent from this address.">
      <dl className="detail-list">
        <Setting label="Sender" testId="mail-from">
          {mailFrom || 'Not in /config.json: deploy this version again to show it.'}
        </Setting>
        {mailboxUrl && (
          <Setting label="Local mailbox" testId="mailbox">
            <a href={mailboxUrl} target="_blank" rel="noreferrer">
              {mailboxUrl}
            </a>
          </Setting>
        )}
      </dl>
      <Button as={Link} to={paths.admin.emailTest.getHref()} size="small" marginTop="0.75rem">
        Email System Test
      </Button>
    </Card>
  );
}

/** The base map under every map of the app: its tile URL template and attribution. */
function MapCard({ mapTiles, mapAttribution }: { mapTiles?: string; mapAttribution?: string }) {
  return (
    <Card title="Base map" description="Drawn under tender sites and geodata previews.">
      <dl className="detail-list">
        <Setting label="Tiles" testId="map-tiles">
          {mapTiles ? <span className="mono">{mapTiles}</span> : 'None: the bundled outline of Estonia and its neighbours (Natural Earth; no tile server is asked)'}
        </Setting>
        <Setting label="Attribution" testId="map-attribution">
          {mapAttribution || 'None'}
        </Setting>
      </dl>
    </Card>
  );
}

/** The /admin/settings page: the fee, e-mail and base map cards, and where each is changed. */
export default function AdminSettingsRoute() {
  const { mailFrom, mailboxUrl, mapTiles, mapAttribution } = webConfig();
  return (
    <div className="page">
      <PageHeader title="Settings" description="How this GeoTender installation is set up. The values come from its deployment and are read-only here." />
      <div className="card-grid">
        <FeeCard />
        <EmailCard mailFrom={mailFrom} mailboxUrl={mailboxUrl} />
        <MapCard mapTiles={mapTiles} mapAttribution={mapAttribution} />
      </div>
      <p className="muted small">
        To change the sender or the base map, set <code>geotender:mailFrom</code>, <code>geotender:mapTiles</code> and <code>geotender:mapAttribution</code> in the deployment&apos;s settings (
        <code>cdk.json</code>) and deploy again. The fee is one of the platform&apos;s rules and changes with a new version.
      </p>
    </div>
  );
}
