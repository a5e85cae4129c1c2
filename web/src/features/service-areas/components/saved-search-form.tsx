/**
 * Adding a saved search to Where I work: the words (every one must be in a tender's title or description) and an
 * optional budget floor in euros (a dot or a comma before at most two decimals; empty: no floor), turned into cents
 * by the tender form's own `budgetEurosSchema` and checked with the server's `savedSearchSchema` (profiles domain),
 * so the messages are the API's. A valid search goes to `onAdd`; the form then empties.
 */
import { zodResolver } from '@/i18n/zod-resolver';
import { useForm } from 'react-hook-form';
import { Button, Flex, TextField } from '@aws-amplify/ui-react';
import * as z from 'zod/mini';
import { MAX_SEARCH_WORDS, type SavedSearch, savedSearchSchema } from '@features/profiles/domain/service-areas';
import { budgetEurosSchema } from '@features/tenders/domain/schemas';
import { useT } from '@/i18n/i18n';

/** The typed texts of the form. */
export interface SavedSearchInput {
  words: string;
  budgetFloor: string;
}

/** The texts to a saved search (a floor of 0 or none is no floor), then the server's rules. */
const savedSearchInputSchema = z.pipe(
  z.pipe(
    z.object({ words: z.string(), budgetFloor: budgetEurosSchema }),
    z.transform(({ words, budgetFloor }): SavedSearch => (budgetFloor > 0 ? { words: words.trim(), budgetFloorCents: budgetFloor } : { words: words.trim() })),
  ),
  savedSearchSchema,
);

export interface SavedSearchFormProps {
  onAdd(search: SavedSearch): void;
  /** Adding is off (at the limit of searches). */
  disabled: boolean;
}

export function SavedSearchForm({ onAdd, disabled }: SavedSearchFormProps) {
  const t = useT();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SavedSearchInput, unknown, SavedSearch>({ resolver: zodResolver(savedSearchInputSchema) as never, defaultValues: { words: '', budgetFloor: '' } });
  const onValid = (search: SavedSearch) => {
    onAdd(search);
    reset();
  };
  return (
    <form aria-label={t('areas.searchForm')} noValidate onSubmit={(e) => void handleSubmit(onValid)(e)}>
      <Flex gap="0.5rem" wrap="wrap" alignItems="flex-end">
        <TextField label={t('areas.words')} size="small" maxLength={MAX_SEARCH_WORDS} hasError={!!errors.words} errorMessage={errors.words?.message} {...register('words')} />
        <TextField
          label={t('areas.budgetFloor')}
          size="small"
          inputMode="decimal"
          descriptiveText={t('areas.optional')}
          hasError={!!errors.budgetFloor}
          errorMessage={errors.budgetFloor?.message}
          {...register('budgetFloor')}
        />
        <Button type="submit" size="small" isDisabled={disabled}>
          {t('areas.addSearch')}
        </Button>
      </Flex>
    </form>
  );
}
