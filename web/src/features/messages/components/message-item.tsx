/**
 * One message of a thread: author (name, and the side: poster, contractor, GeoTender support), time, text, files
 * (Preview through the shared FilePreviewDialog, geodata included, and Download), 'Hidden by an admin: {reason}' in
 * place of a hidden message for the parties, 'Read' under the caller's newest message the other side has read, and
 * for admins a Hide control with a reason.
 */
import { useState } from 'react';
import { Badge, Button, Flex, Text, TextField } from '@aws-amplify/ui-react';
import { toast } from 'sonner';
import { hiddenText, MAX_HIDE_REASON_LENGTH, type Message, type MessageFile } from '@features/messages/domain/messages';
import { errorMessage } from '@/lib/api-client';
import { FileRow } from '@/components/files/file-row';
import { FilePreviewDialog } from '@/components/files/file-preview-dialog';
import { toastDownloadFailed } from '@/components/files/file-messages';
import { startDownload } from '@/lib/download';
import { getMessageFileLink, useHideMessage } from '../api/messages';
import type { MessageKey } from '@domain/i18n/catalogue';
import { loadParts, useT } from '@/i18n/i18n';
import { useFormat } from '@/i18n/format';

await loadParts('work');

const SIDE_LABEL: Record<Message['author'], MessageKey> = { poster: 'message.side.poster', contractor: 'message.side.contractor', support: 'message.side.support' };

function HideForm({ tenderId, messageId, onDone }: { tenderId: string; messageId: string; onDone: () => void }) {
  const t = useT();
  const [reason, setReason] = useState('');
  const hide = useHideMessage(tenderId);
  const submit = () => {
    if (!reason.trim()) return;
    hide.mutate(
      { messageId, reason: reason.trim() },
      {
        onSuccess: () => (toast.success(t('message.hidden'), { description: t('message.hiddenText') }), onDone()),
        onError: (e) => toast.error(t('message.notHidden'), { description: errorMessage(e, t('message.tryAgain')) }),
      },
    );
  };
  return (
    <form noValidate onSubmit={(e) => (e.preventDefault(), submit())} aria-label={t('message.hideLabel')}>
      <Flex gap="0.5rem" alignItems="flex-end">
        <TextField label={t('message.hideReason')} size="small" maxLength={MAX_HIDE_REASON_LENGTH} value={reason} onChange={(e) => setReason(e.target.value)} />
        <Button size="small" type="submit" variation="warning" isDisabled={!reason.trim()} isLoading={hide.isPending}>
          {t('message.hide')}
        </Button>
        <Button size="small" onClick={onDone}>
          {t('message.cancel')}
        </Button>
      </Flex>
    </form>
  );
}

export interface MessageItemProps {
  tenderId: string;
  message: Message;
  /** 'Read' under it: the other side has read up to it (the caller's newest such message). */
  readByOther: boolean;
  /** Admins may hide a message that breaks the rules. */
  canHide: boolean;
}

export function MessageItem({ tenderId, message: m, readByOther, canHide }: MessageItemProps) {
  const t = useT();
  const fmt = useFormat();
  const [previewing, setPreviewing] = useState<MessageFile | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const [hiding, setHiding] = useState(false);
  const ref = (f: MessageFile) => ({ tenderId, messageId: m.messageId, fileId: f.fileId });
  const download = async (f: MessageFile) => {
    setDownloading(f.fileId);
    try {
      startDownload(await getMessageFileLink(ref(f), 'attachment'));
    } catch (error) {
      toastDownloadFailed(error);
    } finally {
      setDownloading(null);
    }
  };
  return (
    <li className={`message-item${m.mine ? ' message-mine' : ''}`} data-testid="message">
      <Flex direction="column" gap="0.25rem">
        <Flex gap="0.5rem" alignItems="center">
          <Text fontWeight="bold">{m.authorName}</Text>
          <Badge size="small">{t(SIDE_LABEL[m.author])}</Badge>
          <Text fontSize="small" color="font.tertiary">
            {fmt.dateTime(m.postedAt)}
          </Text>
        </Flex>
        {m.hidden && <Text fontStyle="italic">{hiddenText(m.hidden.reason)}</Text>}
        {m.text !== null && <Text whiteSpace="pre-wrap">{m.text}</Text>}
        {m.files.length > 0 && (
          <ul className="file-list" aria-label={t('message.files')}>
            {m.files.map((f) => (
              <FileRow
                key={f.fileId}
                testId="message-file"
                filename={f.filename}
                size={f.size}
                downloading={downloading === f.fileId}
                onPreview={() => setPreviewing(f)}
                onDownload={() => void download(f)}
              />
            ))}
          </ul>
        )}
        {readByOther && (
          <Text fontSize="small" color="font.tertiary" data-testid="read-receipt">
            {t('message.read')}
          </Text>
        )}
        {canHide &&
          !m.hidden &&
          (hiding ? (
            <HideForm tenderId={tenderId} messageId={m.messageId} onDone={() => setHiding(false)} />
          ) : (
            <Button size="small" variation="link" alignSelf="flex-start" onClick={() => setHiding(true)}>
              {t('message.hide')}
            </Button>
          ))}
      </Flex>
      <FilePreviewDialog
        file={previewing}
        onClose={() => setPreviewing(null)}
        getUrl={(disposition) => (previewing ? getMessageFileLink(ref(previewing), disposition) : Promise.reject(new Error('No file')))}
      />
    </li>
  );
}
