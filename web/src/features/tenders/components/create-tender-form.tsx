/**
 * Create New Tender (part 2, Create tender, 3, 5 and 8): title (x/5), the optional project code of the spec
 * as the poster's Client Reference (the Project Code is derived from the id: docs/decisions/spec-readings/project-code-and-client-reference.md),
 * description (x/10), optional requirements, location and budget (in euros; sent as integer cents), expiry
 * date with past days disabled, the question deadline (empty: three days before the expiry date), attachments uploaded with progress, and optionally the site
 * of the work (SiteField, whose map loads only when the poster opens it). Submit opens the
 * preview; Confirm & Publish creates the tender. Submit stays disabled while the form is invalid,
 * no file is ready, files are still uploading, or a submission is running.
 */
import { lazy, Suspense, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@/i18n/zod-resolver';
import { format } from 'date-fns';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import * as z from 'zod/mini';
import { messageTitles, messages } from '@domain/schemas';
import { budgetEurosSchema, tenderFieldsSchema } from '@features/tenders/domain/schemas';
import { QUESTION_DEADLINE_DAYS, questionDeadlineMessages, questionDeadlineRefusal } from '@features/tenders/domain/question-deadline';
import { type SiteGeometry, siteSchema } from '@features/tenders/domain/site-rules';
import { Button, Card, Flex, Heading, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { GeoMapSkeleton } from '@/components/map/lazy-geo-map';
import { paths } from '@/config/paths';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useT } from '@/i18n/i18n';
import { useCreateTender } from '../api/create-tender';
import { useFileUploads } from '@/hooks/use-file-uploads';
import { uploadRequests } from '../hooks/upload-requests';
import { FileDropZone } from '@/components/files/file-drop-zone';
import './tender-detail.css';
import { TenderScopeFields } from './tender-scope-fields';
import { TenderPreviewDialog, type TenderPreview } from './tender-preview-dialog';

/** A picked day (yyyy-MM-dd) means the end of that day, local time: today stays a valid expiry. */
export const endOfDayIso = (day: string) => new Date(`${day}T23:59:59`).toISOString();

/** The fields' rules are the API's (tenderFieldsSchema); the budget is typed in euros and becomes cents. */
const formSchema = z
  .extend(z.omit(tenderFieldsSchema, { budgetCents: true }), {
    budget: budgetEurosSchema,
    expiryDate: z.pipe(
      z.transform((v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? endOfDayIso(v) : v)),
      tenderFieldsSchema.shape.expiryDate,
    ),
    site: z.optional(z.nullable(siteSchema)),
  })
  .check(
    // The question deadline: the API's rule (questionDeadlineRefusal), never after the expiry date; empty: the default.
    z.refine((v) => !v.questionDeadline || Number.isNaN(Date.parse(v.expiryDate)) || questionDeadlineRefusal(v.questionDeadline, v.expiryDate) !== questionDeadlineMessages.afterDeadline, {
      message: questionDeadlineMessages.afterDeadline,
      path: ['questionDeadline'],
    }),
  );

/** The form's fields and the API's names of them, for the server's field errors. */
const FIELDS = [
  ['title', 'title'],
  ['description', 'description'],
  ['reference', 'reference'],
  ['requirements', 'requirements'],
  ['location', 'location'],
  ['budget', 'budgetCents'],
  ['expiryDate', 'expiryDate'],
  ['questionDeadline', 'questionDeadline'],
  ['site', 'site'],
] as const;

/** The site editor and its map: a chunk of its own, loaded when the poster opens the map. */
const SiteEditor = lazy(() => import('./site-editor'));

export interface SiteFieldProps {
  value: SiteGeometry | null | undefined;
  onChange(site: SiteGeometry | null): void;
  /** The form's or the server's message about the site. */
  error?: string;
  disabled?: boolean;
}

/**
 * The optional site of the work on Create and Edit Tender: a button opens the map editor
 * (site-editor.tsx, lazy); a tender that already has a site opens it at once.
 */
export function SiteField({ value, onChange, error, disabled }: SiteFieldProps) {
  const t = useT();
  const [open, setOpen] = useState(!!value);
  return (
    <Card variation="outlined" className="detail-card">
      <Heading level={3}>{t('form.site.title')}</Heading>
      <Text color="font.tertiary">{t('form.site.lead')}</Text>
      {open ? (
        <Suspense fallback={<GeoMapSkeleton label={t('form.site.map')} />}>
          <SiteEditor value={value ?? null} onChange={onChange} error={error} disabled={disabled} />
        </Suspense>
      ) : (
        <div>
          <Button onClick={() => setOpen(true)} isDisabled={disabled}>
            {t('form.site.open')}
          </Button>
        </div>
      )}
    </Card>
  );
}

/** Live character counter 'x/min' (part 2, Create tender: x/5 and x/10), green once reached. */
export function Counter({ value, min }: { value: string; min: number }) {
  const n = value.trim().length;
  return (
    <span className={`counter${n >= min ? ' counter-ok' : ''}`} aria-live="polite">
      {n}/{min}
    </span>
  );
}

export function CreateTenderForm() {
  const t = useT();
  const navigate = useNavigate();
  const uploads = useFileUploads(uploadRequests);
  const create = useCreateTender();
  const [preview, setPreview] = useState<TenderPreview | null>(null);
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isValid },
  } = useForm({
    resolver: zodResolver(formSchema),
    mode: 'onTouched',
    defaultValues: { title: '', reference: '', description: '', requirements: '', location: '', budget: '', expiryDate: '', questionDeadline: '', site: null },
  });
  const title = watch('title') ?? '';
  const description = watch('description') ?? '';
  const today = format(new Date(), 'yyyy-MM-dd');

  const canSubmit = isValid && uploads.readyKeys.length > 0 && !uploads.busy && !create.isPending;

  const onSubmit = handleSubmit((values) => {
    if (uploads.readyKeys.length === 0) {
      toast.error(messageTitles.missingAttachments, { description: messages.missingAttachments });
      return;
    }
    setPreview({
      title: values.title,
      reference: values.reference,
      description: values.description,
      requirements: values.requirements,
      location: values.location,
      budgetCents: values.budget,
      expiryDate: values.expiryDate,
      ...(values.questionDeadline ? { questionDeadline: values.questionDeadline } : {}),
      site: values.site ?? null,
      files: uploads.items.filter((i) => i.status === 'ready').map((i) => i.file.name),
    });
  });

  const publish = () => {
    if (!preview) return;
    const total = uploads.items.length;
    create.mutate(
      {
        title: preview.title,
        description: preview.description,
        reference: preview.reference,
        requirements: preview.requirements,
        location: preview.location,
        budgetCents: preview.budgetCents,
        expiryDate: preview.expiryDate,
        ...(preview.questionDeadline ? { questionDeadline: preview.questionDeadline } : {}),
        attachments: uploads.readyKeys,
        ...(preview.site ? { site: preview.site } : {}),
      },
      {
        onSuccess: ({ rejected }) => {
          const failed = rejected.length + uploads.failedCount;
          if (failed > 0) {
            toast.warning(t('form.toast.partial'), { description: t('form.toast.partialText', { failed, total }) });
          } else {
            toast.success(t('form.toast.created'), { description: t('form.toast.createdText') });
          }
          navigate(paths.tenderPoster.dashboard.getHref());
        },
        onError: (error) => {
          setPreview(null);
          if (error instanceof ApiRequestError) {
            if (error.status === 401) {
              toast.error(t('form.toast.authError'), { description: t('form.toast.authText') });
              return;
            }
            if (error.message === messages.missingAttachments) {
              toast.error(messageTitles.missingAttachments, { description: messages.missingAttachments });
              return;
            }
            for (const [field, key] of FIELDS) {
              const message = error.fieldErrors[key]?.[0];
              if (message) setError(field, { message });
            }
          }
          toast.error(t('form.toast.createError'), { description: errorMessage(error) });
        },
      },
    );
  };

  return (
    <>
      <form className="form" onSubmit={onSubmit} noValidate aria-label={t('addTender.title')}>
        <Card variation="outlined" className="detail-card">
          <Heading level={3}>{t('form.info')}</Heading>
          <Text color="font.tertiary">{t('form.infoLead')}</Text>
          <TextField
            label={t('form.title')}
            isRequired
            placeholder={t('form.titlePlaceholder')}
            descriptiveText={<Counter value={title} min={5} />}
            hasError={!!errors.title}
            errorMessage={errors.title?.message}
            {...register('title')}
          />
          <TextField
            label={t('form.reference')}
            placeholder={t('form.referencePlaceholder')}
            descriptiveText={t('form.referenceHelp')}
            hasError={!!errors.reference}
            errorMessage={errors.reference?.message}
            {...register('reference')}
          />
          <TextAreaField
            label={t('form.description')}
            isRequired
            rows={7}
            placeholder={t('form.descriptionPlaceholder')}
            descriptiveText={<Counter value={description} min={10} />}
            hasError={!!errors.description}
            errorMessage={errors.description?.message}
            {...register('description')}
          />
          <TenderScopeFields register={register} errors={errors} />
          <TextField
            label={t('form.expiryDate')}
            type="date"
            isRequired
            min={today}
            className="date-input"
            hasError={!!errors.expiryDate}
            errorMessage={errors.expiryDate?.message}
            {...register('expiryDate')}
          />
          <TextField
            label={t('form.questionDeadline')}
            type="datetime-local"
            descriptiveText={t('form.questionDeadlineHelp', { days: QUESTION_DEADLINE_DAYS })}
            className="date-input"
            hasError={!!errors.questionDeadline}
            errorMessage={errors.questionDeadline?.message}
            {...register('questionDeadline')}
          />
        </Card>
        <Controller
          control={control}
          name="site"
          render={({ field, fieldState }) => <SiteField value={field.value} onChange={(site) => field.onChange(site)} error={fieldState.error?.message} disabled={create.isPending} />}
        />
        <Card variation="outlined" className="detail-card">
          <FileDropZone items={uploads.items} onFiles={(f) => void uploads.addFiles(f)} onRemove={uploads.remove} disabled={create.isPending} />
        </Card>
        <Flex justifyContent="flex-end" gap="0.5rem">
          <Button onClick={() => navigate(paths.tenderPoster.dashboard.getHref())}>{t('form.cancel')}</Button>
          <Button type="submit" variation="primary" isDisabled={!canSubmit} isLoading={create.isPending} loadingText={t('form.creating')}>
            {uploads.busy ? t('form.uploading') : t('form.create')}
          </Button>
        </Flex>
      </form>
      <TenderPreviewDialog preview={preview} publishing={create.isPending} onEdit={() => setPreview(null)} onConfirm={publish} />
    </>
  );
}
