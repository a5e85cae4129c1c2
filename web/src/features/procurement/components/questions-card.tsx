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
import { formatDate } from '@/lib/format';
import { FileDropZone } from '@/components/files/file-drop-zone';
import { useFileUploads, type UploadRequests } from '@/hooks/use-file-uploads';
import { useAnswerQuestion, useAskQuestion, useDownloadAnswerFile, useQuestions } from '../api/questions';

export interface QuestionsCardProps {
  tender: TenderDetail;
  role: Role;
  /** The upload calls of an answer's file (the poster's page passes them); without them the poster answers in text only. */
  uploadRequests?: UploadRequests;
}

const WHEN = 'MMM d, yyyy HH:mm';

/** The first issue of `schema` for `value`, or null. */
function issueOf(schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown): string | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : (parsed.error?.issues[0]?.message ?? 'Invalid');
}

function AskForm({ tenderId }: { tenderId: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ask = useAskQuestion(tenderId);
  const submit = () => {
    const issue = issueOf(questionCreateSchema, { text });
    setError(issue);
    if (issue) return;
    ask.mutate(text, {
      onSuccess: () => {
        setText('');
        toast.success('Question sent', { description: 'The poster will answer it here for every bidder to read.' });
      },
      onError: (e) => toast.error('Question not sent', { description: errorMessage(e, 'Please try again.') }),
    });
  };
  return (
    <form noValidate onSubmit={(e) => (e.preventDefault(), submit())} aria-label="Ask a question">
      <Flex direction="column" gap="0.5rem">
        <TextAreaField label="Your question" rows={3} maxLength={MAX_QUESTION_LENGTH} value={text} onChange={(e) => setText(e.target.value)} hasError={!!error} errorMessage={error ?? undefined} />
        <Flex justifyContent="flex-end">
          <Button type="submit" variation="primary" isLoading={ask.isPending} loadingText="Sending...">
            Ask question
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

function AnswerForm({ tenderId, questionId, uploadRequests }: { tenderId: string; questionId: string; uploadRequests?: UploadRequests }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const answer = useAnswerQuestion(tenderId);
  const uploads = useFileUploads(uploadRequests ?? NO_UPLOADS, 'attachment');
  const submit = () => {
    const file = uploads.readyKeys[0];
    const issue = issueOf(answerCreateSchema, { text, ...(file ? { file } : {}) });
    setError(issue);
    if (issue) return;
    answer.mutate(
      { questionId, text, ...(file ? { file } : {}) },
      {
        onSuccess: () => toast.success('Answer published', { description: 'Bidders and askers are notified.' }),
        onError: (e) => toast.error('Answer not published', { description: errorMessage(e, 'Please try again.') }),
      },
    );
  };
  return (
    <form noValidate onSubmit={(e) => (e.preventDefault(), submit())} aria-label="Answer the question">
      <Flex direction="column" gap="0.5rem">
        <TextAreaField label="Your answer" rows={3} maxLength={MAX_ANSWER_LENGTH} value={text} onChange={(e) => setText(e.target.value)} hasError={!!error} errorMessage={error ?? undefined} />
        {uploadRequests && (
          <FileDropZone
            label="File (optional)"
            hint="One file, up to 50 MB"
            items={uploads.items}
            onFiles={(files) => void uploads.addFiles(files.slice(0, 1))}
            onRemove={uploads.remove}
            disabled={answer.isPending}
          />
        )}
        <Flex justifyContent="flex-end">
          <Button type="submit" variation="primary" isDisabled={uploads.busy} isLoading={answer.isPending} loadingText="Publishing...">
            {uploads.busy ? 'Uploading file...' : 'Publish answer'}
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
  const download = useDownloadAnswerFile(tenderId);
  return (
    <li className="question-item">
      <Flex direction="column" gap="0.25rem">
        <Text fontWeight="bold">{q.text}</Text>
        <Text fontSize="small" color="font.tertiary">
          Asked {formatDate(q.askedAt, WHEN)}
          {showAsker && q.askerName ? ` by ${q.askerName}` : ''}
        </Text>
        {q.answer ? (
          <Flex direction="column" gap="0.25rem" className="question-answer">
            <Text>{q.answer.text}</Text>
            <Text fontSize="small" color="font.tertiary">
              Answered {formatDate(q.answer.answeredAt, WHEN)}
            </Text>
            {q.answer.file && (
              <Button
                size="small"
                alignSelf="flex-start"
                isLoading={download.isPending}
                onClick={() => download.mutate(q.questionId, { onError: (e) => toast.error('Download failed', { description: errorMessage(e, 'Please try again.') }) })}
              >
                Download {q.answer.file.filename}
              </Button>
            )}
          </Flex>
        ) : answering ? (
          <AnswerForm tenderId={tenderId} questionId={q.questionId} uploadRequests={uploadRequests} />
        ) : (
          <Badge size="small" alignSelf="flex-start">
            Awaiting answer
          </Badge>
        )}
      </Flex>
    </li>
  );
}

export function QuestionsCard({ tender, role, uploadRequests }: QuestionsCardProps) {
  const questions = useQuestions(tender.tenderId);
  const deadline = tender.questionDeadline ?? questionDeadlineOf(tender);
  const mayAsk = role === 'geodesist' && askRefusal({ creatorId: tender.creatorId, status: tender.status, questionDeadline: deadline }) === null;
  const answering = role === 'tenderPoster' && tender.status === 'Open';
  const items = questions.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card variation="outlined" as="section" aria-label="Questions and answers" className="detail-card">
      <Flex direction="column" gap="0.75rem">
        <Heading level={3}>Questions and answers</Heading>
        <Text fontSize="small" color="font.secondary">
          Questions until {formatDate(deadline, WHEN)}
        </Text>
        {mayAsk && <AskForm tenderId={tender.tenderId} />}
        {role === 'geodesist' && !mayAsk && tender.status === 'Open' && <Text color="font.tertiary">The deadline for questions has passed.</Text>}
        {questions.isPending ? (
          <Text color="font.tertiary">Loading questions...</Text>
        ) : questions.isError ? (
          <Text color="font.error">{errorMessage(questions.error, 'Questions could not be loaded.')}</Text>
        ) : items.length === 0 ? (
          <Text color="font.tertiary">No questions yet.</Text>
        ) : (
          <ul className="question-list" aria-label="Questions">
            {items.map((q) => (
              <QuestionItem key={q.questionId} q={q} tenderId={tender.tenderId} answering={answering} showAsker={role === 'admin'} uploadRequests={uploadRequests} />
            ))}
          </ul>
        )}
        {questions.hasNextPage && (
          <Button size="small" onClick={() => void questions.fetchNextPage()} isLoading={questions.isFetchingNextPage}>
            More questions
          </Button>
        )}
      </Flex>
    </Card>
  );
}
