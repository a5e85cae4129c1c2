/**
 * A tender's questions and answers (docs/decisions/procurement/questions.md), for every role that may read the
 * tender: the questions newest first with their answers and files. A geodesist sees the question deadline and, while
 * the tender is Open and the deadline not passed (askRefusal), a form to ask; the poster an answer form, with an
 * optional file, under each unanswered question while the tender is Open (answerable); admins see who asked.
 */
import { useState } from 'react';
import { Badge, Button, Card, Flex, Heading, Text, TextAreaField } from '@aws-amplify/ui-react';
import { toast } from 'sonner';
import type { Role } from '@domain/roles';
import type { TenderDetail } from '@features/tenders/domain/dto';
import { questionDeadlineOf } from '@features/tenders/domain/question-deadline';
import { answerCreateSchema, askRefusal, MAX_ANSWER_LENGTH, MAX_QUESTION_LENGTH, questionCreateSchema, type Question } from '@features/procurement/domain/questions';
import { errorMessage } from '@/lib/api-client';
import { FileDropZone } from '@/components/files/file-drop-zone';
import { useFileUploads, type UploadRequests } from '@/hooks/use-file-uploads';
import { useAnswerQuestion, useAskQuestion, useDownloadAnswerFile, useQuestions } from '../api/questions';
import { loadParts, useT } from '@/i18n/i18n';
import { useFormat } from '@/i18n/format';

await loadParts('work');

export interface QuestionsCardProps {
  tender: TenderDetail;
  role: Role;
  /** The upload calls of an answer's file (the poster's page passes them); without them the poster answers in text only. */
  uploadRequests?: UploadRequests;
}

/** The first issue of `schema` for `value`, or null (`invalid` when the schema names none). */
function issueOf(schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown, invalid: string): string | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : (parsed.error?.issues[0]?.message ?? invalid);
}

function AskForm({ tenderId }: { tenderId: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  const ask = useAskQuestion(tenderId);
  const submit = () => {
    const issue = issueOf(questionCreateSchema, { text }, t('questions.invalid'));
    setError(issue);
    if (issue) return;
    ask.mutate(text, {
      onSuccess: () => {
        setText('');
        toast.success(t('ask.toast.done'), { description: t('ask.toast.doneText') });
      },
      onError: (e) => toast.error(t('ask.toast.error'), { description: errorMessage(e, t('questions.tryAgain')) }),
    });
  };
  return (
    <form noValidate onSubmit={(e) => (e.preventDefault(), submit())} aria-label={t('ask.label')}>
      <Flex direction="column" gap="0.5rem">
        <TextAreaField label={t('ask.field')} rows={3} maxLength={MAX_QUESTION_LENGTH} value={text} onChange={(e) => setText(e.target.value)} hasError={!!error} errorMessage={error ?? undefined} />
        <Flex justifyContent="flex-end">
          <Button type="submit" variation="primary" isLoading={ask.isPending} loadingText={t('ask.sending')}>
            {t('ask.button')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

function AnswerForm({ tenderId, questionId, uploadRequests }: { tenderId: string; questionId: string; uploadRequests?: UploadRequests }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  const answer = useAnswerQuestion(tenderId);
  const uploads = useFileUploads(uploadRequests ?? NO_UPLOADS, 'attachment');
  const submit = () => {
    const file = uploads.readyKeys[0];
    const issue = issueOf(answerCreateSchema, { text, ...(file ? { file } : {}) }, t('questions.invalid'));
    setError(issue);
    if (issue) return;
    answer.mutate(
      { questionId, text, ...(file ? { file } : {}) },
      {
        onSuccess: () => toast.success(t('answer.toast.done'), { description: t('answer.toast.doneText') }),
        onError: (e) => toast.error(t('answer.toast.error'), { description: errorMessage(e, t('questions.tryAgain')) }),
      },
    );
  };
  return (
    <form noValidate onSubmit={(e) => (e.preventDefault(), submit())} aria-label={t('answer.label')}>
      <Flex direction="column" gap="0.5rem">
        <TextAreaField label={t('answer.field')} rows={3} maxLength={MAX_ANSWER_LENGTH} value={text} onChange={(e) => setText(e.target.value)} hasError={!!error} errorMessage={error ?? undefined} />
        {uploadRequests && (
          <FileDropZone
            label={t('answer.file')}
            hint={t('answer.fileHint')}
            items={uploads.items}
            onFiles={(files) => void uploads.addFiles(files.slice(0, 1))}
            onRemove={uploads.remove}
            disabled={answer.isPending}
          />
        )}
        <Flex justifyContent="flex-end">
          <Button type="submit" variation="primary" isDisabled={uploads.busy} isLoading={answer.isPending} loadingText={t('answer.publishing')}>
            {uploads.busy ? t('answer.uploading') : t('answer.publish')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

const NO_UPLOADS: UploadRequests = {
  createUploads: () => Promise.reject(new Error('Files cannot be attached here')),
  verifyUpload: () => Promise.reject(new Error('Files cannot be attached here')),
};

function QuestionItem({ q, tenderId, answering, showAsker, uploadRequests }: { q: Question; tenderId: string; answering: boolean; showAsker: boolean; uploadRequests?: UploadRequests }) {
  const t = useT();
  const fmt = useFormat();
  const download = useDownloadAnswerFile(tenderId);
  return (
    <li className="question-item">
      <Flex direction="column" gap="0.25rem">
        <Text fontWeight="bold">{q.text}</Text>
        <Text fontSize="small" color="font.tertiary">
          {showAsker && q.askerName ? t('question.askedBy', { date: fmt.dateTime(q.askedAt), name: q.askerName }) : t('question.asked', { date: fmt.dateTime(q.askedAt) })}
        </Text>
        {q.answer ? (
          <Flex direction="column" gap="0.25rem" className="question-answer">
            <Text>{q.answer.text}</Text>
            <Text fontSize="small" color="font.tertiary">
              {t('question.answered', { date: fmt.dateTime(q.answer.answeredAt) })}
            </Text>
            {q.answer.file && (
              <Button
                size="small"
                alignSelf="flex-start"
                isLoading={download.isPending}
                onClick={() => download.mutate(q.questionId, { onError: (e) => toast.error(t('question.downloadFailed'), { description: errorMessage(e, t('questions.tryAgain')) }) })}
              >
                {t('question.download', { filename: q.answer.file.filename })}
              </Button>
            )}
          </Flex>
        ) : answering ? (
          <AnswerForm tenderId={tenderId} questionId={q.questionId} uploadRequests={uploadRequests} />
        ) : (
          <Badge size="small" alignSelf="flex-start">
            {t('question.awaiting')}
          </Badge>
        )}
      </Flex>
    </li>
  );
}

export function QuestionsCard({ tender, role, uploadRequests }: QuestionsCardProps) {
  const t = useT();
  const fmt = useFormat();
  const questions = useQuestions(tender.tenderId);
  const deadline = tender.questionDeadline ?? questionDeadlineOf(tender);
  const mayAsk = role === 'geodesist' && askRefusal({ creatorId: tender.creatorId, status: tender.status, questionDeadline: deadline }) === null;
  const answering = role === 'tenderPoster' && tender.status === 'Open';
  const items = questions.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card variation="outlined" as="section" aria-label={t('questions.title')} className="detail-card">
      <Flex direction="column" gap="0.75rem">
        <Heading level={3}>{t('questions.title')}</Heading>
        <Text fontSize="small" color="font.secondary">
          {t('questions.until', { date: fmt.dateTime(deadline) })}
        </Text>
        {mayAsk && <AskForm tenderId={tender.tenderId} />}
        {role === 'geodesist' && !mayAsk && tender.status === 'Open' && <Text color="font.tertiary">{t('questions.deadlinePassed')}</Text>}
        {questions.isPending ? (
          <Text color="font.tertiary">{t('questions.loading')}</Text>
        ) : questions.isError ? (
          <Text color="font.error">{errorMessage(questions.error, t('questions.loadFailed'))}</Text>
        ) : items.length === 0 ? (
          <Text color="font.tertiary">{t('questions.none')}</Text>
        ) : (
          <ul className="question-list" aria-label={t('questions.list')}>
            {items.map((q) => (
              <QuestionItem key={q.questionId} q={q} tenderId={tender.tenderId} answering={answering} showAsker={role === 'admin'} uploadRequests={uploadRequests} />
            ))}
          </ul>
        )}
        {questions.hasNextPage && (
          <Button size="small" onClick={() => void questions.fetchNextPage()} isLoading={questions.isFetchingNextPage}>
            {t('questions.more')}
          </Button>
        )}
      </Flex>
    </Card>
  );
}
