/**
 * Preview dialog (part 2, Create tender): 'Preview Tender', details with dates as 'MMMM d, yyyy' (the
 * Project Code, assigned when published, apart from the poster's Client Reference: docs/decisions/spec-readings/project-code-and-client-reference.md),
 * location, budget, the site of the work when marked (point or boundary; its area shows in the
 * editor above), description, requirements, Edit Tender and Confirm & Publish.
 */
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FileIcon } from '@/components/ui/icons';
import type { SiteGeometry } from '@features/tenders/domain/site-rules';
import type { Translate } from '@domain/i18n/translate';
import { useT } from '@/i18n/i18n';
import { useFormat } from '@/i18n/format';
import { useLongDate } from './tender-facts-card';

/** What the preview says in English for the Project Code, which the tender gets when it is published (the specs assert it). */
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

/** 'Point', 'Boundary', or 'Boundary in n parts' for a MultiPolygon, in the active language. */
export function siteSummary(site: SiteGeometry, t: Translate): string {
  if (site.type === 'Point') return t('preview.site.point');
  return site.type === 'Polygon' ? t('preview.site.boundary') : t('preview.site.parts', { n: site.coordinates.length });
}

export function TenderPreviewDialog({ preview, onEdit, onConfirm, publishing }: TenderPreviewDialogProps) {
  const t = useT();
  const fmt = useFormat();
  const longDate = useLongDate();
  return (
    <Dialog
      open={!!preview}
      onClose={() => !publishing && onEdit()}
      title={t('preview.title')}
      description={t('preview.description')}
      size="lg"
      footer={<DialogActions onCancel={onEdit} cancelLabel={t('preview.edit')} busy={publishing} confirmLabel={t('preview.confirm')} busyLabel={t('preview.publishing')} onConfirm={onConfirm} />}
    >
      {preview && (
        <div className="preview">
          <h3 className="preview-title">{preview.title}</h3>
          <dl className="detail-list">
            <div>
              <dt>{t('detail.projectCode')}</dt>
              <dd className="muted">{t('preview.codePending')}</dd>
            </div>
            {preview.reference && (
              <div>
                <dt>{t('detail.reference')}</dt>
                <dd>{preview.reference}</dd>
              </div>
            )}
            <div>
              <dt>{t('preview.location')}</dt>
              <dd>{preview.location ?? t('detail.notSpecified')}</dd>
            </div>
            <div>
              <dt>{t('preview.budget')}</dt>
              <dd>{preview.budgetCents > 0 ? fmt.money(preview.budgetCents) : t('detail.notSpecified')}</dd>
            </div>
            <div>
              <dt>{t('preview.expiryDate')}</dt>
              <dd>{longDate(preview.expiryDate)}</dd>
            </div>
            {preview.site && (
              <div>
                <dt>{t('preview.site')}</dt>
                <dd data-testid="preview-site">{siteSummary(preview.site, t)}</dd>
              </div>
            )}
            <div>
              <dt>{t('preview.posted')}</dt>
              <dd>{longDate(new Date().toISOString())}</dd>
            </div>
          </dl>
          <h4 className="subheading">{t('preview.descriptionHeading')}</h4>
          <p className="prewrap">{preview.description}</p>
          {preview.requirements && (
            <>
              <h4 className="subheading">{t('preview.requirements')}</h4>
              <p className="prewrap">{preview.requirements}</p>
            </>
          )}
          <h4 className="subheading">{t('preview.attachments', { n: preview.files.length })}</h4>
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
