/** Create tender page (part 2, Create tender). */
import { PageHeader } from '@/components/page-header';
import { CreateTenderForm } from '@/features/tenders/components/create-tender-form';

export default function AddTenderRoute() {
  return (
    <div className="page page-narrow">
      <PageHeader title="Create New Tender" description="Publish a tender for geodesists to bid on." />
      <CreateTenderForm />
    </div>
  );
}
