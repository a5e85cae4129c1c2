/**
 * Preview dialog (part 2, Create tender): 'Preview Tender', details with dates as 'MMMM d, yyyy' (the
 * Project Code, assigned when published, apart from the poster's Client Reference: docs/decisions/spec-readings/project-code-and-client-reference.md),
 * location, budget, the site of the work when marked (point or boundary; its area shows in the
 * editor above), description, requirements, Edit Tender and Confirm & Publish.
 */
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FileIcon } from '@/components/ui/icons';
import { formatDate } from '@/lib/format';
import type { SiteGeometry } from '@features/tenders/domain/site-rules';
import { budgetText, NOT_SPECIFIED, tenderLabels } from '@features/tenders/domain/tender';

/** What the preview says for the Project Code, which the tender gets when it is published. */
export const PROJECT_CODE_PENDING = 'Assigned when published';

export interface TenderPreview {
  title: string;
  reference: string | null;
  description: string;
  requirements: string | null;
  location: string | null;
  /** Integer euro cents; 0 when not specified. */
  budgetCents: number;
  expiryDate: string;
  /** Until when questions may be asked (ISO); absent: the default, three days before the expiry date. */
  questionDeadline?: string;
  /** The site of the work, when marked (valid: the form checked it). */
  site?: SiteGeometry | null;
  files: string[];
}

export interface TenderPreviewDialogProps {
  preview: TenderPreview | null;
  onEdit: () => void;
  onConfirm: () => void;
  publishing: boolean;
}

/** 'Point', 'Boundary', or 'Boundary in n parts' for a MultiPolygon. */
export function siteSummary(site: SiteGeometry): string {
  if (site.type === 'Point') return 'Point';
  return site.type === 'Polygon' ? 'Boundary' : `Boundary in ${site.coordinates.length} parts`;
}

export function TenderPreviewDialog({ preview, onEdit, onConfirm, publishing }: TenderPreviewDialogProps) {
  return (
    <Dialog
      open={!!preview}
      onClose={() => !publishing && onEdit()}
      title="Preview Tender"
      description="Review your tender details before publishing"
      size="lg"
      footer={<DialogActions onCancel={onEdit} cancelLabel="Edit Tender" busy={publishing} confirmLabel="Confirm & Publish" busyLabel="Publishing..." onConfirm={onConfirm} />}
    >
      {preview && (
        <div className="preview">
          <h3 className="preview-title">{preview.title}</h3>
          <dl className="detail-list">
            <div>
              <dt>{tenderLabels.projectCode}</dt>
              <dd className="muted">{PROJECT_CODE_PENDING}</dd>
            </div>
            {preview.reference && (
              <div>
                <dt>{tenderLabels.reference}</dt>
                <dd>{preview.reference}</dd>
              </div>
            )}
            <div>
              <dt>Location</dt>
              <dd>{preview.location ?? NOT_SPECIFIED}</dd>
            </div>
            <div>
              <dt>Budget</dt>
              <dd>{budgetText(preview.budgetCents)}</dd>
            </div>
            <div>
              <dt>Expiry Date</dt>
              <dd>{formatDate(preview.expiryDate, 'MMMM d, yyyy')}</dd>
            </div>
            {preview.site && (
              <div>
                <dt>Site</dt>
                <dd data-testid="preview-site">{siteSummary(preview.site)}</dd>
              </div>
            )}
            <div>
              <dt>Posted</dt>
              <dd>{formatDate(new Date().toISOString(), 'MMMM d, yyyy')}</dd>
            </div>
          </dl>
          <h4 className="subheading">Description</h4>
          <p className="prewrap">{preview.description}</p>
          {preview.requirements && (
            <>
              <h4 className="subheading">Requirements</h4>
              <p className="prewrap">{preview.requirements}</p>
            </>
          )}
          <h4 className="subheading">Attachments ({preview.files.length})</h4>
          <ul className="file-list compact">
            {preview.files.map((f) => (
              <li key={f} className="file-item">
                <FileIcon size={16} /> <span className="file-name">{f}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Dialog>
  );
}
