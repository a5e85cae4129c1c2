/**
 * The footer of a confirm dialog, on Amplify UI: a Cancel button (`cancelLabel`; disabled while `busy`)
 * and the confirm button (`confirmLabel`, `busyLabel` while busy). The confirm button calls `onConfirm`,
 * or, given `form`, submits that form by its id.
 */
import { Button } from '@aws-amplify/ui-react';
import { useT } from '@/i18n/i18n';

export interface DialogActionsProps {
  onCancel: () => void;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm?: () => void;
  /** The id of the form the confirm button submits. */
  form?: string;
  variation?: 'primary' | 'destructive';
  cancelLabel?: string;
}

export function DialogActions({ onCancel, confirmLabel, busyLabel, busy, onConfirm, form, variation = 'primary', cancelLabel }: DialogActionsProps) {
  const t = useT();
  return (
    <>
      <Button onClick={onCancel} isDisabled={busy}>
        {cancelLabel ?? t('ui.cancel')}
      </Button>
      <Button variation={variation} {...(form ? { type: 'submit', form } : {})} isLoading={busy} loadingText={busyLabel} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </>
  );
}
