/**
 * /admin/email-test (spec part 2, "Admin email test", 4, 5 and 8): the e-mail system status banner
 * (checking, online, offline, unknown), the test e-mail form, the test in-app notification card, and the
 * last result. Texts from the catalogue's `admin` part; the last result's time on the language's clock (English:
 * the browser's own, as before).
 */
import { Alert, Button } from '@aws-amplify/ui-react';
import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_LANGUAGE, LOCALES } from '@domain/i18n/languages';
import type { MessageKey } from '@domain/i18n/catalogue';
import { PageHeader } from '@/components/page-header';
import { Card } from '@/components/ui/card';
import { checkEmailHealth, type EmailHealth, type EmailSystemStatus } from '@/features/system-tests/api/system-tests';
import { SendTestNotificationButton } from '@/features/system-tests/components/send-test-notification-button';
import { TestEmailForm, type TestEmailResult } from '@/features/system-tests/components/test-email-form';
import { loadParts, useLanguage, useT } from '@/i18n/i18n';

await loadParts('admin');

const BANNERS: Record<EmailSystemStatus, { variation: 'info' | 'success' | 'error' | 'warning'; heading: MessageKey }> = {
  checking: { variation: 'info', heading: 'admin.emailTest.checking' },
  online: { variation: 'success', heading: 'admin.emailTest.online' },
  offline: { variation: 'error', heading: 'admin.emailTest.offline' },
  unknown: { variation: 'warning', heading: 'admin.emailTest.unknown' },
};

/** The /admin/email-test page. */
export default function AdminEmailTestRoute() {
  const t = useT();
  const language = useLanguage();
  const [health, setHealth] = useState<EmailHealth | null>(null);
  const [last, setLast] = useState<TestEmailResult | null>(null);

  const check = useCallback(async () => {
    setHealth(null);
    setHealth(await checkEmailHealth());
  }, []);
  // The first check: the status starts as 'checking'.
  useEffect(() => void checkEmailHealth().then(setHealth), []);

  const status: EmailSystemStatus = health?.status ?? 'checking';
  const detail = health?.detail ?? t('admin.emailTest.unreachable');
  const banner = BANNERS[status];
  const time = (at: Date) => at.toLocaleTimeString(language === DEFAULT_LANGUAGE ? undefined : LOCALES[language]);
  return (
    <div className="page">
      <PageHeader title={t('admin.emailTest.title')} description={t('admin.emailTest.description')} />
      <Alert variation={banner.variation} heading={t(banner.heading)} role="status">
        {status === 'checking' ? t('admin.emailTest.checkingText') : status === 'offline' ? t('admin.emailTest.offlineDetail', { detail }) : detail}{' '}
        {status !== 'checking' && (
          <Button size="small" variation="link" onClick={() => void check()}>
            {t('admin.emailTest.checkAgain')}
          </Button>
        )}
      </Alert>
      <div className="card-grid">
        <Card title={t('admin.emailTest.sendTitle')} description={t('admin.emailTest.sendDescription')} level={2}>
          <TestEmailForm onResult={setLast} onSystemError={() => void check()} />
        </Card>
        <Card title={t('admin.emailTest.notificationTitle')} description={t('admin.emailTest.notificationDescription')} level={2}>
          <SendTestNotificationButton />
        </Card>
        <Card title={t('admin.emailTest.lastTitle')} level={2}>
          {last ? (
            <p role="status">{t(last.ok ? 'admin.emailTest.lastSuccess' : 'admin.emailTest.lastFailed', { text: last.text, time: time(last.at) })}</p>
          ) : (
            <p className="muted">{t('admin.emailTest.none')}</p>
          )}
        </Card>
      </div>
    </div>
  );
}
