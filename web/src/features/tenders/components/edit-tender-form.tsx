/**
 * Edit tender (part 2, "Edit tender", 5 and 8): title, description and deadline with the create
 * form's rules ('Title is required' / 'Description is required' / 'Deadline is required' when empty),
 * the current attachments each removable, more files uploaded as on Create (presign, progress,
 * verification), and the site of the work (issue 14: SiteField; a new site replaces it, Clear removes it).
 * Save changes sends `PATCH /tenders/{id}` with the changes, then goes to
 * /tender-poster; Cancel goes back one step. Keeping no attachment gives 'Please upload at least one
 * attachment' (the server refuses it too).
 */
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Flex, Heading, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { format } from 'date-fns';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import * as z from 'zod/mini';
import type { TenderDetail } from '@features/tenders/domain/dto';
import { formatBytes } from '@domain/files';
import { messageTitles, messages } from '@domain/schemas';
import { type TenderUpdate } from '@features/tenders/domain/schemas';
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

/** The message shown to anyone but the creator (part 2, "Edit tender"). */
export const NO_EDIT_PERMISSION = "You don't have permission to edit this tender.";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The form's rules: required first, then the create rules (title 5, description 10, deadline in the future). */
export const editTenderFormSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1, messages.editTitleRequired), z.minLength(5, messages.titleMin), z.maxLength(200)),
  description: z.string().check(z.trim(), z.minLength(1, messages.editDescriptionRequired), z.minLength(10, messages.descriptionMin), z.maxLength(10_000)),
  expiryDay: z.string().check(
    z.minLength(1, messages.deadlineRequired),
    z.refine((v) => DAY.test(v), messages.deadlineRequired),
    z.refine((v) => !DAY.test(v) || Date.parse(endOfDayIso(v)) > Date.now(), messages.expiryFuture),
  ),
  /** The site of the work (issue 14), null for none; the server's rules (features/tenders/domain/site-rules.ts). */
  site: z.optional(z.nullable(siteSchema)),
});
type EditValues = z.input<typeof editTenderFormSchema>;

/** The local calendar day (yyyy-MM-dd) of an ISO date, '' when invalid. */
const localDay = (iso: string) => (Number.isNaN(Date.parse(iso)) ? '' : format(new Date(iso), 'yyyy-MM-dd'));

/**
 * The PATCH body for the form's values: only changed fields, the removed attachment ids and the new
 * staged keys. The deadline is sent only when another day was picked; the site only when it changed
 * (null when cleared).
 */
export function buildTenderUpdate(tender: TenderDetail, values: EditValues, removed: string[], added: string[]): TenderUpdate {
  const body: TenderUpdate = { removeAttachmentIds: removed, addAttachments: added };
  if (values.title.trim() !== tender.title) body.title = values.title.trim();
  if (values.description.trim() !== tender.description) body.description = values.description.trim();
  if (values.expiryDay !== localDay(tender.expiryDate)) body.expiryDate = endOfDayIso(values.expiryDay);
  const site = values.site ?? null;
  if (JSON.stringify(site) !== JSON.stringify(tender.site?.geometry ?? null)) body.site = site;
  return body;
}

export function EditTenderForm({ tender }: { tender: TenderDetail }) {
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
  } = useForm<EditValues>({
    resolver: zodResolver(editTenderFormSchema),
    mode: 'onTouched',
    defaultValues: { title: tender.title, description: tender.description, expiryDay: localDay(tender.expiryDate), site: tender.site?.geometry ?? null },
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
        if (failed > 0) toast.warning('Some attachments failed to upload', { description: `Updated tender but ${failed} of ${total} files failed to upload.` });
        toast.success('Tender updated successfully', { description: 'Your changes have been saved' });
        navigate(paths.tenderPoster.dashboard.getHref());
      },
      onError: (error) => {
        if (error instanceof ApiRequestError) {
          if (error.status === 403 || error.status === 404) {
            setForbidden(true);
            return;
          }
          if (error.message === messages.missingAttachments) {
            toast.error(messageTitles.missingAttachments, { description: messages.missingAttachments });
            return;
          }
          const fields: [keyof EditValues, string][] = [
            ['title', 'title'],
            ['description', 'description'],
            ['expiryDay', 'expiryDate'],
            ['site', 'site'],
          ];
          for (const [field, key] of fields) {
            const message = error.fieldErrors[key]?.[0];
            if (message) setError(field, { message });
          }
        }
        toast.error('Error updating tender', { description: 'There was an error updating your tender. Please try again.' });
      },
    });
  });

  if (forbidden) return <NoEditPermission />;

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Edit Tender">
      <Card variation="outlined" className="detail-card">
        <Heading level={3}>Tender Information</Heading>
        <TextField label="Title" isRequired descriptiveText={<Counter value={title} min={5} />} hasError={!!errors.title} errorMessage={errors.title?.message} {...register('title')} />
        <TextAreaField
          label="Description"
          isRequired
          rows={7}
          descriptiveText={<Counter value={description} min={10} />}
          hasError={!!errors.description}
          errorMessage={errors.description?.message}
          {...register('description')}
        />
        <TextField label="Deadline" type="date" isRequired min={today} hasError={!!errors.expiryDay} errorMessage={errors.expiryDay?.message} {...register('expiryDay')} />
      </Card>
      <Controller
        control={control}
        name="site"
        render={({ field, fieldState }) => <SiteField value={field.value} onChange={(site) => field.onChange(site)} error={fieldState.error?.message} disabled={update.isPending} />}
      />
      <Card variation="outlined" className="detail-card">
        <Heading level={3}>Current Attachments ({kept.length})</Heading>
        {kept.length === 0 ? (
          <Text color="font.tertiary">No current attachments. Add at least one file below.</Text>
        ) : (
          <ul className="file-list" aria-label="Current attachments">
            {kept.map((a) => (
              <li key={a.attachmentId} className="file-item" data-testid="current-attachment">
                <FileIcon size={20} className="file-icon" />
                <div className="file-meta">
                  <div className="file-name">{a.filename}</div>
                  <div className="muted small">{formatBytes(a.size)}</div>
                </div>
                <Button size="small" variation="link" aria-label={`Remove ${a.filename}`} onClick={() => setRemoved((r) => [...r, a.attachmentId])} isDisabled={update.isPending}>
                  <XIcon size={16} /> Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        <FileDropZone items={uploads.items} onFiles={(f) => void uploads.addFiles(f)} onRemove={uploads.remove} disabled={update.isPending} />
      </Card>
      <Flex justifyContent="flex-end" gap="0.5rem">
        <Button onClick={goBack} isDisabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" variation="primary" isDisabled={uploads.busy} isLoading={update.isPending} loadingText="Saving...">
          {uploads.busy ? 'Uploading files...' : 'Save changes'}
        </Button>
      </Flex>
    </form>
  );
}

/** What anyone but the creator sees on the edit page. */
export function NoEditPermission() {
  return (
    <Card variation="outlined" className="detail-card" role="alert" data-testid="edit-forbidden">
      <Heading level={3}>Access denied</Heading>
      <Text>{NO_EDIT_PERMISSION}</Text>
    </Card>
  );
}
