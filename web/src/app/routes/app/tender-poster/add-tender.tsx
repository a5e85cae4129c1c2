/** Create tender page (part 2, Create tender). */
import { CreateTenderForm } from '@/features/tenders/components/create-tender-form';

export default function AddTenderRoute() {
  return (
    <div className="page page-narrow">
      <header className="page-header">
        <div>
          <h1>Create New Tender</h1>
          <p className="muted">Publish a tender for geodesists to bid on.</p>
        </div>
      </header>
      <CreateTenderForm />
    </div>
  );
}
