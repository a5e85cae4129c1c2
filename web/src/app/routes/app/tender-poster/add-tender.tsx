/** Create tender page (part 2, Create tender). */
import { PageHeader } from '@/components/page-header';
import { CreateTenderForm } from '@/features/tenders/components/create-tender-form';
import { loadParts, useT } from '@/i18n/i18n';

await loadParts('tenders');

export default function AddTenderRoute() {
  const t = useT();
  return (
    <div className="page page-narrow">
      <PageHeader title={t('addTender.title')} description={t('addTender.description')} />
      <CreateTenderForm />
    </div>
  );
}
