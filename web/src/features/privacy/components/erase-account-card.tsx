/**
 * 'Erase my account' in Account (GDPR article 17), for geodesists and tender posters only:
 * an admin account cannot be erased (the server answers 403), so admins see nothing here.
 */
import { Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/lib/auth';
import { useT } from '@/i18n/i18n';
import { EraseAccountDialog } from './erase-account-dialog';

export function EraseAccountCard() {
  const t = useT();
  const { role } = useAuth();
  const [open, setOpen] = useState(false);
  if (role !== 'geodesist' && role !== 'tenderPoster') return null;
  return (
    <Card title={t('erase.title')} description={t('erase.description')}>
      <Button variation="destructive" alignSelf="flex-start" onClick={() => setOpen(true)}>
        {t('erase.button')}
      </Button>
      <EraseAccountDialog open={open} onClose={() => setOpen(false)} role={role} />
    </Card>
  );
}
