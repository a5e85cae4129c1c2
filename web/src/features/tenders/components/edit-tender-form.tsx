/**
 * Edit tender (part 2, "Edit tender", 3, 5 and 8): title, description and deadline with the create
 * form's rules ('Title is required' / 'Description is required' / 'Deadline is required' when empty; a
 * deadline that has passed may be kept, a new one must lie in the future: deadlineRefusal, the API's
 * rule), the Client Reference, requirements, location and budget (in euros; sent as cents),
 * the current attachments each removable, more files uploaded as on Create (presign, progress,
 * verification), and the site of the work (SiteField; a new site replaces it, Clear removes it).
 * Save changes sends `PATCH /tenders/{id}` with the changes, then goes to
 * /tender-poster; Cancel goes back one step. Keeping no attachment gives 'Please upload at least one
 * attachment' (the server refuses it too).
 */
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@/i18n/zod-resolver';
import { Button, Card, Flex, Heading, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { format } from 'date-fns';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import * as z from 'zod/mini';
import type { TenderDetail } from '@features/tenders/domain/dto';
import { formatBytes } from '@domain/files';
import { messageTitles, messages } from '@domain/schemas';
import { budgetEurosSchema, locationSchema, referenceSchema, requirementsSchema, type TenderUpdate } from '@features/tenders/domain/schemas';
import { NOT_SPECIFIED } from '@features/tenders/domain/tender';
import { deadlineRefusal } from '@features/tenders/domain/tender-rules';
import { amendmentReasonSchema, MAX_AMENDMENT_REASON } from '@features/tenders/domain/versions';
import { questionDeadlineOf } from '@features/tenders/domain/question-deadline';
import { fromCents } from '@domain/money';
import { siteSchema } from '@features/tenders/domain/site-rules';
import { FileIcon, XIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { useUpdateTender } from '../api/update-tender';
import { useFileUploads } from '@/hooks/use-file-uploads';
import { uploadRequests } from '../hooks/upload-requests';
import { Counter, endOfDayIso, SiteField } from './create-tender-form';
import { FileDropZone } from '@/components/files/file-drop-zone';
import './tender-detail.css';
import { TenderScopeFields } from './tender-scope-fields';
import { useT } from '@/i18n/i18n';

/** The message shown to anyone but the creator (part 2, "Edit tender"). */
export const NO_EDIT_PERMISSION = "You don't have permission to edit this tender.";

/** Whether `v` is a calendar day as the date input gives it (yyyy-MM-dd, a real date). */
const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T23:59:59`));

/** The local calendar day (yyyy-MM-dd) of an ISO date, '' when invalid. */
const localDay = (iso: string) => (Number.isNaN(Date.parse(iso)) ? '' : format(new Date(iso), 'yyyy-MM-dd'));

/** The deadline a picked day stands for: the tender's current one when its day is kept, else the end of that day. */
const dayDeadline = (day: string, currentExpiry: string) => (day === localDay(currentExpiry) ? currentExpiry : endOfDayIso(day));

/**
 * The form's rules for a tender whose deadline is `currentExpiry` (ISO): required first, then the create rules
 * (title 5, description 10); the deadline is the API's rule (deadlineRefusal): a new day must lie in the
 * future, the current day may be kept even when it has passed. The optional texts and the budget (typed in
 * euros, output in cents) are the API's schemas.
 */
export function editTenderFormSchema(currentExpiry: string, amendment = false) {
  return z.object({
    /** Why the tender changes: asked once it has bids or questions (an amendment, features/tenders/domain/versions.ts). */
    reason: amendment ? amendmentReasonSchema : z.optional(z.string()),
    title: z.string().check(z.trim(), z.minLength(1, messages.editTitleRequired), z.minLength(5, messages.titleMin), z.maxLength(200)),
    description: z.string().check(z.trim(), z.minLength(1, messages.editDescriptionRequired), z.minLength(10, messages.descriptionMin), z.maxLength(10_000)),
    reference: referenceSchema,
    requirements: requirementsSchema,
    location: locationSchema,
    budget: budgetEurosSchema,
    expiryDay: z.string().check(
      z.minLength(1, messages.deadlineRequired),
      z.refine(isDay, messages.deadlineRequired),
      z.refine((v) => !isDay(v) || deadlineRefusal(dayDeadline(v, currentExpiry), currentExpiry) === null, messages.expiryFuture),
    ),
    /** Until when questions may be asked, local `yyyy-MM-ddTHH:mm`; the server's rule (questionDeadlineRefusal). */
    questionDeadline: z.optional(z.string()),
    /** The site of the work, null for none; the server's rules (features/tenders/domain/site-rules.ts). */
    site: z.optional(z.nullable(siteSchema)),
  });
}

/** An instant as a datetime-local input shows it (local time, minutes). */
export const localDateTime = (iso: string) => format(new Date(iso), "yyyy-MM-dd'T'HH:mm");
type EditSchema = ReturnType<typeof editTenderFormSchema>;
type EditInput = z.input<EditSchema>;
type EditOutput = z.output<EditSchema>;
/** The values buildTenderUpdate compares: title, description and day always, the rest when the form has them. */
export type EditValues = Pick<EditOutput, 'title' | 'description' | 'expiryDay'> & Partial<EditOutput>;

/** A budget in the form's euro notation (two decimals, dot); '' for none. */
const euroInput = (cents: number) => (cents > 0 ? fromCents(cents).toFixed(2) : '');

/**
 * The PATCH body for the form's values: only changed fields, the removed attachment ids and the new
 * staged keys. The deadline is sent only when another day was picked; the site only when it changed
 * (null when cleared); a cleared reference, requirements or location as null; the budget in cents. Always the
 * tender's version; the reason of an amendment.
 */
export function buildTenderUpdate(tender: TenderDetail, values: EditValues, removed: string[], added: string[]): TenderUpdate {
  // The version edited from: a tender amended meanwhile answers 409 instead of taking this edit over it.
  const body: TenderUpdate = { removeAttachmentIds: removed, addAttachments: added, version: tender.version };
  if (tender.editIsAmendment && values.reason) body.reason = values.reason.trim();
  if (values.title.trim() !== tender.title) body.title = values.title.trim();
  if (values.description.trim() !== tender.description) body.description = values.description.trim();
  if (values.reference !== undefined && values.reference !== tender.reference) body.reference = values.reference;
  if (values.requirements !== undefined && values.requirements !== tender.requirements) body.requirements = values.requirements;
  if (values.location !== undefined && values.location !== (tender.location === NOT_SPECIFIED ? null : tender.location)) body.location = values.location;
  if (values.budget !== undefined && values.budget !== tender.budgetCents) body.budgetCents = values.budget;
  if (values.expiryDay !== localDay(tender.expiryDate)) body.expiryDate = endOfDayIso(values.expiryDay);
  const questionDeadline = tender.questionDeadline ?? questionDeadlineOf(tender);
  if (values.questionDeadline && values.questionDeadline !== localDateTime(questionDeadline) && !Number.isNaN(Date.parse(values.questionDeadline))) {
    body.questionDeadline = new Date(values.questionDeadline).toISOString();
  }
  const site = values.site ?? null;
  if (JSON.stringify(site) !== JSON.stringify(tender.site?.geometry ?? null)) body.site = site;
  return body;
}

export function EditTenderForm({ tender }: { tender: TenderDetail }) {
  const t = useT();
  const navigate = useNavigate();
  const uploads = useFileUploads(uploadRequests);
  const update = useUpdateTender(tender.tenderId);
  const [removed, setRemoved] = useState<string[]>([]);
  const [forbidden, setForbidden] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<EditInput, unknown, EditOutput>({
    resolver: zodResolver(useMemo(() => editTenderFormSchema(tender.expiryDate, tender.editIsAmendment), [tender.expiryDate, tender.editIsAmendment])),
    mode: 'onTouched',
    defaultValues: {
      title: tender.title,
      description: tender.description,
      reference: tender.reference ?? '',
      requirements: tender.requirements ?? '',
      location: tender.location === NOT_SPECIFIED ? '' : tender.location,
      budget: euroInput(tender.budgetCents),
      expiryDay: localDay(tender.expiryDate),
      questionDeadline: localDateTime(tender.questionDeadline ?? questionDeadlineOf(tender)),
      site: tender.site?.geometry ?? null,
      reason: '',
    },
  });
  const title = watch('title') ?? '';
  const description = watch('description') ?? '';
  const today = format(new Date(), 'yyyy-MM-dd');
  const kept = useMemo(() => tender.attachments.filter((a) => !removed.includes(a.attachmentId)), [tender.attachments, removed]);

  /** Back one step; opened directly (no earlier page in this app), back to the tender's detail. */
  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(paths.tenderPoster.tender.getHref(tender.tenderId));
  };

  const onSubmit = handleSubmit((values) => {
    if (kept.length + uploads.readyKeys.length === 0) {
      toast.error(messageTitles.missingAttachments, { description: messages.missingAttachments });
      return;
    }
    const total = uploads.items.length;
    update.mutate(buildTenderUpdate(tender, values, removed, uploads.readyKeys), {
      onSuccess: ({ rejected }) => {
        const failed = rejected.length + uploads.failedCount;
        if (failed > 0) toast.warning(t('form.toast.partial'), { description: t('editTender.toast.partialText', { failed, total }) });
        toast.success(t('editTender.toast.updated'), { description: t('editTender.toast.updatedText') });
        navigate(paths.tenderPoster.dashboard.getHref());
      },
      onError: (error) => {
        if (error instanceof ApiRequestError) {
          if (error.status === 403 || error.status === 404) {
            setForbidden(true);
            return;
          }
          if (error.status === 409) {
            toast.error(t('editTender.toast.notSaved'), { description: error.message });
            return;
          }
          if (error.message === messages.missingAttachments) {
            toast.error(messageTitles.missingAttachments, { description: messages.missingAttachments });
            return;
          }
          const fields: [keyof EditInput, string][] = [
            ['title', 'title'],
            ['description', 'description'],
            ['reference', 'reference'],
            ['requirements', 'requirements'],
            ['location', 'location'],
            ['budget', 'budgetCents'],
            ['expiryDay', 'expiryDate'],
            ['questionDeadline', 'questionDeadline'],
            ['site', 'site'],
            ['reason', 'reason'],
          ];
          for (const [field, key] of fields) {
            const message = error.fieldErrors[key]?.[0];
            if (message) setError(field, { message });
          }
        }
        toast.error(t('editTender.toast.error'), { description: t('editTender.toast.errorText') });
      },
    });
  });

  if (forbidden) return <NoEditPermission />;

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label={t('editTender.formLabel')}>
      <Card variation="outlined" className="detail-card">
        <Heading level={3}>{t('editTender.info')}</Heading>
        <TextField label={t('form.title')} isRequired descriptiveText={<Counter value={title} min={5} />} hasError={!!errors.title} errorMessage={errors.title?.message} {...register('title')} />
        <TextField
          label={t('form.reference')}
          descriptiveText={t('editTender.referenceHelp', { code: tender.projectCode })}
          hasError={!!errors.reference}
          errorMessage={errors.reference?.message}
          {...register('reference')}
        />
        <TextAreaField
          label={t('form.description')}
          isRequired
          rows={7}
          descriptiveText={<Counter value={description} min={10} />}
          hasError={!!errors.description}
          errorMessage={errors.description?.message}
          {...register('description')}
        />
        <TenderScopeFields register={register} errors={errors} />
        <TextField label={t('editTender.deadline')} type="date" isRequired min={today} hasError={!!errors.expiryDay} errorMessage={errors.expiryDay?.message} {...register('expiryDay')} />
        <TextField
          label={t('form.questionDeadline')}
          type="datetime-local"
          descriptiveText={t('editTender.questionDeadlineHelp')}
          hasError={!!errors.questionDeadline}
          errorMessage={errors.questionDeadline?.message}
          {...register('questionDeadline')}
        />
      </Card>
      {tender.editIsAmendment && (
        <Card variation="outlined" className="detail-card" data-testid="amendment-reason">
          <Heading level={3}>{t('editTender.reasonTitle')}</Heading>
          <Text>{t('editTender.reasonLead')}</Text>
          <TextAreaField
            label={t('editTender.reason')}
            isRequired
            rows={2}
            maxLength={MAX_AMENDMENT_REASON}
            descriptiveText={t('editTender.reasonHelp', { max: MAX_AMENDMENT_REASON })}
            hasError={!!errors.reason}
            errorMessage={errors.reason?.message}
            {...register('reason')}
          />
        </Card>
      )}
      <Controller
        control={control}
        name="site"
        render={({ field, fieldState }) => <SiteField value={field.value} onChange={(site) => field.onChange(site)} error={fieldState.error?.message} disabled={update.isPending} />}
      />
      <Card variation="outlined" className="detail-card">
        <Heading level={3}>{t('editTender.currentAttachments', { n: kept.length })}</Heading>
        {kept.length === 0 ? (
          <Text color="font.tertiary">{t('editTender.noAttachments')}</Text>
        ) : (
          <ul className="file-list" aria-label={t('editTender.currentLabel')}>
            {kept.map((a) => (
              <li key={a.attachmentId} className="file-item" data-testid="current-attachment">
                <FileIcon size={20} className="file-icon" />
                <div className="file-meta">
                  <div className="file-name">{a.filename}</div>
                  <div className="muted small">{formatBytes(a.size)}</div>
                </div>
                <Button
                  size="small"
                  variation="link"
                  aria-label={t('editTender.removeOf', { filename: a.filename })}
                  onClick={() => setRemoved((r) => [...r, a.attachmentId])}
                  isDisabled={update.isPending}
                >
                  <XIcon size={16} /> {t('editTender.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <FileDropZone items={uploads.items} onFiles={(f) => void uploads.addFiles(f)} onRemove={uploads.remove} disabled={update.isPending} />
      </Card>
      <Flex justifyContent="flex-end" gap="0.5rem">
        <Button onClick={goBack} isDisabled={update.isPending}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" variation="primary" isDisabled={uploads.busy} isLoading={update.isPending} loadingText={t('editTender.saving')}>
          {uploads.busy ? t('form.uploading') : t('editTender.save')}
        </Button>
      </Flex>
    </form>
  );
}

/** What anyone but the creator sees on the edit page. */
export function NoEditPermission() {
  const t = useT();
  return (
    <Card variation="outlined" className="detail-card" role="alert" data-testid="edit-forbidden">
      <Heading level={3}>{t('editTender.accessDenied')}</Heading>
      <Text>{NO_EDIT_PERMISSION}</Text>
    </Card>
  );
}
