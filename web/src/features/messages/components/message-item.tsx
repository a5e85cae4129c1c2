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
import { formatDate } from '@/lib/format';
import { FileRow } from '@/components/files/file-row';
import { FilePreviewDialog } from '@/components/files/file-preview-dialog';
import { toastDownloadFailed } from '@/components/files/file-messages';
import { startDownload } from '@/lib/download';
import { getMessageFileLink, useHideMessage } from '../api/messages';

const WHEN = 'MMM d, yyyy HH:mm';
const SIDE_LABEL: Record<Message['author'], string> = { poster: 'Poster', contractor: 'Contractor', support: 'Support' };

function HideForm({ tenderId, messageId, onDone }: { tenderId: string; messageId: string; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const hide = useHideMessage(tenderId);
  const submit = () => {
    if (!reason.trim()) return;
    hide.mutate(
      { messageId, reason: reason.trim() },
      {
        onSuccess: () => (toast.success('Message hidden', { description: 'The author is told why.' }), onDone()),
        onError: (e) => toast.error('Message not hidden', { description: errorMessage(e, 'Please try again.') }),
      },
    );
  };
  return (
    <form noValidate onSubmit={(e) => (e.preventDefault(), submit())} aria-label="Hide the message">
      <Flex gap="0.5rem" alignItems="flex-end">
        <TextField label="Reason for hiding" size="small" maxLength={MAX_HIDE_REASON_LENGTH} value={reason} onChange={(e) => setReason(e.target.value)} />
        <Button size="small" type="submit" variation="warning" isDisabled={!reason.trim()} isLoading={hide.isPending}>
          Hide
        </Button>
        <Button size="small" onClick={onDone}>
          Cancel
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
          <Badge size="small">{SIDE_LABEL[m.author]}</Badge>
          <Text fontSize="small" color="font.tertiary">
            {formatDate(m.postedAt, WHEN)}
          </Text>
        </Flex>
        {m.hidden && <Text fontStyle="italic">{hiddenText(m.hidden.reason)}</Text>}
        {m.text !== null && <Text whiteSpace="pre-wrap">{m.text}</Text>}
        {m.files.length > 0 && (
          <ul className="file-list" aria-label="Files of the message">
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
            Read
          </Text>
        )}
        {canHide &&
          !m.hidden &&
          (hiding ? (
            <HideForm tenderId={tenderId} messageId={m.messageId} onDone={() => setHiding(false)} />
          ) : (
            <Button size="small" variation="link" alignSelf="flex-start" onClick={() => setHiding(true)}>
              Hide
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
