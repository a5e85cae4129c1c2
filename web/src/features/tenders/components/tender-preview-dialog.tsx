/**
 * Preview dialog (part 2, Create tender): 'Preview Tender', details with dates as 'MMMM d, yyyy', the site
 * of the work when marked (issue 14: point or boundary; its area shows in the editor above), Edit Tender and
 * Confirm & Publish.
 */
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FileIcon } from '@/components/ui/icons';
import { formatDate } from '@/lib/format';
import type { SiteGeometry } from '@features/tenders/domain/site-rules';

export interface TenderPreview {
  title: string;
  reference: string | null;
  description: string;
  expiryDate: string;
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
            {preview.reference && (
              <div>
                <dt>Project Code</dt>
                <dd>{preview.reference}</dd>
              </div>
            )}
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
