/**
 * Search box and sort select of a tender list (part 2, Geodesist dashboard, Browse, poster History,
 * admin tenders), on Amplify UI SearchField and SelectField. The list filters as you type (after a
 * 400 ms pause); the Search button (or Enter) applies the term at once; the clear button (x) empties
 * the box and shows the whole list again (docs/decisions/web/search-button.md, "Search button"). A search the API would refuse
 * (searchRefusal of the tenders domain) is not applied: the box shows the API's message.
 */
import { Flex, SearchField, SelectField } from '@aws-amplify/ui-react';
import { type ReactNode, useEffect, useState } from 'react';
import type { TenderSort } from '@features/tenders/domain/tender';
import { MAX_SEARCH_LENGTH, searchRefusal } from '@features/tenders/domain/search';
import type { MessageKey } from '@domain/i18n/catalogue';
import { useT } from '@/i18n/i18n';

/** Pause after the last keystroke before the list follows the search box, in ms. */
export const SEARCH_DEBOUNCE_MS = 400;

/** Catalogue keys of the sort options' words (part 2, 2: newest, oldest, expiringSoon, priceHigh, priceLow). */
export const SORT_LABELS: Record<TenderSort, MessageKey> = {
  newest: 'sort.newest',
  oldest: 'sort.oldest',
  expiringSoon: 'sort.expiringSoon',
  priceHigh: 'sort.priceHigh',
  priceLow: 'sort.priceLow',
};

export interface TenderSearchBarProps {
  /** The applied term. */
  search: string;
  onSearch: (term: string) => void;
  /** The sort select shows when sorts are given. */
  sort?: TenderSort;
  onSort?: (sort: TenderSort) => void;
  sorts?: readonly TenderSort[];
  placeholder?: string;
  /** Accessible name of the search box (default 'Search tenders', in the active language). */
  label?: string;
  /** More filters beside the box (e.g. the admin's role filter of the user table). */
  children?: ReactNode;
  /** Why a term may not be searched, or null (default: the tender search's limits); null for none. */
  refuse?: ((term: string) => string | null) | null;
}

export function TenderSearchBar({ search, onSearch, sort, onSort, sorts = [], placeholder, label, children, refuse = searchRefusal }: TenderSearchBarProps) {
  const t = useT();
  const [term, setTerm] = useState(search);
  // The term last applied or refused; its refusal shows until the box changes.
  const [checked, setChecked] = useState<string | null>(null);
  const refusal = checked !== null && checked === term ? (refuse?.(checked) ?? null) : null;

  useEffect(() => {
    if (term.trim() === search) return;
    const timer = setTimeout(() => {
      setChecked(term);
      if (!refuse?.(term)) onSearch(term.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term, search, onSearch, refuse]);

  return (
    <Flex role="search" className="search-bar" wrap="wrap" gap="0.5rem" alignItems="flex-end">
      <SearchField
        className="search-field"
        label={label ?? t('search.label')}
        placeholder={placeholder ?? t('search.placeholder')}
        value={term}
        maxLength={MAX_SEARCH_LENGTH}
        hasError={refusal !== null}
        errorMessage={refusal ?? undefined}
        clearButtonLabel={t('search.clear')}
        onChange={(e) => setTerm(e.target.value)}
        onSubmit={(value) => {
          setTerm(value);
          setChecked(value);
          if (!refuse?.(value)) onSearch(value.trim());
        }}
        onClear={() => {
          setTerm('');
          setChecked(null);
          onSearch('');
        }}
      />
      {sorts.length > 0 && (
        <SelectField className="sort-select" label={t('search.sortBy')} labelHidden value={sort} onChange={(e) => onSort?.(e.target.value as TenderSort)}>
          {sorts.map((s) => (
            <option key={s} value={s}>
              {t(SORT_LABELS[s])}
            </option>
          ))}
        </SelectField>
      )}
      {children}
    </Flex>
  );
}
