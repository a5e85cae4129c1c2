/**
 * The 'Erase my account' dialog (GDPR article 17): says what the erasure does, asks the user to
 * type ERASE (the server's own confirmation schema checks the field), then sends `DELETE /me`. A refusal
 * (409: an open contract, named by the server) stays in the dialog with the server's message. Once the server
 * has accepted the erasure (it finishes in queued work, and the account already answers as gone), the user is
 * signed out and lands on the landing page told 'Your account is being erased'.
 */
import { zodResolver } from '@/i18n/zod-resolver';
import { Text, TextField } from '@aws-amplify/ui-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { DELETED_USER, ERASE_CONFIRMATION } from '@features/privacy/domain/privacy';
import { eraseSchema, type EraseRequest } from '@features/privacy/domain/schemas';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { RetryAlert } from '@/components/ui/list-states';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { signOutUser } from '@/lib/auth';
import { lazyToast } from '@/lib/toaster';
import { useT } from '@/i18n/i18n';
import { useEraseAccount } from '../api/erase-account';

/** A bulleted list (the app's base styles reset lists), set off from the confirmation field below it. */
const EFFECTS_STYLE = { listStyle: 'disc', paddingLeft: '1.25rem', margin: '0 0 1rem', display: 'grid', gap: '0.35rem' } as const;

export interface EraseAccountDialogProps {
  open: boolean;
  onClose: () => void;
  /** Whose account: a poster is told about their tenders, a geodesist about their bids. */
  role: 'geodesist' | 'tenderPoster';
}

export function EraseAccountDialog({ open, onClose, role }: EraseAccountDialogProps) {
  const t = useT();
  const formId = useId();
  const navigate = useNavigate();
  const erase = useEraseAccount();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EraseRequest>({ resolver: zodResolver(eraseSchema), defaultValues: { confirm: '' } });
  const busy = isSubmitting || erase.isPending;

  const close = () => {
    if (busy) return;
    reset();
    erase.reset();
    onClose();
  };

  const onSubmit = handleSubmit(async (body) => {
    try {
      await erase.mutateAsync(body);
    } catch {
      return; // The refusal is shown in the dialog (erase.error).
    }
    try {
      await signOutUser(paths.home.getHref());
    } catch (error) {
      // The account and its sign-in are gone already; only the local session could not be cleared.
      console.error('Sign out after erasure failed', error);
    }
    lazyToast((toast) => toast.success(t('erase.notice'), { id: 'account-erased', description: t('erase.noticeText') }));
    navigate(paths.home.getHref(), { replace: true });
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('erase.dialogTitle')}
      description={t('erase.dialogDescription')}
      footer={<DialogActions onCancel={close} busy={busy} confirmLabel={t('erase.button')} busyLabel={t('erase.erasing')} form={formId} variation="destructive" />}
    >
      <ul data-testid="erase-effects" style={EFFECTS_STYLE}>
        <li>{t('erase.effect.signOut')}</li>
        <li>{t('erase.effect.data')}</li>
        {role === 'tenderPoster' ? <li>{t('erase.effect.poster')}</li> : <li>{t('erase.effect.geodesist', { deletedUser: DELETED_USER })}</li>}
        <li>{t('erase.effect.history')}</li>
        <li>
          <strong>{t('erase.effect.final')}</strong>
        </li>
      </ul>
      <form id={formId} className="form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('erase.confirmForm')}>
        <TextField
          label={t('erase.typeToConfirm', { word: ERASE_CONFIRMATION })}
          autoComplete="off"
          spellCheck={false}
          hasError={!!errors.confirm}
          errorMessage={errors.confirm?.message}
          isDisabled={busy}
          {...register('confirm')}
        />
      </form>
      {erase.isError && (
        <RetryAlert heading={t('erase.refused')} role="alert" data-testid="erase-error">
          <Text color="inherit">{errorMessage(erase.error)}</Text>
        </RetryAlert>
      )}
    </Dialog>
  );
}
